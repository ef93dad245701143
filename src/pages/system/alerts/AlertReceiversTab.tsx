/**
 * `system/alerts/receivers`: the fleet's alert receivers, each a webhook with its endpoint and
 * how many subscriptions it has; a receiver is deleted with its secrets and deliveries.
 */
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { ResourceTable } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { Truncated } from '@/components/Truncated'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useReceiverActions } from '@/resources/alerts'
import type { AlertReceiver, Revived } from '~/store/api'
import { useAlertReceiverListQuery } from '~/store/api/system-alerts'

type Receiver = Revived<AlertReceiver>

/** The kinds the contract's AlertReceiverKind has, in words. */
const kindLabel: Record<AlertReceiver['kind']['kind'], string> = { webhook: 'Webhook' }

export default function AlertReceiversTab() {
  const list = useResourceList(useAlertReceiverListQuery, {})
  const receiverActions = useReceiverActions()
  return (
    <>
      <SectionHeader intro="Where the rack sends its alerts: each receiver is sent the alerts of the classes it subscribes to, signed with its secrets." />
      <ResourceTable
        label="Alert receivers"
        {...list}
        columns={[
          nameColumn((receiver) => pb.alertReceiver({ receiver: receiver.name })),
          descriptionColumn<Receiver>(),
          textColumn<Receiver>('kind', 'Kind', (receiver) => kindLabel[receiver.kind.kind], {
            width: 110,
          }),
          {
            id: 'endpoint',
            name: 'Endpoint',
            minWidth: 220,
            defaultWidth: '2fr',
            sortValue: (receiver) => receiver.kind.endpoint,
            cell: (receiver) => <Truncated text={receiver.kind.endpoint} maxLength={48} />,
          },
          textColumn<Receiver>(
            'subscriptions',
            'Subscriptions',
            (receiver) => receiver.subscriptions.length,
            { width: 140 },
          ),
          createdColumn(),
        ]}
        empty={{
          title: 'No alert receivers',
          body: 'Create a webhook receiver to send the rack’s alerts to a pager, a chat or an archive.',
        }}
        rowActions={(receiver) => receiverActions(receiver)}
      />
    </>
  )
}
