/**
 * The production build under its Content-Security-Policy, as a deployment sends it (README
 * "Content-Security-Policy"; here deploy/nginx.conf, the same as scripts/api-proxy.mjs's): a walk over pages that use what a policy
 * can refuse (lazy chunks, fonts, the rack image, side modals, toasts, the serial console's
 * websocket and xterm's styles) reports no violation and fetches nothing from another origin.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { CONTENT_SECURITY_POLICY } from '../../scripts/api-proxy.mjs'
import { foreignRequests } from '../helpers/app'
import { expectSignInPage, openConsole, submitSignIn } from '../helpers/production'
import { expectPath, screen } from '../helpers/screen'

interface Violation {
  page: string
  directive: string
  blocked: string
  source: string
  sample: string
}

/**
 * From the next page load on, every violation the page reports, sent back as it happens: the
 * listener is in place before the console's first script runs, and survives the full page loads
 * that signing in makes.
 */
async function recordViolations() {
  const violations: Violation[] = []
  const script = await browser.addInitScript((emit: (violation: Violation) => void) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      emit({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      }),
    )
  })
  script.on('data', (violation) => violations.push(violation))
  return { violations, stop: () => script.remove() }
}

/** The policy the page was served with, read as the browser got it. */
const servedPolicy = () =>
  browser.execute(async () => {
    const page = await fetch(location.pathname, { headers: { accept: 'text/html' } })
    return page.headers.get('content-security-policy')
  })

const instance = { project: 'mock-project', instance: 'state-running' }

describe('the production build under its Content-Security-Policy', () => {
  it('runs every page walked without a violation or a request to another origin', async () => {
    const recorder = await recordViolations()
    const foreign: string[] = []
    try {
      await browser.deleteCookies()
      await openConsole(pb.projects())
      // the sign-in page: its rack image and the self-hosted fonts
      await expectSignInPage(pb.projects())
      expect(await servedPolicy()).toBe(CONTENT_SECURITY_POLICY)
      await submitSignIn('hannah')
      await expectPath(pb.projects())
      const { findByRole, findByText, getByRole } = screen()

      // a side modal and a toast
      await (await findByRole('link', { name: 'New project' })).click()
      await findByRole('dialog', { name: 'Create project' })
      const name = `csp-${Date.now().toString(36)}`
      await (await getByRole('textbox', { name: 'Name' })).setValue(name)
      await (await getByRole('button', { name: 'Create project' })).click()
      await findByText(`Project ${name} created`)

      // lists, tabs and a page per area: each a lazy chunk
      for (const [path, heading] of [
        [pb.instances({ project: 'mock-project' }), 'Instances'],
        [pb.vpcFirewallRules({ project: 'mock-project', vpc: 'default' }), 'default'],
        [pb.projectAccess({ project: 'mock-project' }), 'Project Access'],
        [pb.inventory(), 'Inventory'],
        [pb.profile(), 'Profile'],
      ] as const) {
        foreign.push(...(await foreignRequests()))
        await openConsole(path)
        await findByRole('heading', { name: heading, level: 1 })
      }

      // the serial console: a websocket to the origin, and xterm's own stylesheets
      foreign.push(...(await foreignRequests()))
      await openConsole(pb.serialConsole(instance))
      await expect(await findByRole('status')).toHaveText('Connected')
      await (await getByRole('textbox', { name: 'Terminal input' })).click()
      await browser.keys('csp')
      await expect(await screen().findAllByText(/login: csp/)).not.toHaveLength(0)
      foreign.push(...(await foreignRequests()))

      expect(recorder.violations).toEqual([])
      expect(foreign).toEqual([])

      // the canary: the policy is enforced and the listener hears it
      await browser.execute(() => fetch('https://example.invalid/').catch(() => undefined))
      await browser.waitUntil(() => recorder.violations.length > 0, {
        timeoutMsg: 'a request to another origin was not reported',
      })
      expect(recorder.violations).toEqual([
        expect.objectContaining({ directive: 'connect-src', blocked: 'https://example.invalid/' }),
      ])
    } finally {
      await recorder.stop()
    }
  })
})
