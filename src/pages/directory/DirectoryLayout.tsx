/**
 * `directory`: the silo's users and groups under one header, a tab each, beside Silo Access (the
 * contract's user_list and group_list, which the access pages' pickers read too).
 */
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'

const tabs = [
  { label: 'Users', href: pb.directoryUsers() },
  { label: 'Groups', href: pb.directoryGroups() },
]

export function DirectoryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Directory" info={areaInfo.directory} />
      <RouteTabs label="Directory" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
