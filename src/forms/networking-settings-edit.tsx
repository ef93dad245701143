/**
 * `system/networking/settings/edit`: the fleet-wide networking settings
 * (SystemNetworkingSettingsUpdate, each field optional). The settings are read again right before
 * the write and only what the user changed is sent (save-changes.ts; docs/architecture.md, "Pages
 * and forms"), so a change someone else saved meanwhile is not overwritten.
 */
import { useLocation } from 'wouter'
import { boolean, object } from 'yup'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { FRESH_READ, type SystemNetworkingSettings } from '~/store/api'
import {
  generatedApi,
  useSystemNetworkingSettingsUpdateMutation,
  useSystemNetworkingSettingsViewQuery,
} from '~/store/api/system-networking'

const settingsSchema = object({ externalJumboFramesOptInEnabled: boolean().required() })

const settingsValues = (settings: SystemNetworkingSettings) => ({
  externalJumboFramesOptInEnabled: settings.externalJumboFramesOptInEnabled,
})

export default function NetworkingSettingsEditForm() {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.networkingSettings())
  const dispatch = useAppDispatch()
  const { data } = useSystemNetworkingSettingsViewQuery()
  const [update] = useSystemNetworkingSettingsUpdateMutation()
  if (!data) return null
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="networking settings"
      kind="edit"
      submitLabel="Save settings"
      initialValues={settingsValues(data)}
      validationSchema={settingsSchema}
      update={{
        reread: async () =>
          settingsValues(
            await dispatch(
              generatedApi.endpoints.systemNetworkingSettingsView.initiate(undefined, FRESH_READ),
            ).unwrap(),
          ),
        labels: { externalJumboFramesOptInEnabled: 'Jumbo frames opt-in' },
      }}
      onDismiss={close}
      onSubmit={async (_values, changes) => {
        await update({ systemNetworkingSettingsUpdate: changes }).unwrap()
        addToast({ content: 'Networking settings saved' })
        close()
      }}
    >
      <SwitchField
        name="externalJumboFramesOptInEnabled"
        label="Let instances opt in to jumbo frames"
      />
      <p>
        On, an instance may ask for an 8500 byte MTU on its primary interface; off, such requests
        are ignored and new interfaces get the default MTU.
      </p>
    </SideModalForm>
  )
}
