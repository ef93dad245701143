/**
 * Pages that show what another client changed since: a list asks again when the user comes back
 * to the window (src/hooks/use-resource-list.ts, listSubscription).
 */

import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { behindTheConsole, openApp } from './helpers/app'
import { expectNoRow, rowText } from './helpers/rows'

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
