/**
 * The instance's Networking tab: its network interfaces (add, edit, make primary, delete; only
 * while stopped, SPEC §4 "update network interface") and its external IPs (attach or detach the
 * ephemeral IP). Whether an interface change is allowed is the instance machine's answer.
 */
import { Button } from '@react-spectrum/s2/Button'
import { useState } from 'react'
import { confirmAction } from '~/machines/confirm-dialog'
import { actionEvent } from '~/machines/instance.machine'
import { instanceActionDisabledReason } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import {
  type ApiError,
  type ExternalIp,
  type InstanceNetworkInterface,
  useInstanceEphemeralIpAttachMutation,
  useInstanceEphemeralIpDetachMutation,
  useInstanceExternalIpListQuery,
  useInstanceNetworkInterfaceDeleteMutation,
  useInstanceNetworkInterfaceListQuery,
  useInstanceNetworkInterfaceUpdateMutation,
} from '~/store/api'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { NicCreateForm } from '../../forms/instance-nic-create'
import { NicEditForm } from '../../forms/instance-nic-edit'
import { useInstancePage } from './InstanceLayout'

type NicRow = InstanceNetworkInterface

const nicColumns: TableColumn<NicRow>[] = [
  {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    sortValue: (nic) => nic.name,
    cell: (n) => n.name,
  },
  {
    id: 'ip',
    name: 'Private IP',
    cell: (nic) =>
      nic.ipStack.type === 'dual_stack'
        ? `${nic.ipStack.value.v4.ip}, ${nic.ipStack.value.v6.ip}`
        : nic.ipStack.value.ip,
  },
  { id: 'mac', name: 'MAC address', cell: (nic) => nic.mac },
  { id: 'primary', name: 'Primary', cell: (nic) => (nic.primary ? 'Yes' : 'No') },
]

/** A table row per external IP, named by its address (the row's header and actions name). */
interface IpRow {
  id: string
  name: string
  kind: ExternalIp['kind']
}

const ipKindLabel: Record<ExternalIp['kind'], string> = {
  ephemeral: 'Ephemeral',
  floating: 'Floating',
  snat: 'SNAT',
}

const ipColumns: TableColumn<IpRow>[] = [
  { id: 'ip', name: 'IP address', isRowHeader: true, cell: (ip) => ip.name },
  { id: 'kind', name: 'Kind', cell: (ip) => ipKindLabel[ip.kind] },
]

const errorMessage = (error: unknown) => (error as ApiError).message

type NicModal = { kind: 'create' } | { kind: 'edit'; nic: NicRow } | null

export function NetworkingTab() {
  const { project, instance, machine } = useInstancePage()
  const selector = { project, instance: instance.name }
  const { data: nics, isLoading } = useInstanceNetworkInterfaceListQuery(selector)
  const { data: ips, isLoading: ipsLoading } = useInstanceExternalIpListQuery(selector)
  const [updateNic] = useInstanceNetworkInterfaceUpdateMutation()
  const [deleteNic] = useInstanceNetworkInterfaceDeleteMutation()
  const [attachEphemeral, { isLoading: attaching }] = useInstanceEphemeralIpAttachMutation()
  const [detachEphemeral] = useInstanceEphemeralIpDetachMutation()
  const [modal, setModal] = useState<NicModal>(null)

  const nicReason = machine.can(actionEvent('updateNetworkInterface'))
    ? undefined
    : instanceActionDisabledReason('updateNetworkInterface', instance.runState)
  const ipRows: IpRow[] = (ips?.items ?? []).map((ip) => ({
    id: `${ip.kind}-${ip.ip}`,
    name: ip.ip,
    kind: ip.kind,
  }))
  const hasEphemeral = ipRows.some((ip) => ip.kind === 'ephemeral')
  const close = () => setModal(null)

  return (
    <section aria-label="Networking">
      <div className="section-header">
        <h2 className="section-title">Network interfaces</h2>
        <Button
          variant="secondary"
          isDisabled={Boolean(nicReason)}
          onPress={() => setModal({ kind: 'create' })}
        >
          Add network interface
        </Button>
      </div>
      {nicReason && <p>{nicReason}.</p>}
      <ResourceTable
        label="Network interfaces"
        columns={nicColumns}
        items={nics?.items ?? []}
        isLoading={isLoading}
        empty={{ title: 'No network interfaces', body: 'This instance has no network interfaces.' }}
        rowActions={(nic) => [
          {
            id: 'edit',
            label: 'Edit',
            disabledReason: nicReason,
            onAction: () => setModal({ kind: 'edit', nic }),
          },
          {
            id: 'primary',
            label: 'Make primary',
            disabledReason:
              nicReason ?? (nic.primary ? 'Already the primary interface' : undefined),
            onAction: () =>
              void updateNic({
                ...selector,
                interface: nic.name,
                instanceNetworkInterfaceUpdate: { primary: true },
              })
                .unwrap()
                .then(
                  () => addToast({ content: `${nic.name} is the primary interface` }),
                  (error: unknown) =>
                    addToast({
                      title: 'Could not change the primary interface',
                      content: errorMessage(error),
                      variant: 'error',
                    }),
                ),
          },
          {
            id: 'delete',
            label: 'Delete',
            disabledReason: nicReason,
            onAction: () =>
              void confirmAction({
                title: 'Delete network interface',
                content: `Are you sure you want to delete the network interface ${nic.name}?`,
                actionLabel: 'Delete',
                errorTitle: 'Could not delete network interface',
                action: async () => {
                  await deleteNic({ ...selector, interface: nic.name }).unwrap()
                  addToast({ content: `Network interface ${nic.name} deleted` })
                },
              }),
          },
        ]}
      />

      <div className="section-header">
        <h2 className="section-title">External IPs</h2>
        <Button
          variant="secondary"
          isDisabled={hasEphemeral}
          isPending={attaching}
          onPress={() =>
            void attachEphemeral({ ...selector, ephemeralIpCreate: {} })
              .unwrap()
              .then(
                (ip) => addToast({ content: `Ephemeral IP ${ip.ip} attached` }),
                (error: unknown) =>
                  addToast({
                    title: 'Could not attach ephemeral IP',
                    content: errorMessage(error),
                    variant: 'error',
                  }),
              )
          }
        >
          Attach ephemeral IP
        </Button>
      </div>
      {hasEphemeral && <p>An instance has at most one ephemeral IP; detach it to get another.</p>}
      <ResourceTable
        label="External IPs"
        columns={ipColumns}
        items={ipRows}
        isLoading={ipsLoading}
        empty={{
          title: 'No external IPs',
          body: 'Attach an ephemeral IP to reach this instance from outside its VPC.',
        }}
        rowActions={(ip) => [
          {
            id: 'detach',
            label: 'Detach',
            disabledReason:
              ip.kind === 'ephemeral' ? undefined : 'Only ephemeral IPs are detached here',
            onAction: () =>
              void confirmAction({
                title: 'Detach ephemeral IP',
                content: `Are you sure you want to detach the ephemeral IP ${ip.name} from ${instance.name}?`,
                actionLabel: 'Detach',
                errorTitle: 'Could not detach ephemeral IP',
                action: async () => {
                  await detachEphemeral(selector).unwrap()
                  addToast({ content: `Ephemeral IP ${ip.name} detached` })
                },
              }),
          },
        ]}
      />

      {modal?.kind === 'create' && (
        <NicCreateForm project={project} instance={instance.name} onDismiss={close} />
      )}
      {modal?.kind === 'edit' && (
        <NicEditForm project={project} instance={instance.name} nic={modal.nic} onDismiss={close} />
      )}
    </section>
  )
}
