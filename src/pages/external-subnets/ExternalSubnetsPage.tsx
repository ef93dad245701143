/**
 * `external-subnets`: the project's external subnets with their subnet, the subnet pool each came
 * from and the instance holding each. Which of attach, detach and delete a subnet allows is the
 * rule table's answer (machines/external-subnet-rules.ts), read here by attachment.
 */

import { useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { externalSubnetLabel, SubnetInstanceAttachForm } from '@/forms/external-subnet-attach'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  AttachableLookupNotices,
  attachableActions,
  attachedInstanceColumn,
  poolColumn,
  useAttachableLookups,
} from '@/resources/instance-attachables'
import { areaInfo } from '@/util/docs'
import { attachmentOf, externalSubnetRules } from '~/machines/external-subnet-rules'
import {
  useExternalSubnetDeleteMutation,
  useExternalSubnetDetachMutation,
  useExternalSubnetListQuery,
} from '~/store/api/external-subnets'
import { useSubnetPoolListQuery } from '~/store/api/subnet-pools'
import { externalSubnets } from '~/store/entities/networking'

type ExternalSubnetRow = NonNullable<ReturnType<typeof externalSubnets.selectors.byId>>

export default function ExternalSubnetsPage() {
  const { project } = useProjectParams()
  const list = useResourceList(
    useExternalSubnetListQuery,
    { project },
    { entities: externalSubnets },
  )
  const lookups = useAttachableLookups(project, useSubnetPoolListQuery({}))
  const [detach] = useExternalSubnetDetachMutation()
  const [deleteSubnet] = useExternalSubnetDeleteMutation()
  const [attaching, setAttaching] = useState<ExternalSubnetRow>()

  return (
    <>
      <PageHeader
        title="External Subnets"
        info={areaInfo.externalSubnets}
        create={{
          label: 'New external subnet',
          href: pb.externalSubnetsNew({ project }),
          requires: 'externalSubnet.create',
        }}
      />
      <AttachableLookupNotices lookups={lookups} pools="subnet pools" />
      <ResourceTable
        label="External subnets"
        {...list}
        columns={[
          nameColumn(),
          textColumn<ExternalSubnetRow>('subnet', 'Subnet', (row) => row.subnet, { minWidth: 150 }),
          poolColumn<ExternalSubnetRow>(lookups, 'Subnet pool', (row) => row.subnetPoolId, 120),
          attachedInstanceColumn(lookups),
          descriptionColumn(),
          createdColumn(),
        ]}
        empty={{
          title: 'No external subnets',
          body: 'Create an external subnet to route a block of addresses to an instance.',
        }}
        rowActions={(row) =>
          attachableActions(row, {
            kind: 'external subnet',
            label: externalSubnetLabel,
            rules: externalSubnetRules,
            attachmentOf,
            lookups,
            editHref: pb.externalSubnetEdit({ project, externalSubnet: row.name }),
            onAttach: () => setAttaching(row),
            detach: () => detach({ externalSubnet: row.id }).unwrap(),
            remove: () => deleteSubnet({ project, externalSubnet: row.name }).unwrap(),
            resource: 'externalSubnet',
          })
        }
      />
      {attaching && (
        <SubnetInstanceAttachForm
          externalSubnet={attaching}
          instances={lookups.instances}
          onDismiss={() => setAttaching(undefined)}
        />
      )}
    </>
  )
}
