/**
 * A machine's statechart as data, read from the machine's own definition (`machine.root`, its
 * state nodes and their transitions; DESIGN "Machines"): what the inspector draws and what its
 * text alternative reads. Nothing here is a copy of a machine; a state or transition added to a
 * machine shows up by itself.
 */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'

export interface DiagramState {
  /** The state node's id (`instance.running`): unique in its machine. */
  id: string
  /** Its key in its parent (`running`); the machine's id for the root. */
  key: string
  /** The keys from the root down (`['session', 'connected']`); empty for the root. */
  path: string[]
  parentId?: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** Whether its parent enters it first. */
  initial: boolean
}

export interface DiagramTransition {
  /** Unique in the model: the source's id, the event and the transition's place among them. */
  id: string
  sourceId: string
  /** The states it leads to; empty for a transition that runs actions and stays. */
  targetIds: string[]
  /** The event it takes, as the machine names it; `always` for an eventless transition. */
  event: string
  /** The guard's name (`actionAllowed`), if it has one. */
  guard?: string
}

export interface DiagramModel {
  machineId: string
  rootId: string
  states: DiagramState[]
  transitions: DiagramTransition[]
}

/** The label xstate gives no name to: transitions taken as soon as their guard allows. */
export const EVENTLESS = 'always'

/** A guard by name: a named guard, a parameterized one's type, or an inline function's name. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'inline guard'
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return 'guard'
}

export function diagramModel(machine: AnyStateMachine): DiagramModel {
  const states: DiagramState[] = []
  const transitions: DiagramTransition[] = []
  const visit = (node: AnyStateNode, parent: AnyStateNode | undefined) => {
    states.push({
      id: node.id,
      key: node.key,
      path: node.path,
      parentId: parent?.id,
      type: node.type,
      initial: parent?.initial?.target.includes(node) ?? false,
    })
    const own = [...node.transitions.values()].flat().concat(node.always ?? [])
    own.forEach((transition, index) => {
      const event = transition.eventType || EVENTLESS
      transitions.push({
        id: `${node.id}:${event}:${index}`,
        sourceId: node.id,
        targetIds: (transition.target ?? []).map((target) => target.id),
        event,
        guard: guardName(transition.guard),
      })
    })
    for (const child of Object.values(node.states)) visit(child, node)
  }
  visit(machine.root, undefined)
  return { machineId: machine.id, rootId: machine.root.id, states, transitions }
}

/** The states a snapshot's value is in: the root and every state on the value's paths. */
export function activeStateIds(model: DiagramModel, value: StateValue | undefined): Set<string> {
  const active = new Set<string>([model.rootId])
  if (value === undefined) return active
  const byPath = new Map(model.states.map((state) => [state.path.join('\u0000'), state.id]))
  const walk = (path: string[], value: StateValue) => {
    const entries =
      typeof value === 'string' ? [[value, undefined] as const] : Object.entries(value)
    for (const [key, below] of entries) {
      const here = [...path, key]
      const id = byPath.get(here.join('\u0000'))
      if (id) active.add(id)
      if (below !== undefined) walk(here, below)
    }
  }
  walk([], value)
  return active
}

/** A state value as one line: `stopping`, `session.connected`. */
export function formatStateValue(value: StateValue | undefined): string {
  if (value === undefined) return '—'
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, below]) =>
      below !== undefined && (typeof below === 'string' || Object.keys(below).length > 0)
        ? `${key}.${formatStateValue(below)}`
        : key,
    )
    .join(', ')
}

export interface AvailableTransition {
  event: string
  guard?: string
  /** Every state it may lead to; empty when it stays. */
  targetIds: string[]
}

/**
 * The transitions that can be taken from the current states (those of the active states and
 * their ancestors), one per event and guard with all the states it may lead to (the instance's
 * `instance.sync [syncsTo]` leads to any run state): the chart's text alternative.
 */
export function availableTransitions(
  model: DiagramModel,
  active: Set<string>,
): AvailableTransition[] {
  const byEvent = new Map<string, AvailableTransition>()
  for (const transition of model.transitions) {
    if (!active.has(transition.sourceId)) continue
    const key = `${transition.event}\u0000${transition.guard ?? ''}`
    const entry = byEvent.get(key) ?? {
      event: transition.event,
      guard: transition.guard,
      targetIds: [],
    }
    for (const id of transition.targetIds) {
      if (!entry.targetIds.includes(id)) entry.targetIds.push(id)
    }
    byEvent.set(key, entry)
  }
  return [...byEvent.values()]
}
