// @vitest-environment node
import { diskMachine, diskRequestNames } from '~/machines/disk.machine'
import { diskRules, diskStates } from '~/machines/disk-rules'
import { instanceSnapshot } from '~/machines/instance.machine'
import { instanceRules, instanceRunStates } from '~/machines/instance-rules'
import { decisionInWords, ruleDecision } from './rule-decision'

/** Every row of both tables, in every state: the decision is the table's, and the machine's. */
const instanceCases = instanceRules.actions.flatMap((action) =>
  instanceRunStates.map((state) => [action, state] as const),
)
// the disk machine takes the actions it drives; attach and set as boot disk are not its events
const diskCases = diskRequestNames.flatMap((action) =>
  diskStates.map((state) => [action, state] as const),
)

describe('ruleDecision', () => {
  it.each(instanceCases)('instance.%s in %s: the row of instance-rules.ts', (action, state) => {
    const decision = ruleDecision('instance', `instance.${action}`, state)
    const machineAllows = instanceSnapshot({
      id: 'i',
      name: 'db1',
      runState: state,
      autoRestartEnabled: false,
    }).can({ type: `instance.${action}` })
    expect(decision).toEqual({
      subject: 'instance',
      action,
      allowed: machineAllows,
      rule: instanceRules.rules[action],
    })
    expect(decision?.rule.source).toEqual(
      action.endsWith('ExternalIp')
        ? expect.stringMatching(/^server behaviour/)
        : 'SPEC §4 Instance run states',
    )
  })

  it.each(diskCases)('disk.%s in %s: the row of disk-rules.ts', (action, state) => {
    const decision = ruleDecision('disk', `disk.${action}`, state)
    const snapshot = diskMachine.resolveState({
      value: state,
      context: { instance: null, name: 'pg-data', project: 'p', reported: state, pending: [] },
    })
    expect(decision).toEqual({
      subject: 'disk',
      action,
      allowed: snapshot.can({ type: `disk.${action}`, instance: 'db1' } as never),
      rule: diskRules.rules[action],
    })
    expect(decision?.rule.source).toBe('SPEC §4 Disk states')
  })

  it.each([
    ['instance', 'instance.sync', 'running'],
    ['disk', 'disk.settle', 'attaching'],
    ['toasts', 'toast.add', 'empty'],
    [undefined, 'xstate.init', undefined],
    ['instance', 'instance.stop', undefined],
  ] as const)('%s, %s in %s: no row decides it', (machine, event, state) => {
    expect(ruleDecision(machine, event, state)).toBeUndefined()
  })
})

describe('decisionInWords', () => {
  it.each([
    [
      'instance.stop',
      'running',
      {
        verdict: 'Allowed',
        text: 'To stop, the instance must be running, starting, rebooting or failed; it was running.',
        reference: 'Rule from SPEC §4 Instance run states',
      },
    ],
    [
      'instance.reboot',
      'stopped',
      {
        verdict: 'Refused',
        text: `To reboot, the instance must be running; it was stopped. ${instanceRules.rules.reboot.reason}`,
        reference: 'Rule from SPEC §4 Instance run states',
      },
    ],
    [
      'instance.updateBootDisk',
      'running',
      {
        verdict: 'Refused',
        text: `To update boot disk, the instance must be stopped, failed or creating; it was running. ${instanceRules.rules.updateBootDisk.reason}`,
        reference: 'Rule from SPEC §4 Instance run states',
      },
    ],
  ])('%s in %s', (event, state, words) => {
    const decision = ruleDecision(event.split('.')[0], event, state)
    expect(decision && decisionInWords(decision, state)).toEqual(words)
  })
})
