/**
 * An alert receiver's page: a header with the webhook's endpoint and dates, Edit and Delete in
 * its menu, and the route tabs (subscriptions, deliveries, secrets); the frame the route table
 * mounts once for every tab.
 */
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { pb } from '@/paths'
import { useReceiver, useReceiverActions, useReceiverParams } from '@/resources/alerts'
import type { AlertReceiver, Revived } from '~/store/api'

function ReceiverHeader({ receiver }: { receiver: Revived<AlertReceiver> }) {
  const [, navigate] = useLocation()
  const receiverActions = useReceiverActions()
  const { endpoint } = receiver.kind
  return (
    <ResourceHeader
      kind="alert receiver"
      title={receiver.name}
      menu={receiverActions(receiver, () => navigate(pb.alertReceivers()))}
      properties={[
        { label: 'ID', value: receiver.id, copy: receiver.id },
        { label: 'Endpoint', value: endpoint, copy: endpoint },
        { label: 'Description', value: receiver.description || '—' },
        { label: 'Kind', value: 'Webhook' },
        { label: 'Created', value: <RelativeTime date={receiver.timeCreated} /> },
        { label: 'Modified', value: <RelativeTime date={receiver.timeModified} /> },
      ]}
    />
  )
}

export function AlertReceiverLayout({ children }: { children: ReactNode }) {
  const { receiver: name } = useReceiverParams()
  const receiver = useReceiver(name)
  if (!receiver) return <LoadingText what="alert receiver" />
  const params = { receiver: receiver.name }
  const tabs = [
    {
      label: 'Subscriptions',
      href: pb.alertReceiverSubscriptions(params),
      also: [pb.alertReceiverSubscriptionsNew(params), pb.alertReceiverEdit(params)],
    },
    { label: 'Deliveries', href: pb.alertReceiverDeliveries(params) },
    {
      label: 'Secrets',
      href: pb.alertReceiverSecrets(params),
      also: [pb.alertReceiverSecretsNew(params)],
    },
  ]
  return (
    <>
      <ReceiverHeader receiver={receiver} />
      <RouteTabs label="Alert receiver" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
