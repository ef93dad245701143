/**
 * Each instance's serial history for as long as this tab lives (issue 49: "everything this tab
 * has seen", across reboots and back and forth between the instance's pages): in memory only,
 * never on the device (docs/architecture.md, "What is kept": a serial console's output is not).
 * The console session appends to it; the history pane renders it.
 */
import { emptyHistory, type SerialHistory } from './serial-history'

export interface HistoryStore {
  get(): SerialHistory
  update(change: (history: SerialHistory) => SerialHistory): void
  subscribe(listener: () => void): () => void
}

function createHistoryStore(): HistoryStore {
  let history = emptyHistory()
  const listeners = new Set<() => void>()
  return {
    get: () => history,
    update(change) {
      const next = change(history)
      if (next === history) return
      history = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const stores = new Map<string, HistoryStore>()

/** The history of the instance with this id, made on first use. */
export function historyOf(instanceId: string) {
  let store = stores.get(instanceId)
  if (!store) {
    store = createHistoryStore()
    stores.set(instanceId, store)
  }
  return store
}
