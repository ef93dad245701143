/**
 * `floating-ips`: the project's floating IPs with their address, pool and the instance holding
 * each. Which of attach, detach and delete an IP allows is the rule table's answer
 * (machines/floating-ip-rules.ts), read here by attachment, never decided inline.
 */
import { Link } from '@react-spectrum/s2/Link'
import { useMemo, useState } from 'react'
import { CopyButton } from '@/components/CopyButton'
import { descriptionColumn, nameColumn } from '@/components/columns'
import { LookupNotices, lookedUp } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { confirmedAction, deleteAction } from '@/components/row-actions'
import { InstanceAttachForm } from '@/forms/floating-ip-instance-attach'
import { floatingIpLabel } from '@/forms/instance-floating-ip-attach'
import { useResourceList } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import { namesById } from '@/util/names-by-id'
import { attachmentOf, floatingIpRules } from '~/machines/floating-ip-rules'
import {
  useFloatingIpDeleteMutation,
  useFloatingIpDetachMutation,
  useFloatingIpListQuery,
} from '~/store/api/floating-ips'
import { useInstanceListQuery } from '~/store/api/instances'
import { useIpPoolListQuery } from '~/store/api/ip-pools'
import { floatingIps } from '~/store/entities/networking'

/** Room for '255.255.255.255' and its copy button. */
const IP_MIN_WIDTH = 170

/** The address and its copy button on one line. */
const ipCellStyle = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const

type FloatingIpRow = NonNullable<ReturnType<typeof floatingIps.selectors.byId>>

export default function FloatingIpsPage() {
  const { project } = useProjectParams()
  const list = useResourceList(floatingIps, useFloatingIpListQuery, { project })
  // names for the pool and instance columns, by id
  const poolList = useIpPoolListQuery({})
  const instanceList = useInstanceListQuery({ project })
  const { data: poolPage } = poolList
  const { data: instancePage } = instanceList
  const poolNames = useMemo(() => namesById(poolPage), [poolPage])
  const instances = instancePage?.items ?? []
  const instanceNames = useMemo(() => namesById(instancePage), [instancePage])
  const [detach] = useFloatingIpDetachMutation()
  const [deleteFloatingIp] = useFloatingIpDeleteMutation()
  const [attaching, setAttaching] = useState<FloatingIpRow>()

  return (
    <>
      <PageHeader
        title="Floating IPs"
        info={areaInfo.floatingIps}
        create={{ label: 'New floating IP', href: pb.floatingIpsNew({ project }) }}
      />
      <LookupNotices
        lookups={[
          ['pools', poolList],
          ['instances', instanceList],
        ]}
      />
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
          {
            id: 'pool',
            name: 'IP pool',
            sortValue: (floatingIp) => poolNames.get(floatingIp.ipPoolId) ?? '',
            cell: (floatingIp) => lookedUp(poolList, poolNames.get(floatingIp.ipPoolId), '—'),
          },
          {
            id: 'instance',
            name: 'Attached instance',
            sortValue: (floatingIp) =>
              (floatingIp.instanceId && instanceNames.get(floatingIp.instanceId)) || '',
            cell: (floatingIp) => {
              if (!floatingIp.instanceId) return '—'
              const name = instanceNames.get(floatingIp.instanceId)
              return lookedUp(
                instanceList,
                name && <Link href={pb.instance({ project, instance: name })}>{name}</Link>,
                '—',
              )
            },
          },
          descriptionColumn(),
        ]}
        empty={{
          title: 'No floating IPs',
          body: 'Create a floating IP to give an instance an address that outlives it.',
        }}
        rowActions={(floatingIp) => {
          const attachment = attachmentOf(floatingIp)
          const instanceName =
            (floatingIp.instanceId && instanceNames.get(floatingIp.instanceId)) || 'its instance'
          return [
            {
              id: 'attach',
              label: 'Attach',
              disabledReason: floatingIpRules.reason('attach', attachment),
              onAction: () => setAttaching(floatingIp),
            },
            confirmedAction({
              id: 'detach',
              label: 'Detach',
              disabledReason: floatingIpRules.reason('detach', attachment),
              title: 'Detach floating IP',
              content: `Are you sure you want to detach the floating IP ${floatingIpLabel(floatingIp)} from ${instanceName}?`,
              errorTitle: 'Could not detach floating IP',
              run: () => detach({ floatingIp: floatingIp.id }).unwrap(),
              success: `Floating IP ${floatingIp.name} detached`,
            }),
            {
              id: 'edit',
              label: 'Edit',
              href: pb.floatingIpEdit({ project, floatingIp: floatingIp.name }),
            },
            deleteAction({
              kind: 'floating IP',
              name: floatingIp.name,
              disabledReason: floatingIpRules.reason('delete', attachment),
              run: () => deleteFloatingIp({ project, floatingIp: floatingIp.name }).unwrap(),
            }),
          ]
        }}
      />
      {attaching && (
        <InstanceAttachForm
          floatingIp={attaching}
          instances={instances}
          onDismiss={() => setAttaching(undefined)}
        />
      )}
    </>
  )
}
