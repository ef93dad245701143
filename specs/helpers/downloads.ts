import { browser } from '@wdio/globals'

type WithSaved = Window & { saved?: { name: string; head: string; text: string }[] }

/**
 * From now on, each file the page saves (a link to an object URL, clicked) is recorded with its
 * first bytes and its text, instead of going to the downloads folder.
 */
export async function recordDownloads() {
  await browser.execute(() => {
    const saved: WithSaved['saved'] = []
    ;(window as WithSaved).saved = saved
    const blobs = new Map<string, Blob>()
    const create = URL.createObjectURL.bind(URL)
    URL.createObjectURL = (blob: Blob) => {
      const url = create(blob)
      blobs.set(url, blob)
      return url
    }
    HTMLAnchorElement.prototype.click = function () {
      const blob = blobs.get(this.href)
      if (!blob) return
      void blob.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer)
        saved.push({
          name: this.download,
          head: String.fromCharCode(...bytes.slice(0, 4)),
          text: new TextDecoder().decode(bytes),
        })
      })
    }
  })
}

/** The file the page saved under `name` (or the first whose name matches), once it has. */
export async function savedFile(name: string | RegExp) {
  return browser.waitUntil(
    async () =>
      (await browser.execute(() => (window as WithSaved).saved ?? [])).find((file) =>
        typeof name === 'string' ? file.name === name : name.test(file.name),
      ) ?? false,
    { timeoutMsg: `${name} was not saved` },
  )
}
