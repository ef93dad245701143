/**
 * Contract cases for alerts (classes, receivers, deliveries, probes, resends, subscriptions,
 * webhook receivers and their secrets), spread into `cases` in contract.test.ts: each handler's
 * success and error.
 */

import { ALERT_SEED } from '../seeds/alert-seeds'
import { SEED_USERS } from '../seeds/auth-seeds'
import type { ContractCase } from './contract-case'

const RECEIVERS = '/v1/alert-receivers'
const { pager, chat, archive } = ALERT_SEED
const SECRETS = '/v1/webhook-secrets'
/** An alert and a secret the cases' setups put in, to resend and delete. */
const alertId = 'a1e27000-0000-4000-8000-0000000000aa'
const secretId = 'a1e27000-0000-4000-8000-0000000000bb'

export const alertContractCases: ContractCase[] = [
  { operationId: 'alert_class_list', method: 'GET', url: '/v1/alert-classes', status: 200 },
  {
    operationId: 'alert_class_list',
    method: 'GET',
    url: '/v1/alert-classes?filter=hardware.**',
    status: 200,
  },
  {
    operationId: 'alert_class_list',
    method: 'GET',
    url: '/v1/alert-classes?filter=hardware..sled',
    status: 400,
  },
  { operationId: 'alert_receiver_list', method: 'GET', url: RECEIVERS, status: 200 },
  {
    operationId: 'alert_receiver_list',
    method: 'GET',
    url: RECEIVERS,
    user: SEED_USERS.siloAdmin.username,
    status: 403,
  },
  { operationId: 'alert_receiver_view', method: 'GET', url: `${RECEIVERS}/${chat}`, status: 200 },
  { operationId: 'alert_receiver_view', method: 'GET', url: `${RECEIVERS}/nope`, status: 404 },
  {
    operationId: 'alert_receiver_delete',
    method: 'DELETE',
    url: `${RECEIVERS}/${archive}`,
    status: 204,
  },
  { operationId: 'alert_receiver_delete', method: 'DELETE', url: `${RECEIVERS}/nope`, status: 404 },
  {
    operationId: 'alert_delivery_list',
    method: 'GET',
    url: `${RECEIVERS}/${chat}/deliveries?sort_by=time_and_id_descending`,
    status: 200,
  },
  {
    operationId: 'alert_delivery_list',
    method: 'GET',
    url: `${RECEIVERS}/${chat}/deliveries?failed=maybe`,
    status: 400,
  },
  {
    operationId: 'alert_receiver_probe',
    method: 'POST',
    url: `${RECEIVERS}/${chat}/probe?resend=true`,
    status: 200,
  },
  {
    operationId: 'alert_receiver_probe',
    method: 'POST',
    url: `${RECEIVERS}/${archive}/probe`,
    status: 200,
  },
  {
    operationId: 'alert_receiver_probe',
    method: 'POST',
    url: `${RECEIVERS}/nope/probe`,
    status: 404,
  },
  {
    operationId: 'alert_receiver_subscription_add',
    method: 'POST',
    url: `${RECEIVERS}/${chat}/subscriptions`,
    body: { subscription: 'hardware.switch.*' },
    status: 201,
  },
  {
    operationId: 'alert_receiver_subscription_add',
    method: 'POST',
    url: `${RECEIVERS}/${chat}/subscriptions`,
    body: { subscription: 'update.*' },
    status: 409,
  },
  {
    operationId: 'alert_receiver_subscription_remove',
    method: 'DELETE',
    url: `${RECEIVERS}/${chat}/subscriptions/${encodeURIComponent('update.*')}`,
    status: 204,
  },
  {
    operationId: 'alert_receiver_subscription_remove',
    method: 'DELETE',
    url: `${RECEIVERS}/${chat}/subscriptions/hardware.switch.link_down`,
    status: 404,
  },
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
  {
    operationId: 'webhook_receiver_create',
    method: 'POST',
    url: '/v1/webhook-receivers',
    body: {
      name: 'new-hook',
      description: '',
      endpoint: 'https://hooks.example.com/oxide',
      secrets: ['a-secret'],
      subscriptions: ['update.*'],
    },
    status: 201,
  },
  {
    operationId: 'webhook_receiver_create',
    method: 'POST',
    url: '/v1/webhook-receivers',
    body: { name: pager, description: '', endpoint: 'https://x.example.com', secrets: ['s'] },
    status: 409,
  },
  {
    operationId: 'webhook_receiver_update',
    method: 'PUT',
    url: `/v1/webhook-receivers/${chat}`,
    body: { description: 'renamed' },
    status: 204,
  },
  {
    operationId: 'webhook_receiver_update',
    method: 'PUT',
    url: `/v1/webhook-receivers/${chat}`,
    body: { name: pager },
    status: 409,
  },
  {
    operationId: 'webhook_secrets_list',
    method: 'GET',
    url: `${SECRETS}?receiver=${chat}`,
    status: 200,
  },
  { operationId: 'webhook_secrets_list', method: 'GET', url: SECRETS, status: 400 },
  {
    operationId: 'webhook_secrets_add',
    method: 'POST',
    url: `${SECRETS}?receiver=${chat}`,
    body: { secret: 'rotated' },
    status: 201,
  },
  {
    operationId: 'webhook_secrets_add',
    method: 'POST',
    url: `${SECRETS}?receiver=nope`,
    body: { secret: 'rotated' },
    status: 404,
  },
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
