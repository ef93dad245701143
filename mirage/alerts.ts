/**
 * The fleet's alerts as the mock models them: the alert classes the server defines, a receiver's
 * view (`AlertReceiver`, `WebhookReceiver`: the record plus its secrets' ids), and one delivery
 * of an alert to a webhook endpoint with its attempts (`AlertDelivery`, `WebhookDeliveryAttempt`).
 *
 * The contract names no alert classes; these are a rack's kind of events (hardware and updates),
 * named in the `AlertSubscription` pattern's dotted parts. Where a delivery lands depends on the
 * endpoint alone: a host under `.invalid` (RFC 6761: it never resolves) cannot be reached, any
 * other endpoint answers 200.
 */
import type { AlertReceiverRecord, MockDb, Schemas } from './db'
import type { FactoryContext } from './factories'

type AlertDelivery = Schemas['AlertDelivery']

export const ALERT_CLASSES: Schemas['AlertClass'][] = [
  { name: 'hardware.sled.inserted', description: 'A sled was inserted into the rack.' },
  { name: 'hardware.sled.removed', description: 'A sled was removed from the rack.' },
  {
    name: 'hardware.sled.thermal_warning',
    description: 'A sled’s temperature rose above its warning threshold.',
  },
  {
    name: 'hardware.physical_disk.faulted',
    description: 'A physical disk reported a fault and was taken out of service.',
  },
  {
    name: 'hardware.physical_disk.removed',
    description: 'A physical disk was removed from its sled.',
  },
  { name: 'hardware.switch.link_down', description: 'A switch port’s link went down.' },
  {
    name: 'hardware.power_shelf.psu_removed',
    description: 'A power supply was removed from a power shelf.',
  },
  { name: 'update.started', description: 'The rack began updating to a new target release.' },
  { name: 'update.completed', description: 'The rack finished updating to its target release.' },
  { name: 'update.failed', description: 'An update step failed and needs an operator.' },
]

/** The class of a liveness probe's delivery (`AlertDeliveryTrigger` `probe`): no alert's. */
export const PROBE_CLASS = 'probe'

/** A delivery fails permanently after this many attempts (the deliveries list's `failed`). */
export const MAX_ATTEMPTS = 3

/** The endpoint's host; '' when it does not parse (the create and update check it first). */
export const endpointHost = (endpoint: string) => {
  try {
    return new URL(endpoint).hostname
  } catch {
    return ''
  }
}

export const isUnreachable = (endpoint: string) => endpointHost(endpoint).endsWith('.invalid')

/** The receiver as `/v1/alert-receivers` shows it, its secrets' ids in the webhook's kind. */
export function receiverView(db: MockDb, receiver: AlertReceiverRecord): Schemas['AlertReceiver'] {
  const { endpoint, ...identity } = receiver
  return { ...identity, kind: { kind: 'webhook', endpoint, secrets: secretsOf(db, receiver.id) } }
}

/** The receiver as the webhook endpoints answer it (`WebhookReceiver`). */
export const webhookView = (
  db: MockDb,
  receiver: AlertReceiverRecord,
): Schemas['WebhookReceiver'] => ({ ...receiver, secrets: secretsOf(db, receiver.id) })

/** A receiver's secrets, oldest first, without their values. */
export const secretsOf = (db: MockDb, receiverId: string): Schemas['WebhookSecret'][] =>
  db.webhookSecrets
    .where((secret) => secret.receiver_id === receiverId)
    .sort((a, b) => a.time_created.localeCompare(b.time_created))
    .map(({ id, time_created }) => ({ id, time_created }))

/**
 * One attempt's outcome at `endpoint`: 200 after `durationMs`, or, for a host that never
 * resolves, no response at all.
 */
function attemptAt(
  endpoint: string,
  attempt: number,
  time_sent: string,
  durationMs: number,
): Schemas['WebhookDeliveryAttempt'] {
  if (isUnreachable(endpoint)) {
    return { attempt, result: 'failed_unreachable', response: null, time_sent }
  }
  return {
    attempt,
    result: 'succeeded',
    response: { status: 200, duration_ms: durationMs },
    time_sent,
  }
}

/**
 * A new delivery of `alert` to the receiver, attempted once now: delivered when the endpoint
 * answers; a probe that does not is failed (it is never retried), an alert's is pending with
 * retries left.
 */
export function deliverNow(
  context: FactoryContext,
  receiver: AlertReceiverRecord,
  alert: Pick<AlertDelivery, 'alert_id' | 'alert_class' | 'trigger'>,
): AlertDelivery {
  const now = context.now()
  // a response time a webhook endpoint on a LAN or the internet gives: 40 to 295 ms
  const attempt = attemptAt(receiver.endpoint, 1, now, 40 + context.ids.bytes(1)[0])
  const delivered = attempt.result === 'succeeded'
  return {
    id: context.ids.uuid(),
    receiver_id: receiver.id,
    ...alert,
    time_started: now,
    attempts: { webhook: [attempt] },
    state: delivered ? 'delivered' : alert.trigger === 'probe' ? 'failed' : 'pending',
  }
}

/** The deliveries of one receiver. */
export const deliveriesOf = (db: MockDb, receiverId: string) =>
  db.alertDeliveries.where((delivery) => delivery.receiver_id === receiverId)
