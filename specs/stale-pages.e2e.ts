/**
 * Pages that show what another client changed since: a list asks again when the user comes back
 * to the window (src/hooks/use-resource-list.ts, listSubscription), and an instance an action
 * finds gone is not found (store/entities/resource-slice.ts, markGone).
 */

import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, navigateInApp, openApp } from './helpers/app'
import { expectNoRow, rowText } from './helpers/rows'
import { expectPath, screen } from './helpers/screen'

// nothing in payments is moving, so only the console's slow refresh can notice a change there
const project = 'payments'

describe('a list another client changed', () => {
  it('drops an instance deleted elsewhere once the window has the focus again', async () => {
    await openApp(pb.instances({ project }))
    await rowText('ledger-worker')
    expect(await behindTheConsole('DELETE', `/v1/instances/ledger-worker?project=${project}`)).toBe(
      204,
    )
    await browser.execute(() => window.dispatchEvent(new Event('focus')))
    await expectNoRow('ledger-worker')
  })
})

describe('an instance another client deleted', () => {
  it('is not found once an action on it finds it gone, and offers the way back', async () => {
    const { findByRole, queryByRole } = screen()
    await openApp(pb.instance({ project, instance: 'ledger-worker' }))
    const start = await findByRole('button', { name: 'Start' })
    await expect(start).toBeEnabled()
    expect(await behindTheConsole('DELETE', `/v1/instances/ledger-worker?project=${project}`)).toBe(
      204,
    )
    await start.click()
    await findByRole('heading', { name: 'Page not found', level: 1 })
    expect(await queryByRole('button', { name: 'Start' })).toBeNull()
    await (await findByRole('link', { name: 'Back to console' })).click()
    // the console's root redirects to the projects once its layout has loaded; navigating on before
    // that lands would be overtaken by the redirect
    await expectPath(pb.projects())
    // the same page, so the mock keeps the deletion
    await navigateInApp(pb.instances({ project }))
    await rowText('payments-api-1')
    await expectNoRow('ledger-worker')
  })
})
