/**
 * What the alert pages and forms share: the receiver the route names, the rules of the fields a
 * webhook receiver is made of (the contract's WebhookCreate: a name, a description, an endpoint
 * URL, "a non-empty list of secret keys" and subscriptions in the `AlertSubscription` pattern),
 * a receiver's actions, and how a delivery reads (its state, trigger and last response).
 */
import { array, object, string } from 'yup'
import type { RowAction } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  hasInvisible,
  httpUrlSchema,
  messages,
  nameSchema,
  requiredMessage,
  uniqueItemsSchema,
} from '@/util/validation'
import { subscriptionProblem } from '~/lib/alert-subscriptions'
import {
  type AlertDelivery,
  type AlertDeliveryState,
  type AlertDeliveryTrigger,
  type ApiError,
  reviveDates,
  type WebhookDeliveryAttempt,
  type WebhookDeliveryAttemptResult,
} from '~/store/api'
import {
  useAlertReceiverDeleteMutation,
  useAlertReceiverViewQuery,
} from '~/store/api/system-alerts'

/** Pages under /system/alerts/receivers/:receiver. */
export const useReceiverParams = () => useRouteParams('receiver')

/**
 * The receiver the route names, from its view (no other page lists a receiver's secrets); a 404
 * raises the not-found page, another failure the error page, as a list's would.
 */
export function useReceiver(receiver: string) {
  const { data, error } = useAlertReceiverViewQuery({ receiver })
  const failure = queryFailure(error)
  if (failure) throw failure
  return data && reviveDates(data)
}

/**
 * A receiver's Edit and Delete, in its row and in its page's menu; `onDeleted` runs after a
 * delete (the page leaves for the list).
 */
export function useReceiverActions() {
  const [deleteReceiver] = useAlertReceiverDeleteMutation()
  return ({ name }: { name: string }, onDeleted?: () => void): RowAction[] => [
    {
      id: 'edit',
      label: 'Edit',
      href: pb.alertReceiverEdit({ receiver: name }),
      requires: 'system.alertReceiver.update',
    },
    deleteAction({
      kind: 'alert receiver',
      name,
      consequence:
        'It will no longer be sent alerts, and its secrets and deliveries are deleted with it.',
      requires: 'system.alertReceiver.delete',
      run: async () => {
        await deleteReceiver({ receiver: name }).unwrap()
        onDeleted?.()
      },
    }),
  ]
}

/**
 * A 4xx: the server refused what the form sent (a form of one field shows it there); a 5xx is
 * the server's own failure, for the form's summary.
 */
export const isRefusal = (error: ApiError) =>
  error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500

export const alertMessages = {
  secretEdges: 'A secret cannot start or end with a space',
  secretInvisible: 'A secret cannot contain invisible characters',
  secretsRequired: 'At least one secret is required',
  subscribed: 'The receiver already has this subscription',
} as const

export const ENDPOINT_LABEL = 'Endpoint URL'
export const ENDPOINT_HINT = 'Where each alert is sent, like https://hooks.example.com/oxide'
export const SECRET_LABEL = 'Secret'
export const SECRET_HINT =
  'Each payload is signed with the receiver’s secrets, for the endpoint to check. A secret is not shown again once sent.'
export const SUBSCRIPTION_LABEL = 'Subscription'
export const SUBSCRIPTION_HINT =
  'An alert class, or a pattern where * stands for one part and ** for one or more, like hardware.sled.*'

/**
 * A secret as typed, never trimmed (it is the key the endpoint checks signatures with): spaces at
 * either end are a paste's accident, and an invisible character one the endpoint's copy lacks.
 */
export const secretSchema = string()
  .required(requiredMessage(SECRET_LABEL))
  .test('edges', alertMessages.secretEdges, (value) => !value || value.trim() === value)
  .test('invisible', alertMessages.secretInvisible, (value) => !value || !hasInvisible(value))

/** A subscription in the contract's `AlertSubscription` pattern, trimmed. */
export const subscriptionSchema = string()
  .trim()
  .required(requiredMessage(SUBSCRIPTION_LABEL))
  .test('pattern', (value, context) => {
    const problem = value ? subscriptionProblem(value) : undefined
    return problem ? context.createError({ message: problem }) : true
  })

/** Why a subscription cannot join `subscriptions` (a list being built, or the receiver's). */
export function subscriptionEntryProblem(entry: string, subscriptions: readonly string[]) {
  const value = entry.trim()
  if (!value) return requiredMessage(SUBSCRIPTION_LABEL)
  return subscriptionProblem(value) ?? (subscriptions.includes(value) ? messages.unique : undefined)
}

/** The name, description and endpoint: what the create and edit forms both have. */
export const receiverSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  endpoint: httpUrlSchema(ENDPOINT_LABEL),
})

export interface ReceiverCreateValues {
  name: string
  description: string
  endpoint: string
  secrets: { value: string }[]
  subscriptions: string[]
  /** The subscription being typed, added to `subscriptions` by its button. */
  subscriptionDraft: string
}

export const receiverCreateSchema = receiverSchema.shape({
  secrets: uniqueItemsSchema<{ value: string }>((secret) => secret.value)
    .of(object({ value: secretSchema }))
    .min(1, alertMessages.secretsRequired),
  subscriptions: array(string().required()),
  subscriptionDraft: string().default(''),
})

export const stateTone: Record<AlertDeliveryState, 'positive' | 'negative' | 'notice'> = {
  delivered: 'positive',
  failed: 'negative',
  pending: 'notice',
}

export const triggerLabel: Record<AlertDeliveryTrigger, string> = {
  alert: 'Alert',
  resend: 'Resend',
  probe: 'Probe',
}

/** A delivery's attempts, as much of them as the words below read (dates revived or not). */
interface WithAttempts {
  attempts: { webhook: Pick<WebhookDeliveryAttempt, 'result' | 'response'>[] }
}

const resultLabel: Record<Exclude<WebhookDeliveryAttemptResult, 'succeeded'>, string> = {
  failed_http_error: 'HTTP error',
  failed_unreachable: 'Unreachable',
  failed_timeout: 'Timed out',
}

/**
 * How the delivery's last attempt went: the endpoint's status and response time when it answered
 * ('503 in 1,204 ms'), why not when it did not ('Unreachable'); '—' before the first attempt.
 */
export function lastResponse(delivery: WithAttempts) {
  const last = delivery.attempts.webhook.at(-1)
  if (!last) return '—'
  if (last.response)
    return `${last.response.status} in ${last.response.durationMs.toLocaleString('en-US')} ms`
  return last.result === 'succeeded' ? 'Delivered' : resultLabel[last.result]
}

/** The probe's outcome in words: a heading, and what the endpoint did. */
export function probeOutcome(probe: WithAttempts & Pick<AlertDelivery, 'state'>) {
  const attempt = probe.attempts.webhook.at(-1)
  const delivered = probe.state === 'delivered'
  const heading = delivered ? 'Probe delivered' : 'Probe failed'
  if (attempt?.response) {
    const { status, durationMs } = attempt.response
    return {
      delivered,
      heading,
      body: `The endpoint answered ${status} in ${durationMs.toLocaleString('en-US')} ms.`,
    }
  }
  const body =
    attempt?.result === 'failed_timeout'
      ? 'The endpoint did not answer in time.'
      : 'The endpoint could not be reached.'
  return { delivered, heading, body }
}
