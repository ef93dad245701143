/**
 * What the inspector knows, built from xstate's inspection events (`@xstate.actor` when an actor
 * is created, `@xstate.snapshot` after each event it processed): every actor, what it drives, its
 * state, and the log of its events with the state before and after each. Plain data the panel
 * reads; it never sends anything to an actor.
 */
import {
  type ActorRefLike,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
  StateMachine,
  type StateValue,
} from 'xstate'
import { actorName, groupOf } from './actor-names'
import { type RuleDecision, ruleDecision } from './rule-decision'

/** Entries kept per actor; the oldest go first (a long session's toasts, say). */
export const MAX_LOG_ENTRIES = 500

export interface LogEntry {
  /** Unique in the store, in the order the events were processed. */
  seq: number
  time: Date
  event: AnyEventObject
  before?: StateValue
  after?: StateValue
  /** The snapshot's status after the event: `stopped` for the event that stopped the actor. */
  status: string
  /** The rule-table row that decided an action event (instances and disks). */
  rule?: RuleDecision
}

export interface InspectedActor {
  sessionId: string
  /** The actor's own id (`x:3`, `toast-1`, `stop`). */
  actorId: string
  machine?: AnyStateMachine
  parentSessionId?: string
  name: string
  group: string
  /** Set by its first snapshot: an actor created but never started is not listed. */
  started: boolean
  /** `active` while it runs; `done`, `error` or `stopped` after. */
  status: string
  value?: StateValue
  context?: unknown
  log: LogEntry[]
}

/** The parts of xstate's actor the inspector reads beyond `ActorRefLike`. */
interface ActorInternals {
  id?: string
  logic?: unknown
  _parent?: ActorRefLike
}

const internals = (ref: ActorRefLike) => ref as ActorRefLike & ActorInternals

const snapshotField = (snapshot: unknown, key: 'value' | 'context' | 'status'): unknown =>
  typeof snapshot === 'object' && snapshot !== null && key in snapshot
    ? (snapshot as Record<string, unknown>)[key]
    : undefined

export class InspectionStore {
  /** In the order the actors were created. */
  readonly actors = new Map<string, InspectedActor>()
  private version = 0
  private seq = 0
  private readonly listeners = new Set<() => void>()
  private notifying = false

  readonly receive = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') this.actorOf(event.actorRef)
    else if (event.type === '@xstate.snapshot')
      this.record(event.actorRef, event.event, event.snapshot)
    else return
    this.changed()
  }

  /** Forgets the actors that have stopped (or finished), and their logs. */
  clearStopped() {
    for (const [id, actor] of this.actors) if (actor.status !== 'active') this.actors.delete(id)
    this.changed()
  }

  /** The actors to list: those that have started. */
  listed(): InspectedActor[] {
    return [...this.actors.values()].filter((actor) => actor.started)
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  getVersion = () => this.version

  private actorOf(ref: ActorRefLike): InspectedActor {
    const known = this.actors.get(ref.sessionId)
    if (known) return known
    const { id, logic, _parent } = internals(ref)
    const machine = logic instanceof StateMachine ? (logic as AnyStateMachine) : undefined
    const actor: InspectedActor = {
      sessionId: ref.sessionId,
      actorId: id ?? ref.sessionId,
      machine,
      parentSessionId: _parent?.sessionId,
      name: id ?? ref.sessionId,
      group: groupOf(machine?.id),
      started: false,
      status: 'active',
      log: [],
    }
    this.actors.set(ref.sessionId, actor)
    return actor
  }

  private record(ref: ActorRefLike, event: AnyEventObject, snapshot: unknown) {
    const actor = this.actorOf(ref)
    const after = snapshotField(snapshot, 'value') as StateValue | undefined
    const status = String(snapshotField(snapshot, 'status') ?? 'active')
    const before = actor.value
    actor.started = true
    actor.value = after
    actor.context = snapshotField(snapshot, 'context')
    // named while it runs: a stopped toast's timer keeps the toast's words, gone from its parent
    if (status === 'active' || !actor.log.length) actor.name = this.nameOf(actor)
    actor.status = status
    // a child is named from its parent's context too (a toast's words), which the parent's
    // snapshot brings after the child has started
    for (const child of this.actors.values()) {
      if (child.parentSessionId === actor.sessionId && child.status === 'active') {
        child.name = this.nameOf(child)
      }
    }
    actor.log.push({
      seq: this.seq++,
      time: new Date(),
      event,
      before,
      after,
      status,
      rule: ruleDecision(actor.machine?.id, event.type, before),
    })
    if (actor.log.length > MAX_LOG_ENTRIES) actor.log.shift()
  }

  private nameOf(actor: InspectedActor) {
    const parent = actor.parentSessionId ? this.actors.get(actor.parentSessionId) : undefined
    return actorName({
      machineId: actor.machine?.id,
      actorId: actor.actorId,
      context: actor.context,
      parentName: parent?.name,
      parentContext: parent?.context,
    })
  }

  /** One notification per task, however many events arrived in it. */
  private changed() {
    this.version++
    if (this.notifying) return
    this.notifying = true
    queueMicrotask(() => {
      this.notifying = false
      for (const listener of this.listeners) listener()
    })
  }
}
