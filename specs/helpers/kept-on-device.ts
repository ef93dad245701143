import { browser } from '@wdio/globals'

/**
 * Everything the page keeps on the device, as one text: the URL, localStorage's and
 * sessionStorage's keys and values, every IndexedDB database's records and, with `document`,
 * the page itself. A secret must be in none of it (the project's rule: shown once at most, never
 * written anywhere on the device).
 */
export const keptOnDevice = ({ document: withDocument = false } = {}) =>
  browser.execute(async (withDocument) => {
    const kept: string[] = [location.href]
    if (withDocument) kept.push(document.documentElement.outerHTML)
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? ''
        kept.push(key, storage.getItem(key) ?? '')
      }
    }
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => resolve(asked.result)
        asked.onerror = () => reject(asked.error)
      })
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await request(indexedDB.open(name))
      for (const store of Array.from(db.objectStoreNames)) {
        kept.push(JSON.stringify(await request(db.transaction(store).objectStore(store).getAll())))
      }
      db.close()
    }
    return kept.join('\n')
  }, withDocument)
