import AxeBuilder from '@axe-core/webdriverio'
import { browser } from '@wdio/globals'
import { transitionsSettled } from './display'

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

const blocking = new Set(['serious', 'critical'])

/**
 * React Aria's visually hidden live announcer: it announces an element by `aria-labelledby`
 * from a `role="img"` node and keeps that node after the element (e.g. a closed dialog's
 * title) is gone. Screen readers have already spoken it; nothing on the page is affected.
 */
const alwaysExcluded = ['[role="log"] > [role="img"]']

function describe(violations: Result[]) {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`)
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`
    })
    .join('\n')
}

const transient = ['Page/Frame is not ready', 'execution contexts cleared']

/**
 * Runs `builder`, again after a transient failure: axe gives the page one second to answer
 * whether it has loaded, and on a busy machine (parallel workers on two cores) that round trip
 * alone can take longer; Chromium now and then drops the script context axe runs in.
 */
export async function analyze(
  builder: AxeBuilder,
  attempts = 3,
): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  const page = await browser.getWindowHandle()
  try {
    return await builder.analyze()
  } catch (error) {
    await backTo(page)
    if (attempts <= 1 || !transient.some((message) => String(error).includes(message))) throw error
    await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete'))
    return analyze(builder, attempts - 1)
  }
}

/** axe finishes its run in a blank tab of its own, which a failure there leaves open and current. */
async function backTo(page: string) {
  for (const handle of await browser.getWindowHandles()) {
    if (handle === page) continue
    await browser.switchToWindow(handle)
    await browser.closeWindow()
  }
  await browser.switchToWindow(page)
}

/**
 * Runs axe on the current page; fails on serious or critical violations and prints them.
 * Minor and moderate ones are printed as warnings. `exclude` takes CSS selectors to skip.
 */
export async function expectNoSeriousA11yViolations({
  exclude = [],
  disableRules = [],
}: {
  exclude?: string[]
  disableRules?: string[]
} = {}) {
  await transitionsSettled()
  let builder = new AxeBuilder({ client: browser })
  for (const selector of [...alwaysExcluded, ...exclude]) builder = builder.exclude(selector)
  if (disableRules.length > 0) builder = builder.disableRules(disableRules)
  const { violations, url } = await analyze(builder)
  const serious = violations.filter((v) => blocking.has(v.impact ?? ''))
  const minor = violations.filter((v) => !blocking.has(v.impact ?? ''))
  if (minor.length > 0) console.warn(`axe (${url}), not blocking:\n${describe(minor)}`)
  if (serious.length > 0) {
    const report = describe(serious)
    console.error(`axe (${url}):\n${report}`)
    throw new Error(`${serious.length} serious or critical accessibility violation(s):\n${report}`)
  }
}
