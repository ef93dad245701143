import { ALERT_CLASSES, PROBE_CLASS } from '../alerts'
import type { MockDb } from '../db'
import { ALERT_SEED } from '../seeds/alert-seeds'
import { FAIL_500_NAME, FAILING_PROBE_HOST } from '../sentinels'
import { call, startTestServer, stopTestServer } from '../testing'

const RECEIVERS = '/v1/alert-receivers'
const { pager, chat, archive, failedClass } = ALERT_SEED

let db: MockDb
beforeEach(() => {
  db = startTestServer().db
})
afterEach(stopTestServer)

const message = (reply: { body: unknown }) => (reply.body as { message: string }).message
type Delivery = {
  id: string
  alert_id: string
  alert_class: string
  state: string
  trigger: string
  attempts: { webhook: { result: string; response: { status: number } | null }[] }
}
const deliveries = async (receiver: string, query = '') =>
  (await call('GET', `${RECEIVERS}/${receiver}/deliveries${query}`)).body as {
    items: Delivery[]
  }

const createBody = (fields: Record<string, unknown> = {}) => ({
  name: 'new-hook',
  description: 'a hook',
  endpoint: 'https://hooks.example.com/oxide',
  secrets: ['s3cret-value'],
  ...fields,
})

describe('alert classes', () => {
  test.each([
    // filter, names
    ['', ALERT_CLASSES.map((alertClass) => alertClass.name).sort()],
    [
      '?filter=hardware.sled.*',
      ['hardware.sled.inserted', 'hardware.sled.removed', 'hardware.sled.thermal_warning'],
    ],
    ['?filter=*.failed', ['update.failed']],
    ['?filter=**.removed', ['hardware.physical_disk.removed', 'hardware.sled.removed']],
    ['?filter=nothing.here', []],
  ])('%j lists %j', async (query, names) => {
    const reply = await call('GET', `/v1/alert-classes${query}`)
    expect(reply.status).toBe(200)
    expect((reply.body as { items: { name: string }[] }).items.map((item) => item.name)).toEqual(
      names,
    )
  })

  test('a filter that is no subscription is refused', async () => {
    const reply = await call('GET', '/v1/alert-classes?filter=hardware..sled')
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe(
      'unable to parse query string: filter: invalid alert subscription "hardware..sled"',
    )
  })
})

describe('receivers', () => {
  test('the seeded receivers, with their secrets’ ids but never their values', async () => {
    const reply = await call('GET', RECEIVERS)
    const items = (reply.body as { items: { name: string; kind: Record<string, unknown> }[] }).items
    expect(items.map((item) => item.name)).toEqual([pager, chat, archive])
    const chatKind = items[1].kind as { kind: string; secrets: object[] }
    expect(chatKind.kind).toBe('webhook')
    expect(chatKind.secrets).toHaveLength(2)
    expect(JSON.stringify(reply.body)).not.toContain('whsec_')
  })

  test('create answers the webhook with its secret ids and subscriptions, once per name', async () => {
    const reply = await call('POST', '/v1/webhook-receivers', {
      ...createBody(),
      subscriptions: ['update.*', 'update.*', 'hardware.sled.removed'],
    })
    expect(reply.status).toBe(201)
    const created = reply.body as { subscriptions: string[]; secrets: object[] }
    expect(created.subscriptions).toEqual(['update.*', 'hardware.sled.removed'])
    expect(created.secrets).toHaveLength(1)
    expect(JSON.stringify(created)).not.toContain('s3cret-value')
    const again = await call('POST', '/v1/webhook-receivers', createBody())
    expect(again.status).toBe(409)
    expect(message(again)).toBe('already exists: alert-receiver "new-hook"')
  })

  test.each([
    // why, body, status, message
    [
      'no secret',
      createBody({ secrets: [] }),
      400,
      'a webhook receiver must have at least one secret',
    ],
    ['an empty secret', createBody({ secrets: [''] }), 400, 'a webhook secret cannot be empty'],
    [
      'no endpoint',
      createBody({ endpoint: undefined }),
      400,
      'unable to parse JSON body: missing field `endpoint`',
    ],
    [
      'a relative endpoint',
      createBody({ endpoint: 'hooks/oxide' }),
      400,
      'unable to parse JSON body: endpoint: relative URL without a base',
    ],
    [
      'a bad glob',
      createBody({ subscriptions: ['update..failed'] }),
      400,
      'unable to parse JSON body: subscriptions: invalid alert subscription "update..failed"',
    ],
    [
      'an unknown class',
      createBody({ subscriptions: ['update.exploded'] }),
      400,
      'unsupported value for "subscriptions": unknown alert class "update.exploded"',
    ],
    ['the sentinel name', createBody({ name: FAIL_500_NAME }), 500, 'Internal Server Error'],
  ])('create refuses %s', async (_, body, status, text) => {
    const reply = await call('POST', '/v1/webhook-receivers', body)
    expect(reply.status).toBe(status)
    expect(message(reply)).toBe(text)
    expect(db.alertReceivers.size).toBe(3)
  })

  test('update renames and moves the endpoint, keeping the secrets; a taken name is a 409', async () => {
    const reply = await call('PUT', `/v1/webhook-receivers/${chat}`, {
      name: 'ops-chat',
      endpoint: 'https://chat.example.com/hooks/new',
    })
    expect(reply.status).toBe(204)
    const view = (await call('GET', `${RECEIVERS}/ops-chat`)).body as {
      kind: { endpoint: string; secrets: object[] }
    }
    expect(view.kind.endpoint).toBe('https://chat.example.com/hooks/new')
    expect(view.kind.secrets).toHaveLength(2)
    const taken = await call('PUT', `/v1/webhook-receivers/ops-chat`, { name: pager })
    expect(taken.status).toBe(409)
  })

  test('delete takes the secrets and deliveries with it', async () => {
    expect((await call('DELETE', `${RECEIVERS}/${chat}`)).status).toBe(204)
    expect((await call('GET', `${RECEIVERS}/${chat}`)).status).toBe(404)
    expect(db.webhookSecrets.size).toBe(2)
    expect(db.alertDeliveries.all().every((row) => row.receiver_id !== chat)).toBe(true)
  })
})

describe('subscriptions', () => {
  const subscriptions = `${RECEIVERS}/${chat}/subscriptions`
  test.each([
    // subscription, status, message (undefined: added)
    ['hardware.switch.*', 201, undefined],
    ['update.*', 409, 'already exists: alert-subscription "update.*"'],
    [
      'update.exploded',
      400,
      'unsupported value for "subscription": unknown alert class "update.exploded"',
    ],
    [
      'update.',
      400,
      'unable to parse JSON body: subscription: invalid alert subscription "update."',
    ],
    ['future.**', 201, undefined],
  ])('add %j → %d', async (subscription, status, text) => {
    const reply = await call('POST', subscriptions, { subscription })
    expect(reply.status).toBe(status)
    if (text) expect(message(reply)).toBe(text)
    else expect(reply.body).toEqual({ subscription })
  })

  test('remove one, then removing it again is a 404', async () => {
    const url = `${subscriptions}/${encodeURIComponent('update.*')}`
    expect((await call('DELETE', url)).status).toBe(204)
    const view = (await call('GET', `${RECEIVERS}/${chat}`)).body as { subscriptions: string[] }
    expect(view.subscriptions).toEqual(['hardware.sled.*'])
    const again = await call('DELETE', url)
    expect(again.status).toBe(404)
    expect(message(again)).toBe(`not found: alert-subscription "update.*" of receiver "${chat}"`)
  })
})

describe('deliveries', () => {
  test('a receiver’s deliveries of the alerts its subscriptions match, newest first on request', async () => {
    const { items } = await deliveries(chat, '?sort_by=time_and_id_descending')
    expect(items.map((item) => item.alert_class)).toEqual([
      'hardware.sled.removed',
      'update.failed',
      'hardware.sled.inserted',
      'update.completed',
      'update.started',
    ])
    const failed = items.find((item) => item.alert_class === failedClass)
    expect(failed?.state).toBe('failed')
    expect(failed?.attempts.webhook.map((attempt) => attempt.response?.status)).toEqual([
      503, 503, 503,
    ])
  })

  test.each([
    // query, states
    ['', ['delivered', 'failed', 'pending']],
    ['?failed=true', ['failed']],
    ['?pending=true&failed=true', ['failed', 'pending']],
    ['?delivered=false', ['delivered', 'failed', 'pending']],
  ])('the state filter %j', async (query, states) => {
    const { items } = await deliveries(chat, query)
    expect([...new Set(items.map((item) => item.state))].sort()).toEqual(states)
  })

  test('a filter that is no boolean is refused', async () => {
    const reply = await call('GET', `${RECEIVERS}/${chat}/deliveries?failed=yes`)
    expect(reply.status).toBe(400)
  })
})

describe('probe and resend', () => {
  test('a probe of a reachable endpoint is delivered and listed', async () => {
    const reply = await call('POST', `${RECEIVERS}/${chat}/probe`)
    expect(reply.status).toBe(200)
    const { probe, resends_started } = reply.body as { probe: Delivery; resends_started: null }
    expect(probe).toMatchObject({ state: 'delivered', trigger: 'probe', alert_class: PROBE_CLASS })
    expect(probe.attempts.webhook[0].response?.status).toBe(200)
    expect(resends_started).toBeNull()
    expect((await deliveries(chat)).items.map((item) => item.id)).toContain(probe.id)
  })

  test('with resend, a successful probe sends the failed alerts again', async () => {
    const reply = await call('POST', `${RECEIVERS}/${chat}/probe?resend=true`)
    expect((reply.body as { resends_started: number }).resends_started).toBe(1)
    const resent = (await deliveries(chat)).items.filter((item) => item.trigger === 'resend')
    expect(resent.map((item) => item.alert_class)).toEqual([failedClass])
  })

  test('a probe of an endpoint that never resolves answers 200 with the failed delivery', async () => {
    const reply = await call('POST', `${RECEIVERS}/${archive}/probe?resend=true`)
    expect(reply.status).toBe(200)
    const { probe, resends_started } = reply.body as { probe: Delivery; resends_started: null }
    expect(probe.state).toBe('failed')
    expect(probe.attempts.webhook[0]).toMatchObject({
      result: 'failed_unreachable',
      response: null,
    })
    expect(resends_started).toBeNull()
  })

  test('the sentinel host’s probe fails with a 500', async () => {
    await call('PUT', `/v1/webhook-receivers/${pager}`, {
      endpoint: `https://${FAILING_PROBE_HOST}/hook`,
    })
    const reply = await call('POST', `${RECEIVERS}/${pager}/probe`)
    expect(reply.status).toBe(500)
  })

  test('resend makes a new delivery of the alert; a probe or another receiver’s alert is a 404', async () => {
    const { items } = await deliveries(chat)
    const failed = items.find((item) => item.alert_class === failedClass) as Delivery
    const reply = await call('POST', `/v1/alerts/${failed.alert_id}/resend?receiver=${chat}`)
    expect(reply.status).toBe(201)
    const { delivery_id } = reply.body as { delivery_id: string }
    const resent = (await deliveries(chat)).items.find((item) => item.id === delivery_id)
    expect(resent).toMatchObject({
      trigger: 'resend',
      state: 'delivered',
      alert_class: failedClass,
    })

    const probe = (await deliveries(pager)).items.find((item) => item.trigger === 'probe')
    const ofProbe = await call('POST', `/v1/alerts/${probe?.alert_id}/resend?receiver=${pager}`)
    expect(ofProbe.status).toBe(404)
    const updateStarted = items.find((item) => item.alert_class === 'update.started') as Delivery
    const elsewhere = await call(
      'POST',
      `/v1/alerts/${updateStarted.alert_id}/resend?receiver=${pager}`,
    )
    expect(elsewhere.status).toBe(404)
  })
})

describe('secrets', () => {
  const secrets = (receiver: string) => `/v1/webhook-secrets?receiver=${receiver}`
  test('list, add and delete, values never shown', async () => {
    const listed = (await call('GET', secrets(chat))).body as { secrets: { id: string }[] }
    expect(listed.secrets).toHaveLength(2)
    const added = await call('POST', secrets(chat), { secret: 'rotated-value' })
    expect(added.status).toBe(201)
    expect(Object.keys(added.body as object).sort()).toEqual(['id', 'time_created'])
    const { id } = added.body as { id: string }
    expect((await call('DELETE', `/v1/webhook-secrets/${id}`)).status).toBe(204)
    const again = await call('DELETE', `/v1/webhook-secrets/${id}`)
    expect(again.status).toBe(404)
    expect(message(again)).toBe(`not found: webhook-secret with id "${id}"`)
  })

  test.each([
    // request, status, message
    [
      'GET',
      '/v1/webhook-secrets',
      undefined,
      400,
      'unable to parse query string: missing field `receiver`',
    ],
    ['POST', secrets('nope'), { secret: 'x' }, 404, 'not found: alert-receiver with name "nope"'],
    ['POST', secrets(chat), { secret: '' }, 400, 'a webhook secret cannot be empty'],
    [
      'DELETE',
      '/v1/webhook-secrets/not-a-uuid',
      undefined,
      400,
      'bad parameter in URL path: unable to parse "not-a-uuid" as secret_id: UUID parsing failed',
    ],
  ])('%s %s', async (method, url, body, status, text) => {
    const reply = await call(method, url, body)
    expect(reply.status).toBe(status)
    expect(message(reply)).toBe(text)
  })
})
