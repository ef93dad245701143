/**
 * `system/networking/switch-ports/{switchSlot}/{port}/lldp-edit`: a port link's LLDP service
 * (LldpLinkConfig): whether it runs and what it says of the switch to the device on the other
 * end. The contract's update writes the whole service, so the form reads it again right before
 * the write and sends the server's latest with only the user's changes (save-changes.ts;
 * docs/architecture.md, "Pages and forms"). Checked here: the management address (SPEC §5); an
 * empty field sends no TLV.
 */
import { useLocation } from 'wouter'
import { boolean, object, string } from 'yup'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { TextField } from '@/components/form/TextField'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { switchLabel } from '@/resources/rack-networking'
import { ipSchema } from '@/util/validation'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { FRESH_READ, type LldpLinkConfig, type SwitchSlot } from '~/store/api'
import { useNetworkingSwitchPortListQuery } from '~/store/api/system-hardware'
import {
  generatedApi,
  useNetworkingSwitchPortLldpConfigUpdateMutation,
  useNetworkingSwitchPortLldpConfigViewQuery,
} from '~/store/api/system-networking'

const optionalText = () => string().trim().default('')

export const lldpConfigSchema = object({
  enabled: boolean().required(),
  systemName: optionalText(),
  systemDescription: optionalText(),
  chassisId: optionalText(),
  linkName: optionalText(),
  linkDescription: optionalText(),
  managementIp: ipSchema('Management IP', { required: false }),
})

type Values = ReturnType<typeof lldpValues>

const lldpValues = (config: LldpLinkConfig) => ({
  enabled: config.enabled,
  systemName: config.systemName ?? '',
  systemDescription: config.systemDescription ?? '',
  chassisId: config.chassisId ?? '',
  linkName: config.linkName ?? '',
  linkDescription: config.linkDescription ?? '',
  managementIp: config.managementIp ?? '',
})

const labels: Record<keyof Values, string> = {
  enabled: 'LLDP',
  systemName: 'System name',
  systemDescription: 'System description',
  chassisId: 'Chassis ID',
  linkName: 'Link name',
  linkDescription: 'Link description',
  managementIp: 'Management IP',
}

/** An empty field is no TLV: null, as the contract's nullable fields take it. */
const tlv = (text: string) => text.trim() || null

export default function LldpConfigEditForm() {
  const { switchSlot, port } = useRouteParams('switchSlot', 'port')
  const [, navigate] = useLocation()
  const close = () => navigate(pb.switchPort({ switchSlot, port }))
  const dispatch = useAppDispatch()
  const ports = useNetworkingSwitchPortListQuery(wholeListArgs({}))
  const rackId = ports.data?.items.find(
    (row) => row.switchSlot === switchSlot && row.portName === port,
  )?.rackId
  const args = { rackId: rackId ?? '', switchSlot: switchSlot as SwitchSlot, port }
  const { data } = useNetworkingSwitchPortLldpConfigViewQuery(args, { skip: !rackId })
  const [update] = useNetworkingSwitchPortLldpConfigUpdateMutation()
  if (!data) return null
  return (
    <SideModalForm
      requires="system.networking.update"
      resource="LLDP configuration"
      kind="edit"
      submitLabel="Save LLDP configuration"
      initialValues={lldpValues(data)}
      validationSchema={lldpConfigSchema}
      update={{
        reread: async () =>
          lldpValues(
            await dispatch(
              generatedApi.endpoints.networkingSwitchPortLldpConfigView.initiate(args, FRESH_READ),
            ).unwrap(),
          ),
        labels,
      }}
      onDismiss={close}
      onSubmit={async (values: Values) => {
        await update({
          ...args,
          lldpLinkConfig: {
            id: data.id,
            enabled: values.enabled,
            systemName: tlv(values.systemName),
            systemDescription: tlv(values.systemDescription),
            chassisId: tlv(values.chassisId),
            linkName: tlv(values.linkName),
            linkDescription: tlv(values.linkDescription),
            managementIp: tlv(values.managementIp),
          },
        }).unwrap()
        addToast({
          content: `LLDP configuration of ${switchLabel[args.switchSlot]} ${port} saved`,
        })
        close()
      }}
    >
      <SwitchField name="enabled" label="LLDP enabled" />
      <p>
        Off, the port stops announcing the switch and stops learning its neighbor; traffic on the
        link is not affected.
      </p>
      <TextField name="systemName" label="System name" />
      <TextField name="systemDescription" label="System description" />
      <TextField name="chassisId" label="Chassis ID" />
      <TextField name="linkName" label="Link name" />
      <TextField name="linkDescription" label="Link description" />
      <TextField
        name="managementIp"
        label="Management IP"
        description="The address the neighbor may manage the switch at, e.g. 198.51.100.2."
      />
    </SideModalForm>
  )
}
