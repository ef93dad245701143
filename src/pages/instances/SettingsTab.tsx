/**
 * The instance's Settings tab: CPUs and memory (SPEC §4 "resize"), the boot disk ("update boot
 * disk") and the auto-restart policy, saved together as one InstanceUpdate. Whether the run state
 * allows a resize or a boot-disk change is the instance machine's answer; a disk's own state
 * decides whether it can boot the instance.
 */
import { diskRules } from '~/machines/disk-rules'
import { actionEvent } from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import { useInstanceDiskListQuery, useInstanceUpdateMutation } from '~/store/api'
import { InlineForm } from '../../components/form/InlineForm'
import { NumberField } from '../../components/form/NumberField'
import { PickerField } from '../../components/form/PickerField'
import { RadioField } from '../../components/form/RadioField'
import { type AutoRestartChoice, autoRestartOptions } from '../../forms/instance-create-schema'
import {
  type InstanceSettingsValues,
  instanceSettingsBody,
  instanceSettingsSchema,
  instanceSettingsValues,
} from '../../forms/instance-settings-schema'
import { useInstancePage } from './InstanceLayout'

export function SettingsTab() {
  const { project, instance, machine } = useInstancePage()
  const [update] = useInstanceUpdateMutation()
  const { data: disks, isLoading } = useInstanceDiskListQuery({ project, instance: instance.name })
  const reason = (action: 'resize' | 'updateBootDisk') =>
    machine.can(actionEvent(action)) ? undefined : instanceRules.reason(action, instance.runState)
  const resizeReason = reason('resize')
  const bootDiskReason = reason('updateBootDisk')

  return (
    <section aria-label="Settings">
      <h2 className="section-title">Size, boot disk and restart policy</h2>
      <InlineForm<InstanceSettingsValues>
        title="Instance settings"
        submitLabel="Save"
        initialValues={instanceSettingsValues(instance)}
        validationSchema={instanceSettingsSchema(instance)}
        onSubmit={async (values) => {
          await update({
            project,
            instance: instance.name,
            instanceUpdate: instanceSettingsBody(values, instance),
          }).unwrap()
          addToast({ content: `Instance ${instance.name} updated` })
        }}
      >
        {resizeReason && <p>{resizeReason}.</p>}
        <NumberField
          name="ncpus"
          label="CPUs"
          isRequired
          step={1}
          isDisabled={Boolean(resizeReason)}
        />
        <NumberField
          name="memory"
          label="Memory"
          unit="GiB"
          isRequired
          step={1}
          isDisabled={Boolean(resizeReason)}
        />
        {bootDiskReason && <p>{bootDiskReason}.</p>}
        <PickerField
          name="bootDisk"
          label="Boot disk"
          placeholder="No boot disk"
          isLoading={isLoading}
          isDisabled={Boolean(bootDiskReason)}
          options={(disks?.items ?? []).map((disk) => ({
            value: disk.id,
            label: disk.name,
            disabledReason: diskRules.reason('setBootDisk', disk.state.state),
          }))}
        />
        <RadioField<AutoRestartChoice>
          name="autoRestart"
          label="Auto-restart policy"
          orientation="vertical"
          options={autoRestartOptions}
        />
      </InlineForm>
    </section>
  )
}
