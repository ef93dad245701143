/**
 * The app-wide actors that every page can reach (the toast queue, the confirm dialog) but no first
 * screen uses until the user acts (docs/architecture.md, Machines). Each one's machine module
 * starts it and hands it over here by name (`provideActor`); everything else reaches it through
 * its `lazyActor`, which imports that module on first use: a dynamic import esbuild splits into
 * a chunk of its own, so xstate stays off the first screen's path (src/import-graph.test.ts keeps
 * it so). This file imports nothing.
 *
 * The actor is there as soon as its module has been evaluated, whether that was a `load()`, an
 * idle prefetch or a static import (tests, machines that send to it): from then on everything is
 * synchronous, as if the actor had always been there.
 */
interface Provided {
  actor?: unknown
  listeners: Set<() => void>
}

/** By name: the machine module and the facade name the actor, so neither imports the other. */
const provided = new Map<string, Provided>()

function providedAs(name: string): Provided {
  let entry = provided.get(name)
  if (!entry) {
    entry = { listeners: new Set() }
    provided.set(name, entry)
  }
  return entry
}

/** For the actor's machine module: hands over the started actor; returns it. */
export function provideActor<A>(name: string, actor: A): A {
  const entry = providedAs(name)
  entry.actor = actor
  for (const listener of entry.listeners) listener()
  return actor
}

interface Receiver<E> {
  send(event: E): void
}

export interface LazyActor<A, E> {
  /** The actor, once its module has been evaluated. */
  current(): A | undefined
  /** Calls `listener` when the actor is provided (useSyncExternalStore). */
  subscribe(listener: () => void): () => void
  /** Imports the actor's module once; resolves with the actor. A failed import can be retried. */
  load(): Promise<A>
  /** Sends now, or keeps the event, in order, for when the actor is there, and loads it. */
  send(event: E): void
  /**
   * Like `send`, for events about what was sent before (dismissing a toast): with nothing sent
   * yet there is nothing for them to act on, so they are dropped rather than loading the actor.
   */
  sendIfAsked(event: E): void
}

/** The way to the actor provided as `name`, for those that must not import its module. */
export function lazyActor<A extends Receiver<E>, E>(
  name: string,
  importModule: () => Promise<unknown>,
): LazyActor<A, E> {
  const entry = providedAs(name)
  const current = () => entry.actor as A | undefined
  const subscribe = (listener: () => void) => {
    entry.listeners.add(listener)
    return () => void entry.listeners.delete(listener)
  }
  let loading: Promise<A> | undefined
  const waiting: E[] = []
  subscribe(() => {
    const actor = current()
    for (const event of waiting.splice(0)) actor?.send(event)
  })

  const load = () => {
    const actor = current()
    if (actor) return Promise.resolve(actor)
    loading ??= importModule().then(
      () => {
        const loaded = current()
        if (!loaded) throw new Error(`The ${name} module did not provide its actor`)
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const send = (event: E) => {
    const actor = current()
    if (actor) return actor.send(event)
    waiting.push(event)
    // the events stay queued: the next send tries the import again
    load().catch((error: unknown) => console.error(`The ${name} could not be loaded`, error))
  }

  return {
    current,
    subscribe,
    load,
    send,
    sendIfAsked: (event) => {
      if (current() || waiting.length > 0) send(event)
    },
  }
}
