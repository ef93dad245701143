// @vitest-environment node
import type { ValidationError } from 'yup'
import {
  type InstanceSettingsValues,
  instanceSettingsBody,
  instanceSettingsValues,
} from '@/resources/instance-settings'
import { GiB } from '@/util/units'
import { hostileValues } from '~/specs/helpers/hostile-input'
import { instanceMessages } from './instance-create-schema'
import { instanceSettingsSchema } from './instance-settings-schema'

const instance = {
  ncpus: 8,
  memory: 32 * GiB,
  bootDiskId: 'disk-1',
  autoRestartPolicy: null,
  cpuPlatform: 'amd_milan' as const,
  enableJumboFrames: true,
}

function errorsOf(patch: Partial<InstanceSettingsValues>, of = instance): string[] {
  try {
    instanceSettingsSchema(of).validateSync(
      { ...instanceSettingsValues(of), ...patch },
      { abortEarly: false },
    )
    return []
  } catch (error) {
    return (error as ValidationError).errors
  }
}

describe('instance settings schema (the new-instance form’s CPU and memory limits)', () => {
  it('takes the instance as it is', () => {
    expect(instanceSettingsValues(instance)).toEqual({
      ncpus: 8,
      memory: 32,
      bootDisk: 'disk-1',
      autoRestart: 'default',
      cpuPlatform: 'amd_milan',
      enableJumboFrames: true,
    })
    expect(errorsOf({})).toEqual([])
  })

  it.each<[string, Partial<InstanceSettingsValues>, string[]]>([
    ['empty CPUs', { ncpus: Number.NaN }, ['CPUs is required']],
    ['0 CPUs', { ncpus: 0 }, [instanceMessages.cpuMin]],
    ['65 CPUs', { ncpus: 65 }, [instanceMessages.cpuMax]],
    ['1.5 CPUs', { ncpus: 1.5 }, [instanceMessages.cpuWhole]],
    ['empty memory', { memory: Number.NaN }, ['Memory is required']],
    ['0 GiB', { memory: 0 }, [instanceMessages.memoryMin]],
    ['1537 GiB', { memory: 1537 }, [instanceMessages.memoryMax]],
    ['2.5 GiB', { memory: 2.5 }, [instanceMessages.memoryWhole]],
    [
      'both out of range',
      { ncpus: 0, memory: 0 },
      [instanceMessages.cpuMin, instanceMessages.memoryMin],
    ],
    ['64 CPUs and 1536 GiB', { ncpus: 64, memory: 1536 }, []],
  ])('%s', (_case, patch, messages) => {
    expect(errorsOf(patch)).toEqual(messages)
  })

  it.each([
    ...hostileValues('vcpus', 'CPUs').map((row) => ({ field: 'ncpus', ...row })),
    ...hostileValues('memory', 'Memory').map((row) => ({ field: 'memory', ...row })),
  ])('hostile input, $field, $why: $message', ({ field, value, message }) => {
    // formik shows a field's first problem
    expect(errorsOf({ [field]: value === '' ? Number.NaN : Number(value) })[0]).toBe(message)
  })

  it('leaves an unchanged size alone, even one the form could not enter', () => {
    const odd = { ...instance, memory: 1.5 * GiB }
    expect(errorsOf({ autoRestart: 'never' }, odd)).toEqual([])
    expect(errorsOf({ memory: 2.5 }, odd)).toEqual([instanceMessages.memoryWhole])
  })

  it.each<[string, Partial<InstanceSettingsValues>, Record<string, unknown>]>([
    ['unchanged', {}, { ncpus: 8, memory: 32 * GiB, bootDisk: 'disk-1', autoRestartPolicy: null }],
    ['resized', { ncpus: 4, memory: 16 }, { ncpus: 4, memory: 16 * GiB }],
    ['no boot disk', { bootDisk: '' }, { bootDisk: null }],
    ['another boot disk', { bootDisk: 'disk-2' }, { bootDisk: 'disk-2' }],
    ['never restarted', { autoRestart: 'never' }, { autoRestartPolicy: 'never' }],
    ['best effort', { autoRestart: 'best_effort' }, { autoRestartPolicy: 'best_effort' }],
  ])('sends %s, keeping what the tab does not show', (_case, patch, expected) => {
    const body = instanceSettingsBody({ ...instanceSettingsValues(instance), ...patch })
    expect(body).toMatchObject({ ...expected, cpuPlatform: 'amd_milan', enableJumboFrames: true })
  })
})
