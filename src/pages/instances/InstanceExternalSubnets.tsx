/**
 * The Networking tab's external subnets: those the instance holds
 * (`/v1/instances/{instance}/external-subnets`), each detachable, and an attach of one of the
 * project's free subnets. Both move only while the instance's run state allows it
 * (machines/external-subnet-rules.ts `instanceSubnetRules`, the server's rule); the attach is
 * offered only while a subnet is free to attach.
 */
import { Button } from '@react-spectrum/s2/Button'
import { useState } from 'react'
import { textColumn } from '@/components/columns'
import { LookupNotices } from '@/components/Lookup'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { detachAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { externalSubnetLabel, InstanceSubnetAttachForm } from '@/forms/external-subnet-attach'
import { useCan } from '@/hooks/use-permissions'
import { queryFailure } from '@/hooks/use-resource-list'
import {
  attachmentOf,
  externalSubnetRules,
  instanceSubnetRules,
} from '~/machines/external-subnet-rules'
import type { ExternalSubnet, InstanceState } from '~/store/api'
import {
  useExternalSubnetDetachMutation,
  useExternalSubnetListQuery,
} from '~/store/api/external-subnets'
import { useInstanceExternalSubnetListQuery } from '~/store/api/instances'

const columns: TableColumn<ExternalSubnet>[] = [
  {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    sortValue: (row) => row.name,
    cell: (row) => row.name,
  },
  textColumn('subnet', 'Subnet', (row) => row.subnet, { minWidth: 150 }),
  { id: 'description', name: 'Description', cell: (row) => row.description || '—' },
]

export function InstanceExternalSubnets({
  project,
  instance,
  runState,
}: {
  project: string
  instance: { id: string; name: string }
  runState: InstanceState
}) {
  const held = useInstanceExternalSubnetListQuery({ project, instance: instance.name })
  const projectList = useExternalSubnetListQuery({ project })
  const { data: projectSubnets } = projectList
  const [detach] = useExternalSubnetDetachMutation()
  const [attaching, setAttaching] = useState(false)

  // the role first (docs/architecture.md, Permissions), then the instance's state
  const attachReason =
    useCan()('externalSubnet.attach') ?? instanceSubnetRules.reason('attach', runState)
  const detachReason = instanceSubnetRules.reason('detach', runState)
  // the server attaches only a subnet that no instance holds
  const noneFree =
    projectSubnets &&
    !projectSubnets.items.some((row) => externalSubnetRules.can('attach', attachmentOf(row)))
      ? 'No external subnet in this project is free to attach'
      : undefined
  // the tab's own list: a failed one is SPEC §8's page, not an empty table
  const failure = queryFailure(held.error)
  if (failure) throw failure

  return (
    <>
      <SectionHeader title="External subnets">
        <Button
          variant="secondary"
          isDisabled={!projectSubnets || Boolean(attachReason ?? noneFree)}
          onPress={() => setAttaching(true)}
        >
          Attach external subnet
        </Button>
      </SectionHeader>
      <LookupNotices lookups={[['external subnets', projectList]]} />
      {(attachReason ?? noneFree) && <p>{attachReason ?? noneFree}.</p>}
      <ResourceTable
        label="External subnets"
        columns={columns}
        items={held.data?.items ?? []}
        isLoading={held.isLoading}
        empty={{
          title: 'No external subnets',
          body: 'Attach an external subnet to route a block of addresses to this instance.',
        }}
        rowActions={(row) => [
          detachAction({
            kind: 'external subnet',
            name: row.name,
            subject: externalSubnetLabel(row),
            holder: instance.name,
            disabledReason: detachReason,
            requires: 'externalSubnet.detach',
            run: () => detach({ externalSubnet: row.id }).unwrap(),
          }),
        ]}
      />
      {attaching && (
        <InstanceSubnetAttachForm
          instance={instance}
          externalSubnets={projectSubnets?.items ?? []}
          onDismiss={() => setAttaching(false)}
        />
      )}
    </>
  )
}
