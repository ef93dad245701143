/**
 * Where the warm start keeps its copy of the lists on the device (store/persist.ts), and the read
 * of that copy that index.html's first script starts before the console's code has arrived
 * (docs/architecture.md, Loading: warm start). The copy is one IndexedDB record per user, silo
 * and API version; a localStorage pointer names the one to start from. The script reads the
 * record the pointer names while the code arrives; the warm start takes that read in place of its
 * own, once, when it asks for the same record.
 */

export const DB_NAME = 'oxide-console'
export const OBJECT_STORE = 'warm-start'
/** localStorage: the key of the record to start from, set once a copy is written. */
export const POINTER_KEY = 'oxide-console:warm-start'
/** localStorage: 'off' when the user keeps nothing on this device (the profile page). */
export const OPT_OUT_KEY = 'oxide-console:warm-start-opt-out'

/** Opens the console's database, creating its object store on first use. */
export function openRecordDatabase(): Promise<IDBDatabase> {
  // a browser without IndexedDB (or one that refuses it) fails the read, not the caller
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(OBJECT_STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** `call` on the object store in a transaction of its own; its request's result once done. */
export async function inRecordStore<T>(
  database: Promise<IDBDatabase>,
  mode: IDBTransactionMode,
  call: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(OBJECT_STORE, mode)
    const request = call(transaction.objectStore(OBJECT_STORE))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
}

/** Where the script leaves its read for the warm start: the page's own global scope. */
export const EARLY_READ_GLOBAL = '__consoleEarlyRecordRead'

interface EarlyRead {
  key: string
  value: Promise<unknown>
}

type EarlyReadScope = { [EARLY_READ_GLOBAL]?: EarlyRead }

/**
 * index.html's first script: starts reading the record the pointer names, unless the user keeps
 * nothing on this device or no copy was written. Whether the record is this API version's and
 * this user's is the warm start's to decide, as for a read of its own. Says whether it started one.
 */
export function startEarlyRead(
  scope: object,
  local: Pick<Storage, 'getItem'>,
  read: (key: string) => Promise<unknown>,
): boolean {
  if (local.getItem(OPT_OUT_KEY) === 'off') return false
  const key = local.getItem(POINTER_KEY)
  if (!key) return false
  const value = read(key)
  // taken by the warm start, which reports a failed read, or never: no unhandled rejection
  value.catch(() => undefined)
  ;(scope as EarlyReadScope)[EARLY_READ_GLOBAL] = { key, value }
  return true
}

/** The script's read of `key`, once; none when it read another record, or none at all. */
export function takeEarlyRead(scope: object, key: string): Promise<unknown> | undefined {
  const early = (scope as EarlyReadScope)[EARLY_READ_GLOBAL]
  if (!early) return undefined
  // a later read asks the database: the record may have been written since
  delete (scope as EarlyReadScope)[EARLY_READ_GLOBAL]
  return early.key === key ? early.value : undefined
}
