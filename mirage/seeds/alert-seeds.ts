/**
 * The fleet's alert receivers: an on-call pager (hardware and failed updates), a chat channel
 * (updates and sleds, two secrets while one is rotated out) and a security archive on a host that
 * never resolves (everything, its deliveries failing). The rack's recent alerts went to each
 * receiver whose subscriptions match them, delivered, retried, failed for good or still pending.
 */
import { subscriptionMatches } from '~/lib/alert-subscriptions'
import { MAX_ATTEMPTS, PROBE_CLASS } from '../alerts'
import type { AlertReceiverRecord, MockDb, Schemas } from '../db'
import type { SeededContext } from '../factories'

export const ALERT_SEED = {
  pager: 'ops-pager',
  chat: 'rack-ops-chat',
  /** Its endpoint never resolves: every delivery fails or is pending. */
  archive: 'siem-archive',
  /** The chat receiver's alert that failed for good after three 503s. */
  failedClass: 'update.completed',
} as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The rack's recent alerts: class, and how long ago. */
const ALERTS: [alertClass: string, ageMs: number][] = [
  ['update.started', 4 * DAY + 2 * HOUR],
  ['update.completed', 4 * DAY],
  ['hardware.physical_disk.faulted', 2 * DAY + 5 * HOUR],
  ['hardware.sled.inserted', 30 * HOUR],
  ['update.failed', 20 * HOUR],
  ['hardware.switch.link_down', 3 * HOUR],
  ['hardware.sled.removed', 8 * MINUTE],
]

/**
 * How one delivery went: each attempt's result and HTTP status (0: no response), then its state.
 * Retries come a minute, then five, after the attempt before.
 */
interface Outcome {
  attempts: [Schemas['WebhookDeliveryAttemptResult'], number][]
  state: Schemas['AlertDeliveryState']
}

const delivered: Outcome = { attempts: [['succeeded', 200]], state: 'delivered' }
const retried: Outcome = {
  attempts: [
    ['failed_http_error', 502],
    ['succeeded', 200],
  ],
  state: 'delivered',
}
const refused: Outcome = {
  attempts: Array.from({ length: MAX_ATTEMPTS }, () => ['failed_http_error', 503] as const),
  state: 'failed',
}
const timedOut: Outcome = { attempts: [['failed_timeout', 0]], state: 'pending' }
const unreachable = (count: number): Outcome => ({
  attempts: Array.from({ length: count }, () => ['failed_unreachable', 0] as const),
  state: count === MAX_ATTEMPTS ? 'failed' : 'pending',
})

interface ReceiverSeed {
  name: string
  description: string
  endpoint: string
  subscriptions: string[]
  /** How long ago each secret was added, the first with the receiver. */
  secretAges: number[]
  /** How the delivery of an alert of this class went; delivered when not named. */
  outcomes: Record<string, Outcome>
  /** When the receiver was last sent a liveness probe, if ever. */
  probedAgo?: number
}

const RECEIVERS: ReceiverSeed[] = [
  {
    name: ALERT_SEED.pager,
    description: 'Pages the on-call operator for hardware faults and failed updates',
    endpoint: 'https://events.pager.example.com/v2/integrations/oxide-rack-1',
    subscriptions: ['hardware.**', 'update.failed'],
    secretAges: [95 * DAY],
    outcomes: { 'update.failed': retried },
    probedAgo: HOUR,
  },
  {
    name: ALERT_SEED.chat,
    description: 'Posts fleet events to the #rack-ops channel',
    endpoint: 'https://chat.example.com/hooks/T024BE7LD/rack-ops',
    subscriptions: ['update.*', 'hardware.sled.*'],
    secretAges: [120 * DAY, 5 * DAY],
    outcomes: { [ALERT_SEED.failedClass]: refused, 'hardware.sled.removed': timedOut },
  },
  {
    name: ALERT_SEED.archive,
    description: 'Archives every alert in the security event store',
    endpoint: 'https://siem.corp.invalid/ingest/oxide',
    subscriptions: ['**'],
    secretAges: [40 * DAY],
    outcomes: {
      'update.started': unreachable(MAX_ATTEMPTS),
      'update.completed': unreachable(MAX_ATTEMPTS),
      'hardware.physical_disk.faulted': unreachable(MAX_ATTEMPTS),
      'hardware.sled.inserted': unreachable(MAX_ATTEMPTS),
      'update.failed': unreachable(MAX_ATTEMPTS),
      'hardware.switch.link_down': unreachable(MAX_ATTEMPTS),
      'hardware.sled.removed': unreachable(2),
    },
  },
]

/** Minutes after the first attempt that each attempt is sent. */
const RETRY_AFTER_MINUTES = [0, 1, 6]

function delivery(
  context: SeededContext,
  receiver: AlertReceiverRecord,
  alert: { id: string; alertClass: string; ageMs: number },
  outcome: Outcome,
  trigger: Schemas['AlertDeliveryTrigger'],
): Schemas['AlertDelivery'] {
  const at = context.at(alert.ageMs)
  const timeStarted = at.now()
  const attempts = outcome.attempts.map(([result, status], index) => ({
    attempt: index + 1,
    result,
    response:
      status === 0 ? null : { status, duration_ms: 60 + context.ids.bytes(1)[0] * (index + 1) },
    time_sent: new Date(
      Date.parse(timeStarted) + RETRY_AFTER_MINUTES[index] * MINUTE,
    ).toISOString(),
  }))
  return {
    id: context.ids.uuid(),
    receiver_id: receiver.id,
    alert_id: alert.id,
    alert_class: alert.alertClass,
    trigger,
    time_started: timeStarted,
    attempts: { webhook: attempts },
    state: outcome.state,
  }
}

export function seedAlerts(db: MockDb, context: SeededContext) {
  const alerts = ALERTS.map(([alertClass, ageMs]) => ({
    id: context.ids.uuid(),
    alertClass,
    ageMs,
  }))
  for (const seed of RECEIVERS) {
    const created = context.at(Math.max(...seed.secretAges)).now()
    const receiver = db.alertReceivers.insert({
      id: context.ids.uuid(),
      name: seed.name,
      description: seed.description,
      endpoint: seed.endpoint,
      subscriptions: seed.subscriptions,
      time_created: created,
      time_modified: created,
    })
    for (const ageMs of seed.secretAges) {
      db.webhookSecrets.insert({
        id: context.ids.uuid(),
        receiver_id: receiver.id,
        secret: `whsec_${seed.name}_${ageMs}`,
        time_created: context.at(ageMs).now(),
      })
    }
    for (const alert of alerts) {
      if (!seed.subscriptions.some((glob) => subscriptionMatches(glob, alert.alertClass))) continue
      const outcome = seed.outcomes[alert.alertClass] ?? delivered
      db.alertDeliveries.insert(delivery(context, receiver, alert, outcome, 'alert'))
    }
    if (seed.probedAgo !== undefined) {
      const probe = { id: context.ids.uuid(), alertClass: PROBE_CLASS, ageMs: seed.probedAgo }
      db.alertDeliveries.insert(delivery(context, receiver, probe, delivered, 'probe'))
    }
  }
}
