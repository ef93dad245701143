/**
 * The instance Settings tab's rules. CPUs and memory follow the new-instance form's limits
 * (`cpuRules`, `memoryRules`); the values and the request they make are the resource's
 * (src/resources/instance-settings.ts).
 */
import { boolean, mixed, object, string } from 'yup'
import { type InstanceSettings, instanceSettingsValues } from '@/resources/instance-settings'
import type { InstanceCpuPlatform } from '~/store/api'
import {
  type AutoRestartChoice,
  autoRestartOptions,
  cpuRules,
  memoryRules,
  ruledNumber,
} from './instance-create-schema'

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
