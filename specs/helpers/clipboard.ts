import { browser } from '@wdio/globals'

type WithCopied = Window & { copied?: string }

/** The headless browser has no clipboard permission: the page's writes are recorded instead. */
export async function recordClipboard() {
  await browser.execute(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: (text: string) => {
          ;(window as WithCopied).copied = text
          return Promise.resolve()
        },
      },
    })
  })
}

/** What the page last wrote to the clipboard (recordClipboard first). */
export const copiedText = () => browser.execute(() => (window as WithCopied).copied)
