// @vitest-environment node
import { GiB } from '@/util/units'
import type { InstanceUpdate } from '~/store/api'
import {
  type InstanceSettings,
  instanceSettingPlan,
  instanceSettingsBody,
} from './instance-settings'

/** The instance as the page showed it when Set as boot disk was pressed. */
const opened: InstanceSettings = {
  ncpus: 8,
  memory: 32 * GiB,
  bootDiskId: 'disk-1',
  autoRestartPolicy: null,
  cpuPlatform: 'amd_milan',
  enableJumboFrames: true,
}

/** The body that sets disk-2 as the boot disk of the instance as the page showed it. */
const sent: InstanceUpdate = {
  ncpus: 8,
  memory: 32 * GiB,
  bootDisk: 'disk-2',
  autoRestartPolicy: null,
  cpuPlatform: 'amd_milan',
  enableJumboFrames: true,
}

describe('Set as boot disk: the boot disk alone, on top of the instance read fresh', () => {
  it.each<[string, Partial<InstanceSettings>, InstanceUpdate]>([
    ['nothing changed since', {}, sent],
    [
      'CPUs and memory someone else changed',
      { ncpus: 4, memory: 16 * GiB },
      { ...sent, ncpus: 4, memory: 16 * GiB },
    ],
    [
      'an auto-restart policy someone else set',
      { autoRestartPolicy: 'never' },
      { ...sent, autoRestartPolicy: 'never' },
    ],
    ['a policy someone else unset', { autoRestartPolicy: null }, sent],
    [
      'the CPU platform and jumbo frames someone else changed',
      { cpuPlatform: null, enableJumboFrames: false },
      { ...sent, cpuPlatform: null, enableJumboFrames: false },
    ],
  ])('%s: sends the server’s values with the new boot disk', (_case, moved, body) => {
    const plan = instanceSettingPlan(opened, { bootDisk: 'disk-2' }, { ...opened, ...moved })
    expect(plan.kind).toBe('send')
    if (plan.kind !== 'send') return
    expect(instanceSettingsBody(plan.values)).toEqual(body)
    expect(plan.changes).toEqual({ bootDisk: 'disk-2' })
  })

  it('sends nothing when the server already boots from that disk', () => {
    const plan = instanceSettingPlan(
      opened,
      { bootDisk: 'disk-2' },
      { ...opened, bootDiskId: 'disk-2' },
    )
    expect(plan.kind).toBe('unchanged')
  })

  it.each([
    ['another disk', 'disk-3', 'disk-3'],
    ['none', null, ''],
  ])('names a boot disk someone else changed to %s, and sends nothing', (_case, theirs, shown) => {
    const plan = instanceSettingPlan(
      opened,
      { bootDisk: 'disk-2' },
      { ...opened, bootDiskId: theirs },
    )
    expect(plan).toEqual({ kind: 'conflict', conflicts: [{ field: 'bootDisk', theirs: shown }] })
  })
})
