import { browser } from '@wdio/globals'

/** What a script that needs a library answers while the page has not got it yet. */
export interface Missing {
  missing: true
}

/**
 * Runs `call`, a script using a library the specs put into the page (Testing Library, axe), in
 * one script call: when the page answers that it lacks the library, `source` is evaluated there
 * and `call` is asked again. A page that navigates away under the call takes its script context
 * with it ("context" or "navigated" in the error): the call is asked again, up to three times in
 * all, of the page that replaced it once that page has loaded.
 */
export async function withLibraryInPage<Answer extends object>(
  source: string,
  call: () => Promise<Answer | Missing>,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      let answer = await call()
      if ('missing' in answer) {
        // biome-ignore lint/security/noGlobalEval: the page gets the library as source text
        await browser.execute((library) => globalThis.eval(library), source)
        answer = await call()
      }
      if ('missing' in answer) throw new Error('the library did not load in the page')
      return answer as Answer
    } catch (error) {
      if (attempt === 3 || !/context|navigated/i.test(String(error))) throw error
      await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete'))
    }
  }
}
