/**
 * The silo page (SPEC §2 silo tabs, and Access: the silo's policy, which the contract offers
 * operators at `/v1/system/silos/{silo}/policy`): a header with the silo's properties, Delete in
 * its menu (typing the name first, as on the list), and the route tabs; the frame the route table
 * mounts once for every tab.
 */
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { deleteAction } from '@/components/row-actions'
import { pb } from '@/paths'
import { identityModeLabel, useSilo, useSiloParams } from '@/resources/silos'
import type { Revived, Silo } from '~/store/api'
import { useSiloDeleteMutation } from '~/store/api/system-silos'

function SiloHeader({ silo }: { silo: Revived<Silo> }) {
  const [, navigate] = useLocation()
  const [deleteSilo] = useSiloDeleteMutation()
  return (
    <ResourceHeader
      kind="silo"
      title={silo.name}
      menu={[
        { id: 'quotas', label: 'Edit quotas', href: pb.siloQuotasEdit({ silo: silo.name }) },
        deleteAction({
          kind: 'silo',
          name: silo.name,
          consequence:
            'Its users lose all access, and its identity providers, groups, certificates and IP and subnet pool links are removed. Its projects must be deleted first. This cannot be undone.',
          typeToConfirm: true,
          run: async () => {
            await deleteSilo({ silo: silo.name }).unwrap()
            navigate(pb.silos())
          },
        }),
      ]}
      properties={[
        { label: 'ID', value: silo.id, copy: silo.id },
        { label: 'Description', value: silo.description || '—' },
        { label: 'Identity mode', value: identityModeLabel[silo.identityMode] },
        { label: 'Discoverable', value: silo.discoverable ? 'Yes' : 'No' },
        { label: 'Admin group', value: silo.adminGroupName || '—' },
        { label: 'Created', value: <RelativeTime date={silo.timeCreated} /> },
      ]}
    />
  )
}

export function SiloLayout({ children }: { children: ReactNode }) {
  const { silo: name } = useSiloParams()
  const { entity: silo } = useSilo(name)
  if (!silo) return <LoadingText what="silo" />
  const params = { silo: silo.name }
  const tabs = [
    { label: 'Identity providers', href: pb.siloIdps(params), also: [pb.siloIdpsNew(params)] },
    { label: 'SCIM tokens', href: pb.siloScimTokens(params) },
    { label: 'Local users', href: pb.siloLocalUsers(params) },
    { label: 'IP pools', href: pb.siloIpPools(params) },
    { label: 'Subnet pools', href: pb.siloSubnetPools(params) },
    { label: 'Quotas', href: pb.siloQuotas(params) },
    { label: 'Fleet roles', href: pb.siloFleetRoles(params) },
    { label: 'Access', href: pb.systemSiloAccess(params) },
  ]
  return (
    <>
      <SiloHeader silo={silo} />
      <RouteTabs label="Silo" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
