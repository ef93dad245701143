/**
 * `system/networking/switch-ports/{switchSlot}/{port}/apply-settings`: port settings applied to
 * one port (SwitchPortApplySettings). Applying brings the port's link up as the settings say, or,
 * on a port that carries settings already, replaces them: its link restarts and traffic through
 * it stops meanwhile, so the write is confirmed first with that effect in words.
 */
import { useLocation } from 'wouter'
import { object } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { switchLabel } from '@/resources/rack-networking'
import { stringSchema } from '@/util/validation'
import { wholeListArgs } from '~/lib/whole-list'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import type { SwitchSlot } from '~/store/api'
import {
  useNetworkingSwitchPortApplySettingsMutation,
  useNetworkingSwitchPortListQuery,
} from '~/store/api/system-hardware'
import { useNetworkingSwitchPortSettingsListQuery } from '~/store/api/system-networking'

const applySchema = object({ settings: stringSchema('Port settings') })

export default function SwitchPortApplySettingsForm() {
  const { switchSlot, port: portName } = useRouteParams('switchSlot', 'port')
  const [, navigate] = useLocation()
  const close = () => navigate(pb.switchPort({ switchSlot, port: portName }))
  const ports = useNetworkingSwitchPortListQuery(wholeListArgs({}))
  const settings = useNetworkingSwitchPortSettingsListQuery(wholeListArgs({}))
  const [apply] = useNetworkingSwitchPortApplySettingsMutation()
  const port = ports.data?.items.find(
    (row) => row.switchSlot === switchSlot && row.portName === portName,
  )
  if (!port) return null
  const where = `${switchLabel[switchSlot as SwitchSlot]} ${portName}`
  return (
    <SideModalForm
      requires="system.networking.update"
      title="Apply port settings"
      submitLabel="Apply settings"
      initialValues={{ settings: '' }}
      validationSchema={applySchema}
      onDismiss={close}
      onSubmit={async (values: { settings: string }) => {
        const outcome = await confirmAction({
          title: 'Apply port settings',
          content: port.portSettingsId
            ? `Applying ${values.settings} to ${where} replaces its settings: its link restarts, and traffic through it, with any uplink or BGP session on it, stops until the link is up again.`
            : `Applying ${values.settings} to ${where} brings its link up with these settings: traffic starts flowing through it as they say.`,
          actionLabel: 'Apply settings',
          errorTitle: 'Could not apply port settings',
          action: async () => {
            await apply({
              rackId: port.rackId,
              switchSlot: port.switchSlot,
              port: port.portName,
              switchPortApplySettings: { portSettings: values.settings },
            }).unwrap()
            addToast({ content: `Settings ${values.settings} applied to ${where}` })
          },
        })
        if (outcome === 'confirmed') close()
      }}
    >
      <PickerField
        name="settings"
        label="Port settings"
        isRequired
        options={(settings.data?.items ?? []).map((row) => ({ value: row.name, label: row.name }))}
        isLoading={settings.isLoading}
      />
    </SideModalForm>
  )
}
