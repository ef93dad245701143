import { STEP_MS } from '../instance-steps'
import { seedDefault } from '../seeds/seeds'
import { FAIL_403_NAME } from '../sentinels'
import { call, instanceCreateBody, startTestServer, stopTestServer } from '../testing'

const GiB = 1024 ** 3
const P = '?project=mock-project'
let now = Date.UTC(2024, 5, 1, 12)
const clock = () => now

beforeEach(() => {
  now = Date.UTC(2024, 5, 1, 12)
  startTestServer({ now: clock })
})
afterEach(stopTestServer)

const runState = async (name: string) =>
  ((await call('GET', `/v1/instances/${name}${P}`)).body as { run_state: string }).run_state

const create = (name: string, start = true) =>
  call('POST', `/v1/instances${P}`, {
    name,
    description: '',
    hostname: name,
    ncpus: 2,
    memory: 4 * GiB,
    start,
    boot_disk: {
      type: 'create',
      name: `${name}-boot`,
      description: '',
      size: 10 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
    external_ips: [{ type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } }],
  })

describe('instance run states move on their own (timed)', () => {
  test('create → creating → starting → running', async () => {
    expect((await create('timed')).status).toBe(201)
    expect(await runState('timed')).toBe('creating')
    now += STEP_MS.creating
    expect(await runState('timed')).toBe('starting')
    now += STEP_MS.starting
    expect(await runState('timed')).toBe('running')
  })

  test('create with start: false ends stopped', async () => {
    await create('cold', false)
    now += STEP_MS.creating
    expect(await runState('cold')).toBe('stopped')
  })

  test('stop → stopping → stopped, start → starting → running, reboot → rebooting → running', async () => {
    const name = 'state-running'
    expect((await call('POST', `/v1/instances/${name}/stop${P}`)).status).toBe(202)
    expect(await runState(name)).toBe('stopping')
    now += STEP_MS.stopping
    expect(await runState(name)).toBe('stopped')
    await call('POST', `/v1/instances/${name}/start${P}`)
    expect(await runState(name)).toBe('starting')
    now += STEP_MS.starting
    expect(await runState(name)).toBe('running')
    await call('POST', `/v1/instances/${name}/reboot${P}`)
    expect(await runState(name)).toBe('rebooting')
    now += STEP_MS.rebooting
    expect(await runState(name)).toBe('running')
  })

  test('seeded transitional instances stay put for QA', async () => {
    now += 60_000
    expect(await runState('state-starting')).toBe('starting')
    expect(await runState('state-migrating')).toBe('migrating')
  })

  test('a forbidden action answers the server error and changes nothing', async () => {
    const reply = await call('POST', `/v1/instances/state-running/start${P}`)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'instance must be stopped or failed to start it (it is running)',
    })
    const deleted = await call('DELETE', `/v1/instances/state-running${P}`)
    expect((deleted.body as { message: string }).message).toBe(
      'cannot delete instance: instance is running and must be stopped or failed',
    )
    expect(await runState('state-running')).toBe('running')
  })
})

describe('creating an instance creates its children', () => {
  test('boot disk, interface in the default VPC subnet, ephemeral IP', async () => {
    const db = seedDefault()
    startTestServer({ db, now: clock })
    const instance = (await create('kids')).body as { id: string; boot_disk_id: string }
    const boot = db.disks.find(instance.boot_disk_id)
    expect(boot).toMatchObject({
      name: 'kids-boot',
      size: 10 * GiB,
      state: { state: 'attached', instance: instance.id },
    })
    const nics = db.networkInterfaces.where((nic) => nic.instance_id === instance.id)
    expect(nics).toHaveLength(1)
    expect(nics[0]).toMatchObject({ name: 'net0', primary: true })
    expect(db.vpcSubnets.find(nics[0].subnet_id)?.name).toBe('default')
    expect(db.vpcs.find(nics[0].vpc_id)?.name).toBe('default')
    const ips = await call('GET', `/v1/instances/kids/external-ips${P}`)
    expect((ips.body as { items: { kind: string }[] }).items).toEqual([
      expect.objectContaining({ kind: 'ephemeral' }),
    ])
  })

  test('delete detaches its disks and removes its interfaces', async () => {
    const db = seedDefault()
    startTestServer({ db, now: clock })
    const instance = (await create('gone', false)).body as { id: string; boot_disk_id: string }
    now += STEP_MS.creating
    expect((await call('DELETE', `/v1/instances/gone${P}`)).status).toBe(204)
    expect(db.disks.find(instance.boot_disk_id)?.state).toEqual({ state: 'detached' })
    expect(db.networkInterfaces.where((nic) => nic.instance_id === instance.id)).toEqual([])
  })

  test('the vCPU quota: a 64-vCPU instance exceeds what the seeds leave', async () => {
    const reply = await call('POST', `/v1/instances${P}`, {
      name: 'huge',
      description: '',
      hostname: 'huge',
      ncpus: 64,
      memory: 64 * GiB,
    })
    expect(reply.status).toBe(507)
    expect((reply.body as { error_code: string }).error_code).toBe('InsufficientCapacity')
  })
})

test('seeds: every run state, failed three ways, more than a page', () => {
  const db = seedDefault()
  const project = db.projects.findBy((row) => row.name === 'mock-project')
  const instances = db.instances.where((row) => row.project_id === project?.id)
  expect(instances.length).toBeGreaterThan(50)
  expect(new Set(instances.map((row) => row.run_state)).size).toBe(10)
  const failed = instances.filter((row) => row.run_state === 'failed')
  expect(
    failed.map((row) => [row.auto_restart_enabled, row.auto_restart_cooldown_expiration]),
  ).toEqual([
    [true, null],
    [true, '2099-01-01T00:00:00.000Z'],
    [false, null],
  ])
})

describe('the instance the user may not act on (a documented sentinel)', () => {
  test.each([
    ['POST', `${FAIL_403_NAME}/start`],
    ['POST', `${FAIL_403_NAME}/stop`],
    ['POST', `${FAIL_403_NAME}/reboot`],
    ['DELETE', FAIL_403_NAME],
  ] as const)('%s /v1/instances/%s is forbidden and changes nothing', async (method, path) => {
    const reply = await call(method, `/v1/instances/${path}${P}`)
    expect(reply.status).toBe(403)
    expect(reply.body).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
    expect(await runState(FAIL_403_NAME)).toBe('stopped')
  })
})

test('mock-instance-step makes every automatic step take that long', async () => {
  startTestServer({ now: clock, instanceStepMs: 4000 })
  await create('slow')
  now += STEP_MS.creating
  expect(await runState('slow')).toBe('creating')
  now += 4000 - STEP_MS.creating
  expect(await runState('slow')).toBe('starting')
  now += 4000
  expect(await runState('slow')).toBe('running')
})

describe("an instance's SSH keys: a snapshot of those it was created with (the contract)", () => {
  const keyNames = async (instance: string) => {
    const { status, body } = await call('GET', `/v1/instances/${instance}/ssh-public-keys${P}`)
    expect(status).toBe(200)
    return (body as { items: { name: string }[] }).items.map((key) => key.name)
  }
  const createWithKeys = (name: string, keys: unknown) =>
    call('POST', `/v1/instances${P}`, instanceCreateBody(name, { ssh_public_keys: keys }))

  test.each([
    ['no list: every key of the profile', undefined, ['build-server', 'laptop']],
    ['null: the same', null, ['build-server', 'laptop']],
    ['the keys it names, by name or id', ['laptop'], ['laptop']],
    ['an empty list: none', [], []],
  ])('%s', async (_case, keys, expected) => {
    expect((await createWithKeys('keyed', keys)).status).toBe(201)
    expect(await keyNames('keyed')).toEqual(expected)
  })

  test('a key the user does not have refuses the create, and nothing is made', async () => {
    const { status } = await createWithKeys('keyless', ['no-such-key'])
    expect(status).toBe(404)
    expect((await call('GET', `/v1/instances/keyless${P}`)).status).toBe(404)
  })

  test('the seeded instances have the default user’s keys; deleting a key later leaves them', async () => {
    expect(await keyNames('db1')).toEqual(['build-server', 'laptop'])
    expect((await call('DELETE', '/v1/me/ssh-keys/laptop')).status).toBe(204)
    expect(await keyNames('db1')).toEqual(['build-server', 'laptop'])
  })

  test('an unknown instance is a 404', async () => {
    expect((await call('GET', `/v1/instances/nope/ssh-public-keys${P}`)).status).toBe(404)
  })
})

describe('InstanceUpdate: the whole object, every field required (the contract)', () => {
  const url = `/v1/instances/db1${P}`
  const whole = {
    ncpus: 8,
    memory: 32 * GiB,
    boot_disk: 'db1-boot',
    auto_restart_policy: 'never',
    cpu_platform: 'amd_milan',
    enable_jumbo_frames: true,
  }

  test('keeps each field as sent', async () => {
    const reply = await call('PUT', url, whole)
    expect(reply.status).toBe(200)
    expect((await call('GET', url)).body).toMatchObject({
      ncpus: 8,
      memory: 32 * GiB,
      auto_restart_policy: 'never',
      cpu_platform: 'amd_milan',
      enable_jumbo_frames: true,
    })
  })

  test.each([
    'ncpus',
    'memory',
    'boot_disk',
    'auto_restart_policy',
    'cpu_platform',
    'enable_jumbo_frames',
  ])('refuses a body without %s, and changes nothing', async (field) => {
    const before = (await call('GET', url)).body
    const { [field as keyof typeof whole]: _left, ...rest } = whole
    const reply = await call('PUT', url, rest)
    expect(reply.status).toBe(400)
    expect((await call('GET', url)).body).toEqual(before)
  })

  test('null unsets a nullable field', async () => {
    await call('PUT', url, whole)
    const reply = await call('PUT', url, { ...whole, boot_disk: null, cpu_platform: null })
    expect(reply.body).toMatchObject({ boot_disk_id: null, cpu_platform: null })
  })
})

describe("a network interface's transit IPs (InstanceNetworkInterfaceUpdate)", () => {
  const url = `/v1/network-interfaces/net0${P}&instance=db1`
  const transitIps = async () => {
    const { ip_stack } = (await call('GET', url)).body as {
      ip_stack: {
        type: string
        value: { v4: { transit_ips: string[] }; v6: { transit_ips: string[] } }
      }
    }
    return [...ip_stack.value.v4.transit_ips, ...ip_stack.value.v6.transit_ips]
  }

  test.each([
    [
      'sets them, each on the stack of its version',
      { transit_ips: ['10.9.0.0/24', 'fd00:9::/64'] },
      ['10.9.0.0/24', 'fd00:9::/64'],
    ],
    ['replaces them with the list sent', { transit_ips: ['10.8.0.0/16'] }, ['10.8.0.0/16']],
    // the contract's default: an update without the field clears them
    ['clears them when left out', { description: 'renamed' }, []],
  ])('%s', async (_case, body, expected) => {
    await call('PUT', url, { transit_ips: ['10.9.0.0/24'] })
    expect((await call('PUT', url, body)).status).toBe(200)
    expect(await transitIps()).toEqual(expected)
  })

  test.each([
    ['not a network', ['10.9.0.0']],
    ['not a list', '10.9.0.0/24'],
  ])('refuses transit IPs that are %s, and changes nothing', async (_case, value) => {
    await call('PUT', url, { transit_ips: ['10.9.0.0/24'] })
    expect((await call('PUT', url, { transit_ips: value })).status).toBe(400)
    expect(await transitIps()).toEqual(['10.9.0.0/24'])
  })
})
