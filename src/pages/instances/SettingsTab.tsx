/**
 * The instance's Settings tab: CPUs and memory (SPEC §4 "resize"), the boot disk ("update boot
 * disk") and the auto-restart policy, saved together as one InstanceUpdate. Whether the run state
 * allows a resize or a boot-disk change is the instance machine's answer; a disk's own state
 * decides whether it can boot the instance.
 */
import { Button } from '@react-spectrum/s2/Button'
import { ButtonGroup } from '@react-spectrum/s2/ButtonGroup'
import { Form, Formik } from 'formik'
import { diskActionAvailability } from '~/machines/disk.machine'
import { actionEvent } from '~/machines/instance.machine'
import { instanceActionDisabledReason } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import { useInstanceDiskListQuery, useInstanceUpdateMutation } from '~/store/api'
import { NumberField } from '../../components/form/NumberField'
import { PickerField } from '../../components/form/PickerField'
import { RadioField } from '../../components/form/RadioField'
import {
  AnnounceRequired,
  ErrorSummary,
  flattenErrors,
  submitKeepingValues,
} from '../../components/form/SideModalForm'
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
    machine.can(actionEvent(action))
      ? undefined
      : instanceActionDisabledReason(action, instance.runState)
  const resizeReason = reason('resize')
  const bootDiskReason = reason('updateBootDisk')

  const schema = instanceSettingsSchema(instance)
  const submit = submitKeepingValues<InstanceSettingsValues>(schema, async (values) => {
    await update({
      project,
      instance: instance.name,
      instanceUpdate: instanceSettingsBody(values, instance),
    }).unwrap()
    addToast({ content: `Instance ${instance.name} updated` })
  })

  return (
    <section aria-label="Settings">
      <h2 className="section-title">Size, boot disk and restart policy</h2>
      <Formik
        initialValues={instanceSettingsValues(instance)}
        validationSchema={schema}
        onSubmit={submit}
        // the Save button sits below the fields: an error appearing as a field loses focus
        // would move it away from the pointer pressing it, so the form checks on submit
        validateOnBlur={false}
        validateOnChange={false}
      >
        {({ isSubmitting, status, errors, submitCount }) => {
          const fieldErrors = submitCount > 0 ? flattenErrors(errors) : []
          const messages = status?.submitError ? [status.submitError] : fieldErrors
          return (
            <Form noValidate className="settings-form" aria-label="Instance settings">
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
                  disabledReason: diskActionAvailability(disk.state).setBootDisk.reason,
                }))}
              />
              <RadioField<AutoRestartChoice>
                name="autoRestart"
                label="Auto-restart policy"
                orientation="vertical"
                options={autoRestartOptions}
              />
              <ErrorSummary messages={messages} />
              <AnnounceRequired messages={fieldErrors} submitCount={submitCount} />
              <ButtonGroup>
                <Button type="submit" variant="accent" isPending={isSubmitting}>
                  Save
                </Button>
              </ButtonGroup>
            </Form>
          )
        }}
      </Formik>
    </section>
  )
}
