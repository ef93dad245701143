/**
 * `receivers/{receiver}/deliveries`: each alert sent to the receiver, newest first, with its
 * state, why it was sent, its attempts and the endpoint's last answer; filtered by state as the
 * contract's list is (none checked: all). An alert can be sent again; a probe is sent from here
 * and its outcome shown above the list (the contract answers 200 whatever the endpoint did, the
 * outcome is the probe's delivery).
 */
import { Button } from '@react-spectrum/s2/Button'
import { Checkbox, CheckboxGroup } from '@react-spectrum/s2/CheckboxGroup'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useState } from 'react'
import { textColumn } from '@/components/columns'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { mutateWithToast } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { StateBadge } from '@/components/StateBadge'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { useResourceList } from '@/hooks/use-resource-list'
import {
  lastResponse,
  probeOutcome,
  stateTone,
  triggerLabel,
  useReceiverParams,
} from '@/resources/alerts'
import { deliveryListArgs } from '@/util/query-args'
import type { AlertDelivery, AlertDeliveryState, Revived } from '~/store/api'
import {
  useAlertDeliveryListQuery,
  useAlertDeliveryResendMutation,
  useAlertReceiverProbeMutation,
} from '~/store/api/system-alerts'

type Delivery = Revived<AlertDelivery>

const STATES: AlertDeliveryState[] = ['delivered', 'failed', 'pending']
const stateLabel: Record<AlertDeliveryState, string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  pending: 'Pending',
}

const columns: TableColumn<Delivery>[] = [
  {
    id: 'class',
    name: 'Alert class',
    isRowHeader: true,
    minWidth: 240,
    defaultWidth: '2fr',
    sortValue: (delivery) => delivery.alertClass,
    cell: (delivery) => delivery.alertClass,
  },
  {
    id: 'state',
    name: 'State',
    minWidth: 130,
    sortValue: (delivery) => delivery.state,
    cell: (delivery) => <StateBadge state={delivery.state} tone={stateTone[delivery.state]} />,
  },
  textColumn('trigger', 'Trigger', (delivery) => triggerLabel[delivery.trigger], { width: 110 }),
  {
    id: 'started',
    name: 'Started',
    minWidth: 210,
    sortValue: (delivery) => delivery.timeStarted.getTime(),
    cell: (delivery) => <RelativeTime date={delivery.timeStarted} />,
  },
  textColumn('attempts', 'Attempts', (delivery) => delivery.attempts.webhook.length, {
    width: 110,
  }),
  textColumn('response', 'Last response', lastResponse, { minWidth: 150 }),
]

function DeliveryTable({ receiver, states }: { receiver: string; states: AlertDeliveryState[] }) {
  const list = useResourceList(useAlertDeliveryListQuery, deliveryListArgs(receiver, states))
  const [resend] = useAlertDeliveryResendMutation()
  return (
    <ResourceTable
      label="Deliveries"
      {...list}
      // a row is named by its alert's class (its actions menu, 'Actions for update.failed')
      items={list.items.map((delivery) => ({ ...delivery, name: delivery.alertClass }))}
      columns={columns}
      empty={
        states.length > 0
          ? {
              title: 'No matching deliveries',
              body: 'No delivery to this receiver is in those states.',
            }
          : {
              title: 'No deliveries',
              body: 'Alerts sent to this receiver, and its probes, show here.',
            }
      }
      rowActions={(delivery) => [
        {
          id: 'resend',
          label: 'Resend',
          disabledReason:
            delivery.trigger === 'probe' ? 'A probe is not an alert to send again' : undefined,
          onAction: () =>
            void mutateWithToast({
              run: () => resend({ alertId: delivery.alertId, receiver }).unwrap(),
              success: `Alert ${delivery.alertClass} sent again`,
              errorTitle: 'Could not resend alert',
            }),
        },
      ]}
    />
  )
}

export default function ReceiverDeliveriesTab() {
  const { receiver } = useReceiverParams()
  const [states, setStates] = useState<AlertDeliveryState[]>([])
  const [probe, { data: probed, isLoading: isProbing, reset }] = useAlertReceiverProbeMutation()
  const probePending = useButtonPending(isProbing)
  const outcome = probed && probeOutcome(probed.probe)
  const sendProbe = () =>
    void mutateWithToast({
      run: async () => {
        reset()
        await probe({ receiver }).unwrap()
      },
      success: 'Probe sent',
      errorTitle: 'Could not send probe',
    })
  return (
    <>
      <SectionHeader intro="Each alert sent to this receiver, newest first, and how the endpoint answered. A probe sends it a test request.">
        <Button variant="secondary" onPress={sendProbe} isPending={probePending}>
          Send probe
        </Button>
      </SectionHeader>
      {outcome && (
        <InlineAlert variant={outcome.delivered ? 'positive' : 'negative'}>
          <Heading level={2}>{outcome.heading}</Heading>
          <Content>{outcome.body}</Content>
        </InlineAlert>
      )}
      <CheckboxGroup
        label="State"
        orientation="horizontal"
        value={states}
        onChange={(checked) => setStates(STATES.filter((state) => checked.includes(state)))}
        UNSAFE_className="form-field"
      >
        {STATES.map((state) => (
          <Checkbox key={state} value={state}>
            {stateLabel[state]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {/* other states start at their first page */}
      <DeliveryTable key={states.join()} receiver={receiver} states={states} />
    </>
  )
}
