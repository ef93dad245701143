/**
 * The system-alerts area's endpoints and their cache tags (tags.ts; docs/architecture.md). A
 * receiver's view carries its subscriptions and its secrets' ids, so each of their writes asks
 * for the receiver again; a probe and a resend each add a delivery. Nothing is optimistic: the
 * server decides what a glob matches and how a delivery went.
 */
import { generatedApi } from './__generated__/system-alerts'
import { LIST, listTags } from './tags'

export * from './__generated__/system-alerts'

generatedApi.enhanceEndpoints({
  endpoints: {
    alertReceiverList: { providesTags: (result) => listTags('AlertReceiver', result) },
    alertReceiverView: {
      providesTags: (result) => (result ? [{ type: 'AlertReceiver', id: result.id }] : []),
    },
    webhookReceiverCreate: { invalidatesTags: [{ type: 'AlertReceiver', id: LIST }] },
    // the update answers 204: the list and every view are asked again (a rename moves the page)
    webhookReceiverUpdate: { invalidatesTags: ['AlertReceiver'] },
    // the deleted receiver's own view is not asked again: it would only answer 404
    alertReceiverDelete: { invalidatesTags: [{ type: 'AlertReceiver', id: LIST }] },
    alertReceiverSubscriptionAdd: { invalidatesTags: ['AlertReceiver'] },
    alertReceiverSubscriptionRemove: { invalidatesTags: ['AlertReceiver'] },
    alertDeliveryList: { providesTags: ['AlertDelivery'] },
    alertReceiverProbe: { invalidatesTags: ['AlertDelivery'] },
    alertDeliveryResend: { invalidatesTags: ['AlertDelivery'] },
    webhookSecretsList: { providesTags: ['WebhookSecret'] },
    webhookSecretsAdd: { invalidatesTags: ['WebhookSecret', 'AlertReceiver'] },
    webhookSecretsDelete: { invalidatesTags: ['WebhookSecret', 'AlertReceiver'] },
  },
})
