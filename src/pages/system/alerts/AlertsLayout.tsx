/**
 * `system/alerts`: where the rack sends its alerts (the contract's `system/alerts`), under one
 * header, a tab for the receivers and one for the alert classes they can subscribe to.
 */

import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { RouteTabs } from '@/components/RouteTabs'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'

const tabs = [
  { label: 'Receivers', href: pb.alertReceivers(), also: [pb.alertReceiversNew()] },
  { label: 'Alert classes', href: pb.alertClasses() },
]

export function AlertsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Alerts"
        info={areaInfo.alerts}
        create={{
          label: 'New webhook receiver',
          href: pb.alertReceiversNew(),
          requires: 'system.alertReceiver.create',
        }}
      />
      <RouteTabs label="Alerts" tabs={tabs}>
        {children}
      </RouteTabs>
    </>
  )
}
