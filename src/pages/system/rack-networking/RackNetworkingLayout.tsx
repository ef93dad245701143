/**
 * `system/networking/{bgp,switch-ports,bfd,address-lots,loopbacks,settings}`: the rack's own network under
 * one header, a tab per part, as the inventory's hardware is (InventoryLayout.tsx).
 */
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'

// a tab's side form shows over its tab, which stays selected
const tabs = [
  { label: 'BGP', href: pb.bgp(), also: [pb.bgpConfigsNew(), pb.bgpAnnounceSetsNew()] },
  { label: 'Switch Ports', href: pb.switchPorts(), also: [pb.switchPortSettingsNew()] },
  { label: 'BFD', href: pb.bfd(), also: [pb.bfdNew()] },
  { label: 'Address Lots', href: pb.addressLots(), also: [pb.addressLotsNew()] },
  { label: 'Loopback Addresses', href: pb.loopbacks(), also: [pb.loopbacksNew()] },
  { label: 'Settings', href: pb.networkingSettings() },
]

export function RackNetworkingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Rack Networking" info={areaInfo.rackNetworking} />
      <RouteTabs label="Rack networking" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
