/**
 * The instance's Settings tab: CPUs and memory (SPEC §4 "resize"), the boot disk ("update boot
 * disk") and the auto-restart policy, saved together as one InstanceUpdate: the contract's whole
 * object, so a setting the user did not change is sent as the server has it at the save, read
 * fresh, and one someone else changed meanwhile that the user changed too is named, not
 * overwritten, until a second save (save-changes.ts). Whether the run state
 * allows a resize or a boot-disk change is the instance machine's answer; a disk's own state
 * decides whether it can boot the instance. Below, the instance's affinity and anti-affinity
 * groups: it joins one only while stopped ("add to affinity group"), and leaves one any time.
 */
import { Button } from '@react-spectrum/s2/Button'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { nameColumn, textColumn } from '@/components/columns'
import { InlineForm } from '@/components/form/InlineForm'
import { NumberField } from '@/components/form/NumberField'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { LookupNotices } from '@/components/Lookup'
import { ResourceTable } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { AffinityGroupInstanceAddForm } from '@/forms/affinity-group-instance-add'
import { type AutoRestartChoice, autoRestartOptions } from '@/forms/instance-create-schema'
import { instanceSettingsSchema } from '@/forms/instance-settings-schema'
import { useCan } from '@/hooks/use-permissions'
import { queryFailure } from '@/hooks/use-resource-list'
import { type GroupRow, groupHref, groupKindColumn, groupNoun } from '@/resources/affinity-groups'
import {
  type InstanceSettingsValues,
  instanceSettingsBody,
  instanceSettingsLabels,
  instanceSettingsValues,
} from '@/resources/instance-settings'
import { FormSizeFitNote } from '@/resources/size-fit-note'
import {
  useGroupMutations,
  useInstanceGroups,
  useProjectGroups,
} from '@/resources/use-affinity-groups'
import { instanceScope } from '@/util/query-args'
import { diskRules } from '~/machines/disk-rules'
import { actionEvent } from '~/machines/instance.machine'
import { instanceRules } from '~/machines/instance-rules'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ } from '~/store/api'
import { useInstanceDiskListQuery, useInstanceUpdateMutation } from '~/store/api/instances'
import { useInstancePage } from './InstanceLayout'

export function InstanceSettingsTab() {
  const { project, instance, actor } = useInstancePage()
  const dispatch = useAppDispatch()
  const [update] = useInstanceUpdateMutation()
  const diskList = useInstanceDiskListQuery(instanceScope(project, instance.name))
  const { data: disks, isLoading } = diskList
  const canResize = useSelector(actor, (machine) => machine.can(actionEvent('resize')))
  const canUpdateBootDisk = useSelector(actor, (machine) =>
    machine.can(actionEvent('updateBootDisk')),
  )
  // its anti-affinity groups weigh where a new size fits (the Affinity section's own list)
  const { items: groups } = useInstanceGroups(project, instance.name)
  const antiAffinity = {
    project,
    groups: groups.filter((group) => group.kind === 'anti-affinity'),
  }
  const resizeReason = canResize ? undefined : instanceRules.reason('resize', instance.runState)
  const bootDiskReason = canUpdateBootDisk
    ? undefined
    : instanceRules.reason('updateBootDisk', instance.runState)

  return (
    <>
      <section aria-label="Settings">
        <h2 className="section-title">Size, boot disk and restart policy</h2>
        <InlineForm<InstanceSettingsValues>
          title="Instance settings"
          submitLabel="Save"
          requires="instance.update"
          footnote={!resizeReason && <FormSizeFitNote antiAffinity={antiAffinity} />}
          initialValues={instanceSettingsValues(instance)}
          validationSchema={instanceSettingsSchema(instance)}
          update={{
            reread: async () =>
              instanceSettingsValues(
                await dispatch(
                  api.endpoints.instanceView.initiate(
                    { project, instance: instance.name },
                    FRESH_READ,
                  ),
                ).unwrap(),
              ),
            labels: instanceSettingsLabels,
            show: (field, value) => {
              if (field === 'memory') return `${value} GiB`
              if (field === 'bootDisk') {
                return disks?.items.find((disk) => disk.id === value)?.name ?? String(value)
              }
              if (field === 'autoRestart') {
                return autoRestartOptions.find((option) => option.value === value)?.label ?? ''
              }
              return String(value)
            },
          }}
          onSubmit={async (values) => {
            await update({
              project,
              instance: instance.name,
              instanceUpdate: instanceSettingsBody(values),
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
          <LookupNotices lookups={[['disks', diskList]]} />
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
      <InstanceGroups />
    </>
  )
}

/** The instance's groups of both kinds: add (stopped only, the machine's answer) and remove. */
function InstanceGroups() {
  const { project, instance, actor } = useInstancePage()
  const { items, isLoading, error } = useInstanceGroups(project, instance.name)
  const { items: projectGroups } = useProjectGroups(project)
  const { removeMember } = useGroupMutations()
  const [adding, setAdding] = useState(false)
  const canAdd = useSelector(actor, (machine) => machine.can(actionEvent('addToAffinityGroup')))
  // the role first (docs/architecture.md, Permissions), then the instance's state
  const addReason =
    useCan()('affinity.member.add') ??
    (canAdd ? undefined : instanceRules.reason('addToAffinityGroup', instance.runState))
  // the tab's own list: a failed one is SPEC §8's page, not an empty table
  const failure = queryFailure(error)
  if (failure) throw failure
  return (
    <section aria-label="Affinity">
      <SectionHeader title="Affinity">
        <Button variant="secondary" isDisabled={Boolean(addReason)} onPress={() => setAdding(true)}>
          Add to group
        </Button>
      </SectionHeader>
      {addReason && <p>{addReason}.</p>}
      <ResourceTable<GroupRow>
        label="Affinity groups of the instance"
        items={items}
        isLoading={isLoading}
        columns={[
          nameColumn((group) => groupHref(project, group.kind, group.name)),
          groupKindColumn,
          textColumn('policy', 'Policy', (group) => group.policy),
        ]}
        empty={{
          title: 'No groups',
          body: 'This instance is in no affinity or anti-affinity group.',
        }}
        rowActions={(group) => [
          confirmedAction({
            id: 'remove',
            label: 'Remove',
            title: 'Remove from group',
            content: `Are you sure you want to remove ${instance.name} from the ${groupNoun(group.kind)} ${group.name}?`,
            actionLabel: 'Remove',
            errorTitle: 'Could not remove from group',
            run: () => removeMember(group.kind, project, group.name, instance.name),
            success: `${instance.name} removed from ${group.name}`,
            requires: 'affinity.member.remove',
          }),
        ]}
      />
      {adding && (
        <AffinityGroupInstanceAddForm
          project={project}
          instance={instance.name}
          groups={projectGroups}
          joined={items}
          onDismiss={() => setAdding(false)}
        />
      )}
    </section>
  )
}
