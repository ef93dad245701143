/**
 * `system/networking/bfd-new`: a BFD session with one peer on one switch (BfdSessionEnable).
 * Checked here: the addresses (SPEC §5), the detection threshold (a u8; 0 would detect nothing)
 * and the required receive interval (microseconds, at least 1).
 */
import { useLocation } from 'wouter'
import { object } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { bfdModeLabel, switchLabel } from '@/resources/rack-networking'
import { wholeNumberValidator } from '@/util/rack-network-validation'
import { ipSchema, stringSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { BfdMode, SwitchSlot } from '~/store/api'
import { useNetworkingBfdEnableMutation } from '~/store/api/system-networking'

/** The largest microsecond count the form takes: an hour, far past any useful interval. */
const MAX_REQUIRED_RX_US = 3_600_000_000

export const bfdSessionSchema = object({
  remote: ipSchema('Peer address'),
  local: ipSchema('Local address', { required: false }),
  switchSlot: stringSchema('Switch'),
  mode: stringSchema('Mode'),
  detectionThreshold: stringSchema('Detection threshold', wholeNumberValidator(1, 255)),
  requiredRx: stringSchema(
    'Required receive interval',
    wholeNumberValidator(1, MAX_REQUIRED_RX_US),
  ),
})

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }))

export default function BfdSessionEnableForm() {
  const [, navigate] = useLocation()
  const close = () => navigate(pb.bfd())
  const [enable] = useNetworkingBfdEnableMutation()
  return (
    <SideModalForm
      requires="system.networking.update"
      title="Enable BFD session"
      submitLabel="Enable session"
      initialValues={{
        remote: '',
        local: '',
        switchSlot: '',
        mode: 'single_hop',
        detectionThreshold: '3',
        requiredRx: '300000',
      }}
      validationSchema={bfdSessionSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const remote = values.remote.trim()
        await enable({
          bfdSessionEnable: {
            remote,
            local: values.local.trim() || null,
            switchSlot: values.switchSlot as SwitchSlot,
            mode: values.mode as BfdMode,
            detectionThreshold: Number(values.detectionThreshold.trim()),
            requiredRx: Number(values.requiredRx.trim()),
          },
        }).unwrap()
        addToast({ content: `BFD session with ${remote} enabled` })
        close()
      }}
    >
      <TextField
        name="remote"
        label="Peer address"
        isRequired
        autoFocus
        description="e.g. 198.51.100.1"
      />
      <TextField
        name="local"
        label="Local address"
        description="The address the switch listens on; any when empty."
      />
      <PickerField name="switchSlot" label="Switch" isRequired options={options(switchLabel)} />
      <PickerField name="mode" label="Mode" isRequired options={options(bfdModeLabel)} />
      <TextField
        name="detectionThreshold"
        label="Detection threshold"
        isRequired
        description="Missed packets before the path counts as failed."
      />
      <TextField
        name="requiredRx"
        label="Required receive interval (µs)"
        isRequired
        description="The shortest interval between packets this switch takes."
      />
    </SideModalForm>
  )
}
