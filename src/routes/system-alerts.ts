/** System → Alerts: the contract's system/alerts, receivers with their subscriptions, deliveries and secrets. */
import { wholeListArgs } from '~/lib/whole-list'
import { routeQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { deliveryListArgs } from '../util/query-args'
import { framedTabs, listLoad, page, paramCrumb } from './declare'

const alertsArea = () => import('~/store/api/system-alerts')

const AlertsLayout = page(async () => ({
  default: (await import('../pages/system/alerts/AlertsLayout')).AlertsLayout,
}))
const AlertReceiversTab = page(
  () => import('../pages/system/alerts/AlertReceiversTab'),
  listLoad(alertsArea, 'alertReceiverList'),
)
const WebhookReceiverCreateForm = page(() => import('../forms/webhook-receiver-create'))
const AlertClassesTab = page(
  () => import('../pages/system/alerts/AlertClassesTab'),
  listLoad(alertsArea, 'alertClassList'),
)
const AlertReceiverLayout = page(
  async () => ({
    default: (await import('../pages/system/alerts/AlertReceiverLayout')).AlertReceiverLayout,
  }),
  { areas: alertsArea, queries: ({ receiver }) => [routeQuery('alertReceiverView', { receiver })] },
)
const ReceiverSubscriptionsTab = page(
  () => import('../pages/system/alerts/ReceiverSubscriptionsTab'),
  // the Matches column's classes
  { areas: alertsArea, queries: () => [routeQuery('alertClassList', wholeListArgs({}))] },
)
const AlertSubscriptionAddForm = page(() => import('../forms/alert-subscription-add'))
const WebhookReceiverEditForm = page(() => import('../forms/webhook-receiver-edit'))
const ReceiverDeliveriesTab = page(
  () => import('../pages/system/alerts/ReceiverDeliveriesTab'),
  listLoad(alertsArea, 'alertDeliveryList', ({ receiver }) => deliveryListArgs(receiver)),
)
const ReceiverSecretsTab = page(() => import('../pages/system/alerts/ReceiverSecretsTab'), {
  areas: alertsArea,
  queries: ({ receiver }) => [routeQuery('webhookSecretsList', { receiver })],
})
const WebhookSecretAddForm = page(() => import('../forms/webhook-secret-add'))

export const systemAlertRoutes: RouteNode = {
  path: 'alerts',
  crumb: 'Alerts',
  children: [
    ...framedTabs(AlertsLayout, 'receivers', [
      {
        path: 'receivers',
        crumb: 'Receivers',
        page: AlertReceiversTab,
        children: [
          {
            path: '/system/alerts/receivers-new',
            crumb: 'New webhook receiver',
            modal: WebhookReceiverCreateForm,
          },
        ],
      },
      { path: 'classes', crumb: 'Alert Classes', page: AlertClassesTab },
    ]),
    // a receiver's pages are outside the alerts' tabs, under the Receivers crumb
    {
      path: 'receivers',
      crumb: 'Receivers',
      children: [
        {
          path: ':receiver',
          crumb: paramCrumb('receiver'),
          children: [
            ...framedTabs(AlertReceiverLayout, 'subscriptions', [
              { path: 'subscriptions', crumb: 'Subscriptions', page: ReceiverSubscriptionsTab },
              {
                path: 'subscriptions-new',
                crumb: 'Add subscription',
                page: ReceiverSubscriptionsTab,
                modal: AlertSubscriptionAddForm,
              },
              {
                path: 'edit',
                crumb: 'Edit webhook receiver',
                page: ReceiverSubscriptionsTab,
                modal: WebhookReceiverEditForm,
              },
              { path: 'deliveries', crumb: 'Deliveries', page: ReceiverDeliveriesTab },
              { path: 'secrets', crumb: 'Secrets', page: ReceiverSecretsTab },
              {
                path: 'secrets-new',
                crumb: 'Add secret',
                page: ReceiverSecretsTab,
                modal: WebhookSecretAddForm,
              },
            ]),
          ],
        },
      ],
    },
  ],
}
