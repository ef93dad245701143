/**
 * Contract cases for alerts (classes, receivers, deliveries, probes, resends, subscriptions,
 * webhook receivers and their secrets), spread into `cases` in contract.test.ts: each handler's
 * success and error.
 */

import { ALERT_SEED } from '../seeds/alert-seeds'
import { type ContractCase, operationCases, refusedToSiloAdmin } from './contract-case'

const RECEIVERS = '/v1/alert-receivers'
const { pager, chat, archive } = ALERT_SEED
const SECRETS = '/v1/webhook-secrets'
/** An alert and a secret the cases' setups put in, to resend and delete. */
const alertId = 'a1e27000-0000-4000-8000-0000000000aa'
const secretId = 'a1e27000-0000-4000-8000-0000000000bb'

export const alertContractCases: ContractCase[] = [
  ...operationCases('alert_class_list', 'GET', [
    [200, '/v1/alert-classes'],
    [200, '/v1/alert-classes?filter=hardware.**'],
    [400, '/v1/alert-classes?filter=hardware..sled'],
  ]),
  { operationId: 'alert_receiver_list', method: 'GET', url: RECEIVERS, status: 200 },
  refusedToSiloAdmin('alert_receiver_list', 'GET', RECEIVERS),
  ...operationCases('alert_receiver_view', 'GET', [
    [200, `${RECEIVERS}/${chat}`],
    [404, `${RECEIVERS}/nope`],
  ]),
  ...operationCases('alert_receiver_delete', 'DELETE', [
    [204, `${RECEIVERS}/${archive}`],
    [404, `${RECEIVERS}/nope`],
  ]),
  ...operationCases('alert_delivery_list', 'GET', [
    [200, `${RECEIVERS}/${chat}/deliveries?sort_by=time_and_id_descending`],
    [400, `${RECEIVERS}/${chat}/deliveries?failed=maybe`],
  ]),
  ...operationCases('alert_receiver_probe', 'POST', [
    [200, `${RECEIVERS}/${chat}/probe?resend=true`],
    [200, `${RECEIVERS}/${archive}/probe`],
    [404, `${RECEIVERS}/nope/probe`],
  ]),
  ...operationCases('alert_receiver_subscription_add', 'POST', [
    [201, `${RECEIVERS}/${chat}/subscriptions`, { subscription: 'hardware.switch.*' }],
    [409, `${RECEIVERS}/${chat}/subscriptions`, { subscription: 'update.*' }],
  ]),
  ...operationCases('alert_receiver_subscription_remove', 'DELETE', [
    [204, `${RECEIVERS}/${chat}/subscriptions/${encodeURIComponent('update.*')}`],
    [404, `${RECEIVERS}/${chat}/subscriptions/hardware.switch.link_down`],
  ]),
  {
    operationId: 'alert_delivery_resend',
    method: 'POST',
    url: `/v1/alerts/${alertId}/resend?receiver=${pager}`,
    status: 201,
    setup: (db) => {
      const receiver = db.alertReceivers.findBy((row) => row.name === pager)
      const [delivery] = db.alertDeliveries.where((row) => row.receiver_id === receiver?.id)
      db.alertDeliveries.update(delivery.id, { alert_id: alertId, trigger: 'alert' })
    },
  },
  {
    operationId: 'alert_delivery_resend',
    method: 'POST',
    url: `/v1/alerts/${alertId}/resend?receiver=${pager}`,
    status: 404,
  },
  ...operationCases('webhook_receiver_create', 'POST', [
    [
      201,
      '/v1/webhook-receivers',
      {
        name: 'new-hook',
        description: '',
        endpoint: 'https://hooks.example.com/oxide',
        secrets: ['a-secret'],
        subscriptions: ['update.*'],
      },
    ],
    [
      409,
      '/v1/webhook-receivers',
      { name: pager, description: '', endpoint: 'https://x.example.com', secrets: ['s'] },
    ],
  ]),
  ...operationCases('webhook_receiver_update', 'PUT', [
    [204, `/v1/webhook-receivers/${chat}`, { description: 'renamed' }],
    [409, `/v1/webhook-receivers/${chat}`, { name: pager }],
  ]),
  ...operationCases('webhook_secrets_list', 'GET', [
    [200, `${SECRETS}?receiver=${chat}`],
    [400, SECRETS],
  ]),
  ...operationCases('webhook_secrets_add', 'POST', [
    [201, `${SECRETS}?receiver=${chat}`, { secret: 'rotated' }],
    [404, `${SECRETS}?receiver=nope`, { secret: 'rotated' }],
  ]),
  {
    operationId: 'webhook_secrets_delete',
    method: 'DELETE',
    url: `${SECRETS}/${secretId}`,
    status: 204,
    setup: (db) => {
      const receiver = db.alertReceivers.findBy((row) => row.name === chat)
      db.webhookSecrets.insert({
        id: secretId,
        receiver_id: receiver?.id ?? '',
        secret: 'to-delete',
        time_created: new Date().toISOString(),
      })
    },
  },
  {
    operationId: 'webhook_secrets_delete',
    method: 'DELETE',
    url: `${SECRETS}/${secretId}`,
    status: 404,
  },
]
