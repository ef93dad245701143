/**
 * `receivers/{receiver}/subscriptions`: the alert classes the receiver is sent, each a class or a
 * pattern with the known classes it matches; a subscription is added in its side modal and
 * removed after a confirm.
 */
import { CreateLink } from '@/components/PageHeader'
import type { TableColumn } from '@/components/ResourceTable'
import { ResourceTable } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { Truncated } from '@/components/Truncated'
import { pb } from '@/paths'
import { matchingClasses, useAlertClasses } from '@/resources/AlertClassMatches'
import { useReceiver, useReceiverParams } from '@/resources/alerts'
import { useAlertReceiverSubscriptionRemoveMutation } from '~/store/api/system-alerts'

interface SubscriptionRow {
  id: string
  /** The known classes it matches; undefined until the classes are in. */
  matches?: string[]
}

const columns: TableColumn<SubscriptionRow>[] = [
  {
    id: 'subscription',
    name: 'Subscription',
    isRowHeader: true,
    minWidth: 220,
    sortValue: (row) => row.id,
    cell: (row) => row.id,
  },
  {
    id: 'matches',
    name: 'Matches',
    minWidth: 260,
    defaultWidth: '2fr',
    sortValue: (row) => row.matches?.length ?? 0,
    cell: (row) =>
      row.matches === undefined ? (
        '…'
      ) : row.matches.length === 0 ? (
        'No alert class yet'
      ) : (
        <Truncated text={row.matches.join(', ')} maxLength={64} />
      ),
  },
]

export default function ReceiverSubscriptionsTab() {
  const { receiver: name } = useReceiverParams()
  const receiver = useReceiver(name)
  const classes = useAlertClasses()
  const [removeSubscription] = useAlertReceiverSubscriptionRemoveMutation()
  const rows: SubscriptionRow[] = (receiver?.subscriptions ?? []).map((subscription) => ({
    id: subscription,
    matches: classes && matchingClasses(subscription, classes),
  }))
  return (
    <>
      <SectionHeader intro="The alert classes this receiver is sent: each subscription names a class, or several with * for one part of a name and ** for one or more.">
        <CreateLink
          variant="accent"
          label="Add subscription"
          href={pb.alertReceiverSubscriptionsNew({ receiver: name })}
          requires="system.alertReceiver.update"
        />
      </SectionHeader>
      <ResourceTable
        label="Subscriptions"
        columns={columns}
        items={rows}
        isLoading={!receiver}
        empty={{
          title: 'No subscriptions',
          body: 'Add a subscription for the receiver to be sent alerts.',
        }}
        rowActions={(row) => [
          confirmedAction({
            id: 'remove',
            label: 'Remove',
            title: 'Remove subscription',
            content: `Remove the subscription ${row.id} from ${name}? It will no longer be sent the alerts it matches.`,
            errorTitle: 'Could not remove subscription',
            success: `Subscription ${row.id} removed`,
            run: () => removeSubscription({ receiver: name, subscription: row.id }).unwrap(),
          }),
        ]}
      />
    </>
  )
}
