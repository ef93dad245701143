/**
 * The instance Settings tab's values, rules and request. CPUs and memory follow the new-instance
 * form's limits (`cpuRules`, `memoryRules`); the request is the contract's InstanceUpdate, which
 * replaces every setting, so what the tab does not show is in the values too, unseen: the save
 * sends it as the server has it right then (save-changes.ts).
 */
import { boolean, mixed, object, string } from 'yup'
import { GiB } from '@/util/units'
import type { Instance, InstanceCpuPlatform, InstanceUpdate } from '~/store/api'
import {
  type AutoRestartChoice,
  autoRestartOptions,
  cpuRules,
  memoryRules,
  ruledNumber,
} from './instance-create-schema'

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

type InstanceSettings = Pick<
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

/**
 * The rules apply to a size the user changes: an instance made through the API may have memory
 * that is no whole number of GiB, and that must not block changing its other settings.
 */
export function instanceSettingsSchema(instance: InstanceSettings) {
  const current = instanceSettingsValues(instance)
  return object({
    ncpus: ruledNumber('CPUs', cpuRules, (value) => value !== current.ncpus),
    memory: ruledNumber('Memory', memoryRules, (value) => value !== current.memory),
    bootDisk: string(),
    autoRestart: mixed<AutoRestartChoice>()
      .oneOf(autoRestartOptions.map((option) => option.value))
      .required(),
    cpuPlatform: mixed<InstanceCpuPlatform>().nullable().defined(),
    enableJumboFrames: boolean().required(),
  })
}

export const instanceSettingsBody = (values: InstanceSettingsValues): InstanceUpdate => ({
  ncpus: values.ncpus,
  memory: values.memory * GiB,
  bootDisk: values.bootDisk || null,
  autoRestartPolicy: values.autoRestart === 'default' ? null : values.autoRestart,
  cpuPlatform: values.cpuPlatform,
  enableJumboFrames: values.enableJumboFrames,
})

/** The labels of the settings' fields, for the message naming one someone else changed. */
export const instanceSettingsLabels = {
  ncpus: 'CPUs',
  memory: 'Memory',
  bootDisk: 'Boot disk',
  autoRestart: 'Auto-restart policy',
  cpuPlatform: 'CPU platform',
  enableJumboFrames: 'Jumbo frames',
}
