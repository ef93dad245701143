/**
 * The fleet's alerts (`/v1/alert-classes`, `/v1/alert-receivers`, `/v1/alerts/{id}/resend`,
 * `/v1/webhook-receivers`, `/v1/webhook-secrets`) with the contract's rules: receiver names
 * unique; a webhook created with "a non-empty list of secret keys" (WebhookCreate.secrets) and an
 * endpoint URL; subscriptions in the `AlertSubscription` pattern, an exact one naming a class the
 * server knows (a glob may match none yet); the update leaves secrets alone ("receiver secrets
 * are NOT added or removed using this endpoint"); deliveries filtered by state as the list's
 * description says (none of `delivered`, `failed`, `pending`: all); a probe answers 200 whatever
 * the endpoint did, the outcome in its delivery, and with `resend` re-queues the failed alerts
 * once it succeeds; a resend is a new delivery of an alert the receiver was sent.
 */
import {
  isExactSubscription,
  subscriptionMatches,
  subscriptionProblem,
} from '~/lib/alert-subscriptions'
import {
  ALERT_CLASSES,
  deliveriesOf,
  deliverNow,
  endpointHost,
  PROBE_CLASS,
  receiverView,
  webhookView,
} from '../alerts'
import type { AlertReceiverRecord, MockDb, Schemas } from '../db'
import {
  alreadyExists,
  badBody,
  badQuery,
  internalError,
  invalidRequest,
  invalidValue,
  MockApiError,
  notFound,
} from '../errors'
import { liveContext } from '../factories'
import { identityCreate, identityPatch, identityUpdate } from '../identity-fields'
import { lookupAlertReceiver, uuidParam } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate, paginateByNameOrId } from '../pagination'
import { FAILING_PROBE_HOST, failOnSentinelName } from '../sentinels'
import { requireBody, stringField } from '../validate'

const receiverNamed = (db: MockDb, name: string) =>
  db.alertReceivers.findBy((row) => row.name === name)

/** A `format: uri` field, as the server's URL parser reads it. */
function endpointField(body: unknown, required: false): string | undefined
function endpointField(body: unknown): string
function endpointField(body: unknown, required = true) {
  const value = required ? stringField(body, 'endpoint') : stringField(body, 'endpoint', false)
  if (value !== undefined && !endpointHost(value)) {
    throw badBody('endpoint: relative URL without a base')
  }
  return value
}

/**
 * A subscription as the body or path gives it: the contract's pattern (dropshot's 400 when it
 * does not match), and an exact one must name a class the server defines.
 */
function checkedSubscription(value: string, field: string) {
  if (!value || subscriptionProblem(value)) {
    throw badBody(`${field}: invalid alert subscription "${value}"`)
  }
  if (
    isExactSubscription(value) &&
    !ALERT_CLASSES.some((alertClass) => alertClass.name === value)
  ) {
    throw invalidValue(field, `unknown alert class "${value}"`)
  }
  return value
}

/** WebhookCreate's optional `subscriptions` (default []), each checked, repeats dropped. */
function subscriptionsField(body: unknown): string[] {
  const value = requireBody(body).subscriptions
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw badBody('subscriptions: invalid type: expected a sequence')
  const subscriptions = value.map((item, index) => {
    if (typeof item !== 'string') {
      throw badBody(`subscriptions[${index}]: invalid type: expected a string`)
    }
    return checkedSubscription(item, 'subscriptions')
  })
  return [...new Set(subscriptions)]
}

const EMPTY_SECRET = 'a webhook secret cannot be empty'

/** WebhookCreate's required, non-empty `secrets`, none of them empty. */
function secretsField(body: unknown): string[] {
  const value = requireBody(body).secrets
  if (value === undefined || value === null) throw badBody('missing field `secrets`')
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw badBody('secrets: invalid type: expected a sequence of strings')
  }
  if (value.length === 0) throw invalidRequest('a webhook receiver must have at least one secret')
  if (value.includes('')) throw invalidRequest(EMPTY_SECRET)
  return value as string[]
}

function addSecret(db: MockDb, receiverId: string, secret: string) {
  if (!secret) throw invalidRequest(EMPTY_SECRET)
  return db.webhookSecrets.insert({
    id: liveContext.ids.uuid(),
    receiver_id: receiverId,
    secret,
    time_created: liveContext.now(),
  })
}

/** dropshot's boolean query parameter: absent is undefined. */
function booleanQuery(name: string, value: string | undefined) {
  if (value === undefined) return undefined
  if (value === 'true' || value === 'false') return value === 'true'
  throw badQuery(`${name}: invalid value: "${value}", expected a boolean`)
}

const STATE_FILTERS = ['delivered', 'failed', 'pending'] as const

/** Time started, then id: ISO timestamps in one format sort as text. */
const timeAndId = (delivery: Schemas['AlertDelivery']) =>
  `${new Date(delivery.time_started).toISOString()} ${delivery.id}`

const touch = (db: MockDb, receiver: AlertReceiverRecord, subscriptions: string[]) =>
  db.alertReceivers.update(receiver.id, { subscriptions, time_modified: liveContext.now() })

export const alertHandlers = {
  alert_class_list: ({ query }) => {
    const filter = query.filter
    if (filter !== undefined && (!filter || subscriptionProblem(filter))) {
      throw badQuery(`filter: invalid alert subscription "${filter}"`)
    }
    const classes = filter
      ? ALERT_CLASSES.filter((alertClass) => subscriptionMatches(filter, alertClass.name))
      : ALERT_CLASSES
    return paginate(classes, query, { name_ascending: { key: (alertClass) => alertClass.name } })
  },

  alert_receiver_list: ({ db, query }) =>
    paginateByNameOrId(
      db.alertReceivers.all().map((receiver) => receiverView(db, receiver)),
      query,
    ),

  alert_receiver_view: ({ db, params }) =>
    receiverView(db, lookupAlertReceiver(db, params.receiver)),

  alert_receiver_delete: ({ db, params }) => {
    const receiver = lookupAlertReceiver(db, params.receiver)
    for (const secret of db.webhookSecrets.where((row) => row.receiver_id === receiver.id)) {
      db.webhookSecrets.remove(secret.id)
    }
    for (const delivery of deliveriesOf(db, receiver.id)) db.alertDeliveries.remove(delivery.id)
    db.alertReceivers.remove(receiver.id)
  },

  alert_delivery_list: ({ db, params, query }) => {
    const receiver = lookupAlertReceiver(db, params.receiver)
    const wanted = STATE_FILTERS.filter((state) => booleanQuery(state, query[state]) === true)
    const deliveries = deliveriesOf(db, receiver.id).filter(
      (delivery) => wanted.length === 0 || wanted.includes(delivery.state),
    )
    return paginate(deliveries, query, {
      time_and_id_ascending: { key: timeAndId },
      time_and_id_descending: { key: timeAndId, descending: true },
    })
  },

  alert_receiver_probe: ({ db, params, query }) => {
    const receiver = lookupAlertReceiver(db, params.receiver)
    const resend = booleanQuery('resend', query.resend) ?? false
    if (endpointHost(receiver.endpoint) === FAILING_PROBE_HOST) throw internalError()
    const probe = db.alertDeliveries.insert(
      deliverNow(liveContext, receiver, {
        alert_id: liveContext.ids.uuid(),
        alert_class: PROBE_CLASS,
        trigger: 'probe',
      }),
    )
    if (!resend || probe.state !== 'delivered') return { probe, resends_started: null }
    const failed = deliveriesOf(db, receiver.id).filter(
      (delivery) => delivery.state === 'failed' && delivery.trigger !== 'probe',
    )
    for (const { alert_id, alert_class } of failed) {
      db.alertDeliveries.insert(
        deliverNow(liveContext, receiver, { alert_id, alert_class, trigger: 'resend' }),
      )
    }
    return { probe, resends_started: failed.length }
  },

  alert_receiver_subscription_add: ({ db, params, body }) => {
    const receiver = lookupAlertReceiver(db, params.receiver)
    const subscription = checkedSubscription(stringField(body, 'subscription'), 'subscription')
    if (receiver.subscriptions.includes(subscription)) {
      throw alreadyExists('alert-subscription', subscription)
    }
    touch(db, receiver, [...receiver.subscriptions, subscription])
    return { subscription }
  },

  alert_receiver_subscription_remove: ({ db, params }) => {
    const receiver = lookupAlertReceiver(db, params.receiver)
    const { subscription } = params
    if (!receiver.subscriptions.includes(subscription)) {
      throw new MockApiError(
        404,
        'ObjectNotFound',
        `not found: alert-subscription "${subscription}" of receiver "${receiver.name}"`,
      )
    }
    touch(
      db,
      receiver,
      receiver.subscriptions.filter((glob) => glob !== subscription),
    )
  },

  alert_delivery_resend: ({ db, params, query }) => {
    const alertId = uuidParam(params.alert_id, 'alert_id')
    const receiver = lookupAlertReceiver(db, query.receiver)
    // a probe is no alert: only an alert the receiver was sent can be sent again
    const sent = deliveriesOf(db, receiver.id).find(
      (delivery) => delivery.alert_id === alertId && delivery.trigger !== 'probe',
    )
    if (!sent) throw notFound('alert', alertId)
    const delivery = db.alertDeliveries.insert(
      deliverNow(liveContext, receiver, {
        alert_id: alertId,
        alert_class: sent.alert_class,
        trigger: 'resend',
      }),
    )
    return { delivery_id: delivery.id }
  },

  webhook_receiver_create: ({ db, body }) => {
    const { name, description } = identityCreate(body)
    const endpoint = endpointField(body)
    const secrets = secretsField(body)
    const subscriptions = subscriptionsField(body)
    failOnSentinelName(name)
    if (receiverNamed(db, name)) throw alreadyExists('alert-receiver', name)
    const now = liveContext.now()
    const receiver = db.alertReceivers.insert({
      id: liveContext.ids.uuid(),
      name,
      description,
      endpoint,
      subscriptions,
      time_created: now,
      time_modified: now,
    })
    for (const secret of secrets) addSecret(db, receiver.id, secret)
    return webhookView(db, receiver)
  },

  webhook_receiver_update: ({ db, params, body }) => {
    const receiver = lookupAlertReceiver(db, params.receiver)
    const patch = identityPatch(receiver, identityUpdate(body), 'alert-receiver', (name) =>
      Boolean(receiverNamed(db, name)),
    )
    const endpoint = endpointField(body, false)
    db.alertReceivers.update(receiver.id, endpoint === undefined ? patch : { ...patch, endpoint })
  },

  webhook_secrets_list: ({ db, query }) => {
    const receiver = lookupAlertReceiver(db, query.receiver)
    return { secrets: webhookView(db, receiver).secrets }
  },

  webhook_secrets_add: ({ db, query, body }) => {
    const receiver = lookupAlertReceiver(db, query.receiver)
    const { id, time_created } = addSecret(db, receiver.id, stringField(body, 'secret'))
    return { id, time_created }
  },

  webhook_secrets_delete: ({ db, params }) => {
    const id = uuidParam(params.secret_id, 'secret_id')
    if (!db.webhookSecrets.find(id)) throw notFound('webhook-secret', id)
    db.webhookSecrets.remove(id)
  },
} satisfies HandlerMap
