/**
 * `system/inventory`: the rack's hardware under one header, a tab per kind (the reference console
 * has sleds and disks; the contract lists the switches too).
 */
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'

const tabs = [
  { label: 'Sleds', href: pb.sledInventory() },
  { label: 'Disks', href: pb.diskInventory() },
  { label: 'Switches', href: pb.switchInventory() },
]

export function InventoryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Inventory" info={areaInfo.inventory} />
      <RouteTabs label="Inventory" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
