// @vitest-environment node
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type AnyStateMachine, createMachine, StateMachine } from 'xstate'
import { instanceMachine } from '~/machines/instance.machine'
import {
  activeStateIds,
  availableTransitions,
  diagramModel,
  EVENTLESS,
  formatStateValue,
} from './diagram-model'

/**
 * Every machine of machines/*.machine.ts, found by reading the directory: a machine added there
 * is checked without touching this test.
 */
const machinesDir = path.resolve(__dirname, '../../machines')
const machineFiles = readdirSync(machinesDir).filter((name) => name.endsWith('.machine.ts'))
const machines: [string, AnyStateMachine][] = []
for (const file of machineFiles) {
  const module: Record<string, unknown> = await import(path.join(machinesDir, file))
  for (const [name, value] of Object.entries(module)) {
    if (value instanceof StateMachine) machines.push([`${file} ${name}`, value as AnyStateMachine])
  }
}

interface StateConfig {
  id?: string
  states?: Record<string, StateConfig>
  on?: Record<string, unknown>
  always?: unknown
  after?: Record<string, unknown>
  onDone?: unknown
  invoke?: unknown
}

const toArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

const hasTarget = (transition: unknown) =>
  typeof transition === 'string' ||
  (typeof transition === 'object' &&
    transition !== null &&
    'target' in transition &&
    transition.target !== undefined)

/**
 * What the machine's config (as written, not as xstate resolved it) declares, state by state:
 * each transition as its event, with `→` when it names a target. A second reading, independent
 * of `machine.root`, that the model must match.
 */
function declared(machine: AnyStateMachine) {
  const byPath = new Map<string, string[]>()
  const visit = (config: StateConfig, path: string[]) => {
    const id = config.id ?? [machine.id, ...path].join('.')
    const entries: [string, unknown][] = []
    for (const [event, transitions] of Object.entries(config.on ?? {})) {
      for (const t of toArray(transitions)) entries.push([event, t])
    }
    for (const t of toArray(config.always)) entries.push([EVENTLESS, t])
    for (const [delay, transitions] of Object.entries(config.after ?? {})) {
      for (const t of toArray(transitions)) entries.push([`xstate.after.${delay}.${id}`, t])
    }
    for (const t of toArray(config.onDone)) entries.push([`xstate.done.state.${id}`, t])
    for (const [index, invoke] of (toArray(config.invoke) as Record<string, unknown>[]).entries()) {
      // an invoke without an id gets xstate's `<index>.<state id>`
      const invokeId = invoke.id ?? `${index}.${id}`
      for (const [key, prefix] of [
        ['onDone', 'xstate.done.actor'],
        ['onError', 'xstate.error.actor'],
        ['onSnapshot', 'xstate.snapshot'],
      ]) {
        for (const t of toArray(invoke[key])) entries.push([`${prefix}.${invokeId}`, t])
      }
    }
    byPath.set(
      path.join('.'),
      entries.map(([event, t]) => `${event}${hasTarget(t) ? ' →' : ''}`).sort(),
    )
    for (const [key, child] of Object.entries(config.states ?? {})) visit(child, [...path, key])
  }
  visit(machine.config as StateConfig, [])
  return byPath
}

/** The same reading of the diagram model. */
function modelled(machine: AnyStateMachine) {
  const model = diagramModel(machine)
  const pathOf = new Map(model.states.map((state) => [state.id, state.path.join('.')]))
  const byPath = new Map(model.states.map((state) => [state.path.join('.'), [] as string[]]))
  for (const t of model.transitions) {
    byPath
      .get(pathOf.get(t.sourceId) as string)
      ?.push(`${t.event}${t.targetIds.length > 0 ? ' →' : ''}`)
  }
  for (const events of byPath.values()) events.sort()
  return byPath
}

describe('diagramModel', () => {
  it('finds the machines', () => {
    expect(machines.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'instance.machine.ts instanceMachine',
        'disk.machine.ts diskMachine',
        'toast.machine.ts toastMachine',
        'toast.machine.ts toastTimerMachine',
        'confirm-dialog.machine.ts confirmDialogMachine',
        'device-code.machine.ts deviceCodeMachine',
        'serial-console.machine.ts serialConsoleMachine',
        'image-upload.machine.ts imageUploadMachine',
      ]),
    )
  })

  it.each(machines)('%s: every state node and every transition', (_, machine) => {
    const expected = declared(machine)
    const actual = modelled(machine)
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort())
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected))
    expect(actual.size).toBeGreaterThan(1)
  })

  it.each(machines)('%s: every target is a state of the model', (_, machine) => {
    const model = diagramModel(machine)
    const ids = new Set(model.states.map((state) => state.id))
    const targets = model.transitions.flatMap((t) => t.targetIds)
    expect(targets.filter((id) => !ids.has(id))).toEqual([])
    // each compound state names the child it starts in
    for (const state of model.states.filter((s) => s.type === 'compound')) {
      expect(model.states.filter((s) => s.parentId === state.id && s.initial)).toHaveLength(1)
    }
  })

  it('names guards: by name, by type with params, an inline function by its name', () => {
    function isReady() {
      return true
    }
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          on: {
            go: [
              { guard: 'named', target: 'b' },
              { guard: { type: 'withParams', params: { n: 1 } }, target: 'b' },
              { guard: isReady, target: 'b' },
              { target: 'b' },
            ],
          },
        },
        b: { always: { target: 'a' } },
      },
    })
    expect(diagramModel(machine).transitions.map((t) => [t.event, t.guard])).toEqual([
      ['go', 'named'],
      ['go', 'withParams'],
      ['go', 'isReady'],
      ['go', undefined],
      [EVENTLESS, undefined],
    ])
  })
})

describe('activeStateIds and formatStateValue', () => {
  const machine = createMachine({
    id: 'console',
    initial: 'session',
    states: {
      session: { initial: 'connecting', states: { connecting: {}, connected: {} } },
      closed: {},
    },
  })
  const model = diagramModel(machine)

  it.each([
    ['closed', ['console', 'console.closed'], 'closed'],
    [
      { session: 'connected' },
      ['console', 'console.session', 'console.session.connected'],
      'session.connected',
    ],
    [undefined, ['console'], '—'],
  ])('%j → %j, %s', (value, ids, text) => {
    expect([...activeStateIds(model, value)].sort()).toEqual(ids)
    expect(formatStateValue(value)).toBe(text)
  })
})

describe('availableTransitions', () => {
  it('lists what can leave the current state once per event and guard, with every target', () => {
    const model = diagramModel(instanceMachine)
    const leaving = availableTransitions(model, activeStateIds(model, 'running'))
    const line = (event: string) => leaving.find((t) => t.event === event)
    expect(line('instance.stop')).toEqual({
      event: 'instance.stop',
      guard: 'actionAllowed',
      targetIds: ['instance.stopping'],
    })
    // from the machine itself: to any run state, one line
    expect(line('instance.sync')?.targetIds).toHaveLength(10)
    expect(line('instance.resize')?.targetIds).toEqual([])
    expect(new Set(leaving.map((t) => `${t.event} ${t.guard}`)).size).toBe(leaving.length)
  })
})
