/**
 * `floating-ips`: the project's floating IPs with their address, pool and the instance holding
 * each. Which of attach, detach and delete an IP allows is the rule table's answer
 * (machines/floating-ip-rules.ts), read here by attachment, never decided inline.
 */

import { useState } from 'react'
import { CopyButton } from '@/components/CopyButton'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { InstanceAttachForm } from '@/forms/floating-ip-instance-attach'
import { floatingIpLabel } from '@/forms/instance-floating-ip-attach'
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
import { attachmentOf, floatingIpRules } from '~/machines/floating-ip-rules'
import {
  useFloatingIpDeleteMutation,
  useFloatingIpDetachMutation,
  useFloatingIpListQuery,
} from '~/store/api/floating-ips'
import { useIpPoolListQuery } from '~/store/api/ip-pools'
import { floatingIps } from '~/store/entities/networking'

/**
 * Room for an address such as 192.0.2.64 and its copy button where the table is narrow (390 px);
 * a wider table gives the column its share beyond that, like the others.
 */
const IP_MIN_WIDTH = 145

/** The address and its copy button on one line. */
const ipCellStyle = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const

type FloatingIpRow = NonNullable<ReturnType<typeof floatingIps.selectors.byId>>

export default function FloatingIpsPage() {
  const { project } = useProjectParams()
  const list = useResourceList(useFloatingIpListQuery, { project }, { entities: floatingIps })
  const lookups = useAttachableLookups(project, useIpPoolListQuery({}))
  const [detach] = useFloatingIpDetachMutation()
  const [deleteFloatingIp] = useFloatingIpDeleteMutation()
  const [attaching, setAttaching] = useState<FloatingIpRow>()

  return (
    <>
      <PageHeader
        title="Floating IPs"
        info={areaInfo.floatingIps}
        create={{
          label: 'New floating IP',
          href: pb.floatingIpsNew({ project }),
          requires: 'floatingIp.create',
        }}
      />
      <AttachableLookupNotices lookups={lookups} pools="pools" />
      <ResourceTable
        label="Floating IPs"
        {...list}
        columns={[
          nameColumn(),
          {
            id: 'ip',
            name: 'IP',
            // the whole address and its copy button: an address cut short reads as another one
            minWidth: IP_MIN_WIDTH,
            sortValue: (floatingIp) => floatingIp.ip,
            cell: (floatingIp) => (
              <span style={ipCellStyle}>
                {floatingIp.ip}
                <CopyButton text={floatingIp.ip} label={`Copy ${floatingIp.ip}`} compact />
              </span>
            ),
          },
          poolColumn<FloatingIpRow>(lookups, 'IP pool', (floatingIp) => floatingIp.ipPoolId),
          attachedInstanceColumn(lookups),
          descriptionColumn(),
        ]}
        empty={{
          title: 'No floating IPs',
          body: 'Create a floating IP to give an instance an address that outlives it.',
        }}
        rowActions={(floatingIp) =>
          attachableActions(floatingIp, {
            kind: 'floating IP',
            label: floatingIpLabel,
            rules: floatingIpRules,
            attachmentOf,
            lookups,
            editHref: pb.floatingIpEdit({ project, floatingIp: floatingIp.name }),
            activityHref: pb.floatingIpActivity({ project, floatingIp: floatingIp.name }),
            onAttach: () => setAttaching(floatingIp),
            detach: () => detach({ floatingIp: floatingIp.id }).unwrap(),
            remove: () => deleteFloatingIp({ project, floatingIp: floatingIp.name }).unwrap(),
            resource: 'floatingIp',
          })
        }
      />
      {attaching && (
        <InstanceAttachForm
          floatingIp={attaching}
          instances={lookups.instances}
          onDismiss={() => setAttaching(undefined)}
        />
      )}
    </>
  )
}
