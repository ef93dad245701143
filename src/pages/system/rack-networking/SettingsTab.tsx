/**
 * `system/networking/settings`: the fleet-wide networking settings (SystemNetworkingSettings),
 * read by fleet viewers and changed by fleet admins in a side form. Its one setting today lets
 * instances opt in to jumbo frames on their primary interface.
 */
import { LoadingText } from '@/components/LoadingText'
import { CreateLink } from '@/components/PageHeader'
import { Properties, Property } from '@/components/Properties'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useSystemNetworkingSettingsViewQuery } from '~/store/api/system-networking'

export default function SettingsTab() {
  const { data, error } = useSystemNetworkingSettingsViewQuery()
  const failure = queryFailure(error)
  if (failure) throw failure
  return (
    <>
      <SectionHeader intro="Settings that apply to every silo’s instances across the fleet.">
        <CreateLink
          variant="secondary"
          label="Edit settings"
          href={pb.networkingSettingsEdit()}
          requires="system.networking.update"
        />
      </SectionHeader>
      {data ? (
        <Properties label="Fleet networking settings">
          <Property label="Jumbo frames opt-in">
            {data.externalJumboFramesOptInEnabled
              ? 'Allowed: an instance may ask for an 8500 byte MTU on its primary interface'
              : 'Not allowed: every instance’s primary interface has the default MTU'}
          </Property>
        </Properties>
      ) : (
        <LoadingText what="networking settings" />
      )}
    </>
  )
}
