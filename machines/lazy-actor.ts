/**
 * The app-wide actors that every page can reach (the toast queue, the confirm dialog) but no first
 * screen uses until the user acts. Each lives in a module of its own that a dynamic import splits
 * into its own chunk, so xstate stays off the first screen's path (src/import-graph.test.ts keeps it
 * so). This file imports nothing.
 *
 * The actor's module starts the actor and puts it in its box when it is evaluated, whether that
 * was a `load()`, an idle prefetch or a static import (tests, machines that send to it): from then
 * on everything is synchronous, as if the actor had always been there.
 */
export interface ActorBox<A> {
  /** The actor, once its module has been evaluated. */
  current(): A | undefined
  /** For the actor's module: hands over the started actor. */
  attach(actor: A): void
  /** Called once, when the actor is attached (useSyncExternalStore). */
  subscribe(listener: () => void): () => void
}

export function actorBox<A>(): ActorBox<A> {
  let actor: A | undefined
  const listeners = new Set<() => void>()
  return {
    current: () => actor,
    attach: (started) => {
      actor = started
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

interface Receiver<E> {
  send(event: E): void
}

export interface LazyActor<A, E> {
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

/** The way to a boxed actor for those that must not import its module (`importModule`). */
export function lazyActor<A extends Receiver<E>, E>(
  box: ActorBox<A>,
  name: string,
  importModule: () => Promise<unknown>,
): LazyActor<A, E> {
  let loading: Promise<A> | undefined
  const waiting: E[] = []
  box.subscribe(() => {
    const actor = box.current()
    for (const event of waiting.splice(0)) actor?.send(event)
  })

  const load = () => {
    const actor = box.current()
    if (actor) return Promise.resolve(actor)
    loading ??= importModule().then(
      () => {
        const loaded = box.current()
        if (!loaded) throw new Error(`The ${name} module did not attach its actor`)
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
    const actor = box.current()
    if (actor) return actor.send(event)
    waiting.push(event)
    // the events stay queued: the next send tries the import again
    load().catch((error: unknown) => console.error(`The ${name} could not be loaded`, error))
  }

  return {
    load,
    send,
    sendIfAsked: (event) => {
      if (box.current() || waiting.length > 0) send(event)
    },
  }
}
