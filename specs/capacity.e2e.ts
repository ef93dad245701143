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
import { clickLabelOf } from './helpers/field-input'
import { rowAction, rowText } from './helpers/rows'
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
    await findByRole('table', { name: 'Sleds that could take each size now' })
    expect(await rowText('64 vCPUs')).toContain('None')
    expect(await rowText('8 vCPUs')).toContain('13 of 13 sleds')
    const sleds = await findByRole('list', { name: 'Sleds by allocation' })
    const cells = await sleds.$$('a')
    expect(cells).toHaveLength(15)
    // the two the operator marked non-provisionable (mirage/seeds/hardware-seeds.ts)
    const notProvisionable = await screen().findAllByRole('link', {
      name: /^Sled \S+: .*, not provisionable$/,
    })
    expect(notProvisionable).toHaveLength(2)
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
    // its sled lists it once it starts, a moment after the create (its VMM is made then)
    const next = /^The largest instance one sled can take now: 56 vCPUs and \d+ GiB\.$/
    await browser.waitUntil(
      async () => {
        await (await getByRole('button', { name: 'Refresh' })).click()
        return (await screen().queryAllByText(next)).length > 0
      },
      {
        timeout: 15_000,
        interval: 1000,
        timeoutMsg: 'the largest instance that fits never changed',
      },
    )
  })
})

describe('choosing an instance’s size, as a fleet viewer', () => {
  it('warns under the size when no sled can take it now, with what would fit, and not otherwise', async () => {
    await openApp(pb.instancesNew({ project: 'mock-project' }))
    const { findByText, queryByText, findByRole } = screen()
    await findByRole('radio', { name: 'General purpose: 2 vCPUs, 8 GiB' })
    const warning = 'No sled has 64 vCPUs free now; the largest that fits is 60 vCPUs and 872 GiB.'
    await clickLabelOf('radio', 'High memory: 64 vCPUs, 512 GiB')
    await expect(await findByText(warning, { exact: false })).toBeDisplayed()
    await clickLabelOf('radio', 'General purpose: 8 vCPUs, 32 GiB')
    await browser.waitUntil(async () => (await queryByText(warning, { exact: false })) === null, {
      timeoutMsg: 'the warning stayed for a size that fits',
    })
    await expectNoSeriousA11yViolations()
  })
})
