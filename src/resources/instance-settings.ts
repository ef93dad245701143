/**
 * The instance's settings as the Settings tab edits them and the request they make: the
 * contract's InstanceUpdate, which replaces every setting, so what the tab does not show is in
 * the values too, unseen, and each write sends it as the server has it right then (read fresh:
 * save-changes.ts). Also the Storage tab's Set as boot disk, one setting changed on its own;
 * free of the form's code (yup), which the Storage tab does not load.
 */
import { planUpdate } from '@/components/form/changed-fields'
import type { AutoRestartChoice } from '@/forms/instance-create-schema'
import { GiB } from '@/util/units'
import type { Instance, InstanceCpuPlatform, InstanceUpdate } from '~/store/api'

export interface InstanceSettingsValues {
  /** NaN while empty. */
  ncpus: number
  /** GiB; NaN while empty. */
  memory: number
  /** The boot disk's id; empty for none. */
  bootDisk: string
  autoRestart: AutoRestartChoice
  /** Not on the tab: sent back as the server has it. */
  cpuPlatform: InstanceCpuPlatform | null
  /** Not on the tab: sent back as the server has it. */
  enableJumboFrames: boolean
}

export type InstanceSettings = Pick<
  Instance,
  'ncpus' | 'memory' | 'bootDiskId' | 'autoRestartPolicy' | 'cpuPlatform' | 'enableJumboFrames'
>

export const instanceSettingsValues = (instance: InstanceSettings): InstanceSettingsValues => ({
  ncpus: instance.ncpus,
  memory: instance.memory / GiB,
  bootDisk: instance.bootDiskId ?? '',
  autoRestart: instance.autoRestartPolicy ?? 'default',
  cpuPlatform: instance.cpuPlatform ?? null,
  enableJumboFrames: instance.enableJumboFrames,
})

export const instanceSettingsBody = (values: InstanceSettingsValues): InstanceUpdate => ({
  ncpus: values.ncpus,
  memory: values.memory * GiB,
  bootDisk: values.bootDisk || null,
  autoRestartPolicy: values.autoRestart === 'default' ? null : values.autoRestart,
  cpuPlatform: values.cpuPlatform,
  enableJumboFrames: values.enableJumboFrames,
})

/**
 * One setting changed outside the tab's form (the Storage tab's Set as boot disk): the plan for
 * that change alone on top of `latest`, the instance read fresh right before the write, where
 * `opened` is the instance as the page showed it. The body (`instanceSettingsBody(plan.values)`)
 * carries the server's values for every other setting, never the cache's; the setting itself,
 * moved elsewhere by someone else meanwhile, is a conflict (changed-fields.ts).
 */
export const instanceSettingPlan = (
  opened: InstanceSettings,
  change: Partial<InstanceSettingsValues>,
  latest: InstanceSettings,
) => {
  const basis = instanceSettingsValues(opened)
  return planUpdate(basis, { ...basis, ...change }, instanceSettingsValues(latest))
}

/** The labels of the settings' fields, for the message naming one someone else changed. */
export const instanceSettingsLabels = {
  ncpus: 'CPUs',
  memory: 'Memory',
  bootDisk: 'Boot disk',
  autoRestart: 'Auto-restart policy',
  cpuPlatform: 'CPU platform',
  enableJumboFrames: 'Jumbo frames',
}
