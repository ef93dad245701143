/**
 * Capacity that explains itself, on the production path against the HTTP server: each sled's
 * allocated against usable vCPUs and memory (its instance list read whole), and a start no sled
 * has room for refused with the server's 507, explained in the toast and on the instance's page
 * with the largest instance one sled can take now. The server's data is shared by every spec: the
 * instance is this run's own, and deleted at the end.
 */
import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { behindTheConsole } from '../helpers/app'
import { expectNoSeriousA11yViolations } from '../helpers/axe'
import { signInAt, uniqueName } from '../helpers/production'
import { expectToast, screen } from '../helpers/screen'

const project = 'mock-project'

describe('capacity on the production build', () => {
  it('shows each sled’s allocated against usable vCPUs and memory', async () => {
    await signInAt(pb.sledInventory())
    const vcpus = await screen().findAllByRole('progressbar', { name: /^[\d,]+ \/ [\d,]+ vCPU$/ })
    const memory = await screen().findAllByRole('progressbar', { name: /^[\d,]+ \/ [\d,]+ GiB$/ })
    expect(vcpus.length).toBeGreaterThan(0)
    expect(memory.length).toBe(vcpus.length)
    await expectNoSeriousA11yViolations()
  })

  it('explains a start no sled has room for, with the largest instance that fits', async () => {
    // wider than any one sled has free in the mock server's rack (mirage/seeds/hardware-seeds.ts)
    const name = uniqueName('too-wide')
    await signInAt(pb.instances({ project }))
    const created = await behindTheConsole('POST', `/v1/instances?project=${project}`, {
      name,
      description: '',
      hostname: name,
      ncpus: 64,
      memory: 16 * 1024 ** 3,
      start: false,
    })
    expect(created).toBe(201)
    try {
      await browser.url(pb.instance({ project, instance: name }))
      const { findByRole, findByText, getByRole } = screen()
      await (await findByRole('button', { name: 'Start' })).click()
      await expectToast(
        `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
      )
      await findByRole('heading', { name: 'No sled can take this instance now' })
      await expect(
        await findByText(/^The largest instance one sled can take now: \d+ vCPUs and /),
      ).toBeDisplayed()
      await expect(await getByRole('link', { name: 'See the sleds' })).toBeDisplayed()
      await expectNoSeriousA11yViolations()
    } finally {
      await behindTheConsole('DELETE', `/v1/instances/${name}?project=${project}`)
    }
  })
})
