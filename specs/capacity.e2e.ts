/**
 * A start no single sled has room for: the server's 507 (mirage/handlers/hardware.ts, as Nexus
 * reserves a sled) said in the failure toast with what it means and what to try, which the
 * server's words do not (store/api/errors.ts, lib/capacity-refusal.ts); and the room one sled has
 * for a new instance, on System → Utilization (src/pages/utilization/FleetRoom.tsx).
 */

import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { behindTheConsole, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { rowAction } from './helpers/rows'
import { expectToast, screen } from './helpers/screen'

/**
 * Marks every sled in service non-provisionable from outside the console (the CLI, another
 * operator), so no sled takes a new instance.
 */
const noSledTakesNewInstances = () =>
  browser.execute(async () => {
    const listed = await fetch('/v1/system/hardware/sleds?limit=100')
    const { items } = (await listed.json()) as {
      items: { id: string; policy: { kind: string } }[]
    }
    for (const sled of items.filter((row) => row.policy.kind === 'in_service')) {
      await fetch(`/v1/system/hardware/sleds/${sled.id}/provision-policy`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'non_provisionable' }),
      })
    }
  })

describe('a start no sled has room for', () => {
  it('says in the toast that no single sled has the room, that it is not the quota, and what to try', async () => {
    await openApp(pb.instances({ project: 'mock-project' }))
    await screen().findByRole('link', { name: 'build-runner' })
    await noSledTakesNewInstances()
    await rowAction('build-runner', 'Start')
    await expect(await screen().findByText('Could not start instance')).toBeDisplayed()
    await expectToast(
      `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
    )
  })
})

describe('room for new instances on System → Utilization', () => {
  it('names the largest instance one sled can take, and another once an instance takes that room', async () => {
    await openApp(pb.systemUtilization())
    const { findByText, findByRole, getByRole } = screen()
    await findByText('The largest instance one sled can take now: 60 vCPUs and 872 GiB.')
    const sizes = await findByRole('grid', { name: 'Sleds that could take each size now' })
    await expect(await sizes.$('aria/64 vCPUs').parentElement()).toHaveText(
      expect.stringContaining('None'),
    )
    const sleds = await findByRole('list', { name: 'Sleds by allocation' })
    const cells = await sleds.$$('a')
    expect(cells).toHaveLength(15)
    await expect(
      await findByRole('link', { name: /^Sled \S+: .*, not provisionable$/ }),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()

    // an instance as large as that room, started elsewhere (the CLI): only that sled can take it
    expect(
      await behindTheConsole('POST', '/v1/instances?project=mock-project', {
        name: 'wide-job',
        description: '',
        hostname: 'wide-job',
        ncpus: 60,
        memory: 64 * 1024 ** 3,
        start: true,
      }),
    ).toBe(201)
    await (await getByRole('button', { name: 'Refresh' })).click()
    await findByText(/^The largest instance one sled can take now: 56 vCPUs and \d+ GiB\.$/)
  })
})
