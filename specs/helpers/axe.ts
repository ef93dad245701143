import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { browser } from '@wdio/globals'
import type { AxeResults } from 'axe-core'
import { transitionsSettled } from './display'
import { type Missing, withLibraryInPage } from './in-page'

/** axe-core's browser bundle, put into a page at its first scan. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** What a violation tells: the rule, how bad, and where. */
type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string[]; failureSummary?: string }[]
}

const blocking = new Set(['serious', 'critical'])

/**
 * React Aria's visually hidden live announcer: it announces an element by `aria-labelledby`
 * from a `role="img"` node and keeps that node after the element (e.g. a closed dialog's
 * title) is gone. Screen readers have already spoken it; nothing on the page is affected.
 */
const alwaysExcluded = ['[role="log"] > [role="img"]']

function describe(violations: Violation[]) {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`)
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`
    })
    .join('\n')
}

/**
 * Runs axe in the page, in one script call: the console is one document, with no frames to
 * visit. @axe-core/webdriverio's builder injected axe into the page at every scan and finished
 * each in a blank tab of its own. `rules` runs only those rules; `exclude` skips CSS selectors;
 * `disableRules` turns rules off. axe goes into the page at its first scan
 * (`withLibraryInPage`).
 */
export async function analyze({
  rules,
  exclude = [],
  disableRules = [],
}: {
  rules?: string[]
  exclude?: string[]
  disableRules?: string[]
} = {}): Promise<{ violations: Violation[]; url: string }> {
  const scan = async (): Promise<{ violations: Violation[]; url: string } | Missing> =>
    browser.execute(
      async (exclude, rules, disableRules) => {
        type Axe = { run: (context: object, options: object) => Promise<AxeResults> }
        const axe = (window as unknown as { axe?: Axe }).axe
        if (!axe) return { missing: true as const }
        const results = await axe.run(
          { include: [document], exclude },
          {
            resultTypes: ['violations'],
            ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
            rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
          },
        )
        return {
          url: results.url,
          violations: results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
            id,
            impact,
            help,
            helpUrl,
            nodes: nodes.map(({ target, failureSummary }) => ({
              target: target.map(String),
              failureSummary,
            })),
          })),
        }
      },
      [...alwaysExcluded, ...exclude],
      rules ?? null,
      disableRules,
    )
  return withLibraryInPage(axeSource, scan)
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
  const { violations, url } = await analyze({ exclude, disableRules })
  const serious = violations.filter((v) => blocking.has(v.impact ?? ''))
  const minor = violations.filter((v) => !blocking.has(v.impact ?? ''))
  if (minor.length > 0) console.warn(`axe (${url}), not blocking:\n${describe(minor)}`)
  if (serious.length > 0) {
    const report = describe(serious)
    console.error(`axe (${url}):\n${report}`)
    throw new Error(`${serious.length} serious or critical accessibility violation(s):\n${report}`)
  }
}
