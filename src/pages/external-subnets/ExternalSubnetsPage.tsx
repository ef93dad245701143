/**
 * `external-subnets`: the project's external subnets with their subnet, the subnet pool each came
 * from and the instance holding each. Which of attach, detach and delete a subnet allows is the
 * rule table's answer (machines/external-subnet-rules.ts), read here by attachment.
 */
import { Link } from '@react-spectrum/s2/Link'
import { useMemo, useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { confirmedAction, deleteAction } from '@/components/row-actions'
import { externalSubnetLabel, SubnetInstanceAttachForm } from '@/forms/external-subnet-attach'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import { namesById } from '@/util/names-by-id'
import { attachmentOf, externalSubnetRules } from '~/machines/external-subnet-rules'
import {
  useExternalSubnetDeleteMutation,
  useExternalSubnetDetachMutation,
  useExternalSubnetListQuery,
} from '~/store/api/external-subnets'
import { useInstanceListQuery } from '~/store/api/instances'
import { useSubnetPoolListQuery } from '~/store/api/subnet-pools'
import { externalSubnets } from '~/store/entities/networking'

type ExternalSubnetRow = NonNullable<ReturnType<typeof externalSubnets.selectors.byId>>

export default function ExternalSubnetsPage() {
  const { project } = useProjectParams()
  const list = useResourceList(externalSubnets, useExternalSubnetListQuery, { project })
  // names for the pool and instance columns, by id
  const poolList = useSubnetPoolListQuery({})
  const instanceList = useInstanceListQuery({ project })
  const { data: poolPage } = poolList
  const { data: instancePage } = instanceList
  const poolNames = useMemo(() => namesById(poolPage), [poolPage])
  const instances = instancePage?.items ?? []
  const instanceNames = useMemo(() => namesById(instancePage), [instancePage])
  const [detach] = useExternalSubnetDetachMutation()
  const [deleteSubnet] = useExternalSubnetDeleteMutation()
  const [attaching, setAttaching] = useState<ExternalSubnetRow>()

  return (
    <>
      <PageHeader
        title="External subnets"
        info={areaInfo.externalSubnets}
        create={{ label: 'New external subnet', href: pb.externalSubnetsNew({ project }) }}
      />
      <LookupNotices
        lookups={[
          ['subnet pools', poolList],
          ['instances', instanceList],
        ]}
      />
      <ResourceTable
        label="External subnets"
        {...list}
        columns={[
          nameColumn(),
          textColumn<ExternalSubnetRow>('subnet', 'Subnet', (row) => row.subnet, { minWidth: 150 }),
          {
            id: 'pool',
            name: 'Subnet pool',
            minWidth: 120,
            sortValue: (row) => poolNames.get(row.subnetPoolId) ?? '',
            cell: (row) => lookedUp(poolList, poolNames.get(row.subnetPoolId), '—'),
          },
          {
            id: 'instance',
            name: 'Attached instance',
            minWidth: 150,
            sortValue: (row) => (row.instanceId && instanceNames.get(row.instanceId)) || '',
            cell: (row) => {
              if (!row.instanceId) return '—'
              const name = instanceNames.get(row.instanceId)
              return lookedUp(
                instanceList,
                name && <Link href={pb.instance({ project, instance: name })}>{name}</Link>,
                '—',
              )
            },
          },
          descriptionColumn(),
          createdColumn(),
        ]}
        empty={{
          title: 'No external subnets',
          body: 'Create an external subnet to route a block of addresses to an instance.',
        }}
        rowActions={(row) => {
          const attachment = attachmentOf(row)
          const instanceName =
            (row.instanceId && instanceNames.get(row.instanceId)) || 'its instance'
          return [
            {
              id: 'attach',
              label: 'Attach',
              disabledReason: externalSubnetRules.reason('attach', attachment),
              onAction: () => setAttaching(row),
            },
            confirmedAction({
              id: 'detach',
              label: 'Detach',
              disabledReason: externalSubnetRules.reason('detach', attachment),
              title: 'Detach external subnet',
              content: `Are you sure you want to detach the external subnet ${externalSubnetLabel(row)} from ${instanceName}?`,
              errorTitle: 'Could not detach external subnet',
              run: () => detach({ externalSubnet: row.id }).unwrap(),
              success: `External subnet ${row.name} detached`,
            }),
            {
              id: 'edit',
              label: 'Edit',
              href: pb.externalSubnetEdit({ project, externalSubnet: row.name }),
            },
            deleteAction({
              kind: 'external subnet',
              name: row.name,
              disabledReason: externalSubnetRules.reason('delete', attachment),
              run: () => deleteSubnet({ project, externalSubnet: row.name }).unwrap(),
            }),
          ]
        }}
      />
      {attaching && (
        <SubnetInstanceAttachForm
          externalSubnet={attaching}
          instances={instances}
          onDismiss={() => setAttaching(undefined)}
        />
      )}
    </>
  )
}
