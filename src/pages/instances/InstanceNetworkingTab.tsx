/**
 * The instance's Networking tab: its network interfaces (add, edit, make primary, delete; only
 * while stopped, SPEC §4 "update network interface") and its external IPs (attach or detach the
 * ephemeral IP and the project's floating IPs). Whether an interface change is allowed is the
 * instance machine's answer. Attaching an external IP is offered while the run state allows it
 * (`attachExternalIp`, the server's rule in the same table); a detach the server refuses shows
 * its refusal. An instance holds at most one ephemeral IP of each IP version; detaching names the
 * version, which the contract requires once it has both. Its external subnets follow
 * (InstanceExternalSubnets.tsx), then its routes and way out (InstanceRoutes.tsx) and the firewall
 * rules that apply to it (InstanceFirewall.tsx).
 */
import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { useState } from 'react'
import { LookupNotices } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction, detachAction, mutateWithToast } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { EphemeralIpAttachForm, ephemeralAttachReason } from '@/forms/instance-ephemeral-ip-attach'
import { FloatingIpAttachForm, floatingIpLabel } from '@/forms/instance-floating-ip-attach'
import { NicCreateForm } from '@/forms/instance-nic-create'
import { NicEditForm } from '@/forms/instance-nic-edit'
import { useCan } from '@/hooks/use-permissions'
import { queryFailure } from '@/hooks/use-resource-list'
import { nicPrimaryBody } from '@/resources/network-interfaces'
import { defaultPoolVersions, ipVersionOfAddress } from '@/util/ip-pools'
import { attachmentOf, floatingIpRules } from '~/machines/floating-ip-rules'
import { instanceRules } from '~/machines/instance-rules'
import { useAppDispatch } from '~/store'
import { api, type ExternalIp, FRESH_READ, type InstanceNetworkInterface } from '~/store/api'
import { useFloatingIpDetachMutation, useFloatingIpListQuery } from '~/store/api/floating-ips'
import {
  useInstanceEphemeralIpDetachMutation,
  useInstanceExternalIpListQuery,
  useInstanceNetworkInterfaceDeleteMutation,
  useInstanceNetworkInterfaceListQuery,
  useInstanceNetworkInterfaceUpdateMutation,
} from '~/store/api/instances'
import { useIpPoolListQuery } from '~/store/api/ip-pools'
import { InstanceExternalSubnets } from './InstanceExternalSubnets'
import { InstanceFirewall } from './InstanceFirewall'
import { useInstancePage } from './InstanceLayout'
import { InstanceRoutes } from './InstanceRoutes'

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
  /** The floating IP resource, for a floating row. */
  floatingIp?: { id: string; name: string }
}

const ipRow = (ip: ExternalIp): IpRow => ({
  id: ip.kind === 'floating' ? ip.id : `${ip.kind}-${ip.ip}`,
  name: ip.ip,
  kind: ip.kind,
  floatingIp: ip.kind === 'floating' ? { id: ip.id, name: ip.name } : undefined,
})

const ipKindLabel: Record<ExternalIp['kind'], string> = {
  ephemeral: 'Ephemeral',
  floating: 'Floating',
  snat: 'SNAT',
}

const ipColumns: TableColumn<IpRow>[] = [
  { id: 'ip', name: 'IP address', isRowHeader: true, cell: (ip) => ip.name },
  { id: 'kind', name: 'Kind', cell: (ip) => ipKindLabel[ip.kind] },
  { id: 'name', name: 'Floating IP', cell: (ip) => ip.floatingIp?.name ?? '—' },
]

type TabModal =
  | { kind: 'create' }
  | { kind: 'edit'; nic: NicRow }
  | { kind: 'attachEphemeralIp' }
  | { kind: 'attachFloatingIp' }
  | null

export function InstanceNetworkingTab() {
  const { project, instance, runState } = useInstancePage()
  const selector = { project, instance: instance.name }
  const nicList = useInstanceNetworkInterfaceListQuery(selector)
  const ipList = useInstanceExternalIpListQuery(selector)
  const { data: nics, isLoading } = nicList
  const { data: ips, isLoading: ipsLoading } = ipList
  const [updateNic] = useInstanceNetworkInterfaceUpdateMutation()
  const [deleteNic] = useInstanceNetworkInterfaceDeleteMutation()
  const [detachEphemeral] = useInstanceEphemeralIpDetachMutation()
  const poolList = useIpPoolListQuery({ poolType: 'unicast' })
  const floatingIpList = useFloatingIpListQuery({ project })
  const { data: pools } = poolList
  const { data: floatingIps } = floatingIpList
  const [detachFloating] = useFloatingIpDetachMutation()
  const [modal, setModal] = useState<TabModal>(null)
  const dispatch = useAppDispatch()

  // the update clears the transit IPs it leaves out (the contract's default): they are read fresh
  // right before the write, so none someone else set is lost (docs/architecture.md, "Pages and
  // forms")
  const makePrimary = async (nic: string) => {
    const latest = await dispatch(
      api.endpoints.instanceNetworkInterfaceView.initiate(
        { ...selector, interface: nic },
        FRESH_READ,
      ),
    ).unwrap()
    return updateNic({
      ...selector,
      interface: nic,
      instanceNetworkInterfaceUpdate: nicPrimaryBody(latest),
    }).unwrap()
  }

  // the role first (docs/architecture.md, Permissions), then the instance's state
  const can = useCan()
  const nicReason = instanceRules.reason('updateNetworkInterface', runState)
  const nicCreateReason = can('nic.create') ?? nicReason
  const externalIpReason =
    can('ephemeralIp.attach') ?? instanceRules.reason('attachExternalIp', runState)
  const ipRows = (ips?.items ?? []).map(ipRow)
  const takenVersions = ipRows
    .filter((ip) => ip.kind === 'ephemeral')
    .map((ip) => ipVersionOfAddress(ip.name))
  // without the pools there is no reason to give: the attach waits for them (LookupNotices)
  const ephemeralReason =
    pools && ephemeralAttachReason(defaultPoolVersions(pools.items), takenVersions)
  // the server attaches only a floating IP that no instance holds
  const floatingReason =
    floatingIps && !floatingIps.items.some((ip) => floatingIpRules.can('attach', attachmentOf(ip)))
      ? 'No floating IP in this project is free to attach'
      : undefined
  const close = () => setModal(null)
  // the tab's own lists: a failed one is SPEC §8's page, not an empty table
  const failure = queryFailure(nicList.error) ?? queryFailure(ipList.error)
  if (failure) throw failure

  return (
    <section aria-label="Networking">
      <SectionHeader title="Network interfaces">
        <Button
          variant="secondary"
          isDisabled={Boolean(nicCreateReason)}
          onPress={() => setModal({ kind: 'create' })}
        >
          Add network interface
        </Button>
      </SectionHeader>
      {nicCreateReason && <p>{nicCreateReason}.</p>}
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
            requires: 'nic.update',
            onAction: () => setModal({ kind: 'edit', nic }),
          },
          {
            id: 'primary',
            label: 'Make primary',
            disabledReason:
              nicReason ?? (nic.primary ? 'Already the primary interface' : undefined),
            requires: 'nic.update',
            onAction: () =>
              void mutateWithToast({
                run: () => makePrimary(nic.name),
                success: `${nic.name} is the primary interface`,
                errorTitle: 'Could not change the primary interface',
              }),
          },
          deleteAction({
            kind: 'network interface',
            name: nic.name,
            consequence: '',
            disabledReason: nicReason,
            requires: 'nic.delete',
            run: () => deleteNic({ ...selector, interface: nic.name }).unwrap(),
          }),
        ]}
      />

      <SectionHeader title="External IPs">
        <ButtonGroup>
          <Button
            variant="secondary"
            // the form needs the silo's pools to know whether to ask for an IP version
            isDisabled={!pools || Boolean(externalIpReason ?? ephemeralReason)}
            onPress={() => setModal({ kind: 'attachEphemeralIp' })}
          >
            Attach ephemeral IP
          </Button>
          <Button
            variant="secondary"
            isDisabled={
              !floatingIps ||
              Boolean(can('floatingIp.attach') ?? externalIpReason ?? floatingReason)
            }
            onPress={() => setModal({ kind: 'attachFloatingIp' })}
          >
            Attach floating IP
          </Button>
        </ButtonGroup>
      </SectionHeader>
      <LookupNotices
        lookups={[
          ['IP pools', poolList],
          ['floating IPs', floatingIpList],
        ]}
      />
      {externalIpReason ? (
        <p>{externalIpReason}.</p>
      ) : (
        <>
          {ephemeralReason && <p>{ephemeralReason}.</p>}
          {floatingReason && <p>{floatingReason}.</p>}
        </>
      )}
      <ResourceTable
        label="External IPs"
        columns={ipColumns}
        items={ipRows}
        isLoading={ipsLoading}
        empty={{
          title: 'No external IPs',
          body: 'Attach an ephemeral or floating IP to reach this instance from outside its VPC.',
        }}
        rowActions={(ip) => {
          const { floatingIp } = ip
          const detach = {
            holder: instance.name,
            disabledReason: ip.kind === 'snat' ? 'A source NAT IP cannot be detached' : undefined,
          }
          return [
            floatingIp
              ? detachAction({
                  ...detach,
                  kind: 'floating IP',
                  name: floatingIp.name,
                  subject: floatingIpLabel({ name: floatingIp.name, ip: ip.name }),
                  requires: 'floatingIp.detach',
                  run: () => detachFloating({ floatingIp: floatingIp.id }).unwrap(),
                })
              : detachAction({
                  ...detach,
                  kind: 'ephemeral IP',
                  name: ip.name,
                  requires: 'ephemeralIp.detach',
                  // by version: required once the instance has one of each (the contract)
                  run: () =>
                    detachEphemeral({
                      ...selector,
                      ipVersion: ipVersionOfAddress(ip.name),
                    }).unwrap(),
                }),
          ]
        }}
      />

      <InstanceExternalSubnets project={project} instance={instance} runState={runState} />

      <InstanceRoutes project={project} nics={nics?.items} externalIps={ips?.items} />

      <InstanceFirewall project={project} instance={instance.name} nics={nics?.items} />

      {modal?.kind === 'create' && (
        <NicCreateForm project={project} instance={instance.name} onDismiss={close} />
      )}
      {modal?.kind === 'edit' && (
        <NicEditForm project={project} instance={instance.name} nic={modal.nic} onDismiss={close} />
      )}
      {modal?.kind === 'attachEphemeralIp' && pools && (
        <EphemeralIpAttachForm
          project={project}
          instance={instance.name}
          pools={pools.items}
          takenVersions={takenVersions}
          onDismiss={close}
        />
      )}
      {modal?.kind === 'attachFloatingIp' && (
        <FloatingIpAttachForm
          instance={instance}
          floatingIps={floatingIps?.items ?? []}
          onDismiss={close}
        />
      )}
    </section>
  )
}
