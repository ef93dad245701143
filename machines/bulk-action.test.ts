// @vitest-environment node
import type { InstanceState } from '~/store/api'
import {
  type BulkPlan,
  bulkActionLabel,
  bulkDisabledReason,
  planBulkAction,
  skippedByReason,
} from './bulk-action'
import { diskRules, diskStates } from './disk-rules'
import { type InstanceAction, instanceRules, instanceRunStates } from './instance-rules'

/** A selected row named after its state, as the seeds name theirs ('state-stopped'). */
const row = (runState: InstanceState) => ({ name: `state-${runState}`, runState })
type Row = ReturnType<typeof row>

const plan = (action: InstanceAction, states: readonly InstanceState[]) =>
  planBulkAction(instanceRules, action, states.map(row), (selected) => selected.runState)

const names = (rows: readonly Row[]) => rows.map((selected) => selected.name)

const NOTHING_SELECTED = 'Select instances first'
const START = 'Only stopped or failed instances can be started'
const STOP = 'Only running, starting, rebooting or failed instances can be stopped'
const DELETE = 'Only stopped or failed instances can be deleted'

describe('planBulkAction over the instance rules (SPEC §4): mixed selections', () => {
  test.each<
    [
      InstanceAction,
      InstanceState[],
      { acted: string[]; skipped: [string, string][]; label: string; disabled?: string },
    ]
  >([
    [
      'stop',
      ['running', 'stopped'],
      {
        acted: ['state-running'],
        skipped: [['state-stopped', STOP]],
        label: 'Stop 1 of 2 selected',
      },
    ],
    [
      'start',
      ['running', 'stopped'],
      {
        acted: ['state-stopped'],
        skipped: [['state-running', START]],
        label: 'Start 1 of 2 selected',
      },
    ],
    [
      'delete',
      ['running', 'stopped'],
      {
        acted: ['state-stopped'],
        skipped: [['state-running', DELETE]],
        label: 'Delete 1 of 2 selected',
      },
    ],
    [
      'start',
      ['stopped', 'failed'],
      { acted: ['state-stopped', 'state-failed'], skipped: [], label: 'Start selected' },
    ],
    [
      'stop',
      ['running', 'starting', 'stopped', 'rebooting', 'failed'],
      {
        acted: ['state-running', 'state-starting', 'state-rebooting', 'state-failed'],
        skipped: [['state-stopped', STOP]],
        label: 'Stop 4 of 5 selected',
      },
    ],
    [
      'start',
      ['running', 'stopping'],
      {
        acted: [],
        skipped: [
          ['state-running', START],
          ['state-stopping', START],
        ],
        label: 'Start selected',
        disabled: START,
      },
    ],
    ['stop', [], { acted: [], skipped: [], label: 'Stop selected', disabled: NOTHING_SELECTED }],
  ])('%s of %j', (action, states, expected) => {
    const result = plan(action, states)
    expect(names(result.targets)).toEqual(expected.acted)
    expect(result.skipped.map(({ row, reason }) => [row.name, reason])).toEqual(expected.skipped)
    expect(result.selectedCount).toBe(states.length)
    const label = `${action[0].toUpperCase()}${action.slice(1)}`
    expect(bulkActionLabel(label, result)).toBe(expected.label)
    expect(bulkDisabledReason(result, NOTHING_SELECTED)).toBe(expected.disabled)
  })
})

describe('planBulkAction: every action of a rule table over a selection of every state', () => {
  test.each(instanceRules.actions)('instance %s acts on exactly its states', (action) => {
    const result = plan(action, instanceRunStates)
    const allowed = instanceRules.rules[action].states
    expect(result.targets.map((selected) => selected.runState).sort()).toEqual([...allowed].sort())
    expect(result.skipped).toHaveLength(instanceRunStates.length - allowed.length)
    for (const skipped of result.skipped) {
      expect(skipped.reason).toBe(instanceRules.rules[action].reason)
    }
    expect(bulkActionLabel('Act', result)).toBe(
      `Act ${allowed.length} of ${instanceRunStates.length} selected`,
    )
    expect(bulkDisabledReason(result, NOTHING_SELECTED)).toBeUndefined()
  })

  test.each(diskRules.actions)('disk %s acts on exactly its states', (action) => {
    const result = planBulkAction(diskRules, action, diskStates, (state) => state)
    expect([...result.targets].sort()).toEqual([...diskRules.rules[action].states].sort())
    expect(result.skipped.map((skipped) => skipped.reason)).toEqual(
      Array(diskStates.length - diskRules.rules[action].states.length).fill(
        diskRules.rules[action].reason,
      ),
    )
  })
})

describe('skippedByReason', () => {
  test('groups the skipped rows by reason, each reason where it first occurs', () => {
    const mixed: BulkPlan<string> = {
      selectedCount: 4,
      targets: [],
      skipped: [
        { row: 'a', reason: 'first' },
        { row: 'b', reason: 'second' },
        { row: 'c', reason: 'first' },
        { row: 'd', reason: 'second' },
      ],
    }
    expect(skippedByReason(mixed)).toEqual([
      { reason: 'first', rows: ['a', 'c'] },
      { reason: 'second', rows: ['b', 'd'] },
    ])
    expect(bulkDisabledReason(mixed, NOTHING_SELECTED)).toBe('first; second')
  })
})
