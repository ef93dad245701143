/**
 * A start no single sled has room for: the server's 507 (mirage/handlers/hardware.ts, as Nexus
 * reserves a sled) said in the failure toast with what it means and what to try, which the
 * server's words do not (store/api/errors.ts, lib/capacity-refusal.ts), and on the instance's page,
 * with the largest instance that fits for a fleet viewer; the room one sled has for a new
 * instance, on System → Utilization and the silo's own page (src/pages/utilization/FleetRoom.tsx);
 * and, under an instance's size, how many sleds could take it (src/resources/sled-capacity.tsx).
 */

import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { behindTheConsole, navigateInApp, openApp } from './helpers/app'
import { expectNoSeriousA11yViolations } from './helpers/axe'
import { clickLabelOf, retype } from './helpers/field-input'
import { sentRequests } from './helpers/requests'
import { rowAction, rowText } from './helpers/rows'
import { expectShown, expectToast, screen } from './helpers/screen'

/**
 * Opens the console as `user`: the preview keeps the user a page was opened as for the tab
 * (mirage/settings.ts), so every test names its own.
 */
const open = (path: string, user = 'hannah') => openApp(`${path}?mock-user=${user}`)

/**
 * Leaves `keep` of the provisionable sleds taking new instances and marks the rest
 * non-provisionable from outside the console (the CLI, another operator); the ids of those kept.
 */
const sledsTakingNewInstances = (keep: number) =>
  browser.execute(async (keep) => {
    const listed = await fetch('/v1/system/hardware/sleds?limit=100')
    const { items } = (await listed.json()) as {
      items: { id: string; policy: { kind: string; provision_policy?: string } }[]
    }
    const open = items.filter(
      (row) => row.policy.kind === 'in_service' && row.policy.provision_policy === 'provisionable',
    )
    for (const sled of open.slice(keep)) {
      await fetch(`/v1/system/hardware/sleds/${sled.id}/provision-policy`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'non_provisionable' }),
      })
    }
    return open.slice(0, keep).map((sled) => sled.id)
  }, keep)

/** Waits until the instance runs (the mock moves it on by itself). */
const untilRunning = (project: string, instance: string) =>
  browser.waitUntil(
    () =>
      browser.execute(
        async (project, instance) => {
          const response = await fetch(`/v1/instances/${instance}?project=${project}`)
          return ((await response.json()) as { run_state: string }).run_state === 'running'
        },
        project,
        instance,
      ),
    { timeout: 15_000, timeoutMsg: `${instance} never ran` },
  )

describe('a start no sled has room for', () => {
  it('says in the toast that no single sled has the room, that it is not the quota, and what to try', async () => {
    await open(pb.instances({ project: 'mock-project' }))
    await screen().findByRole('link', { name: 'build-runner' })
    await sledsTakingNewInstances(0)
    await rowAction('build-runner', 'Start')
    await expect(await screen().findByText('Could not start instance')).toBeDisplayed()
    await expectToast(
      `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
    )
  })
})

describe('room for new instances on the silo’s own Utilization page', () => {
  it('shows a fleet viewer the largest instance one sled can take, and a silo viewer nothing of it', async () => {
    await open(pb.siloUtilization())
    await screen().findByText('The largest instance one sled can take now: 60 vCPUs and 872 GiB.')
    await expectNoSeriousA11yViolations()

    await open(pb.siloUtilization(), 'alan')
    await screen().findByRole('heading', { name: 'Capacity' })
    expect(await screen().queryByRole('heading', { name: 'Room for new instances' })).toBeNull()
    expect(await sentRequests(/\/v1\/system\/hardware\/sleds/)).toEqual([])
  })
})

describe('room for new instances on System → Utilization', () => {
  it('names the largest instance one sled can take, and another once an instance takes that room', async () => {
    await open(pb.systemUtilization())
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
    await open(pb.instancesNew({ project: 'mock-project' }))
    const { findByText, queryByText, findByRole } = screen()
    await findByRole('radio', { name: 'General purpose: 2 vCPUs, 8 GiB' })
    const warning = 'No sled has 64 vCPUs free now; the largest that fits is 60 vCPUs and 872 GiB.'
    await clickLabelOf('radio', 'High memory: 64 vCPUs, 512 GiB')
    await expect(await findByText(warning, { exact: false })).toBeDisplayed()
    await clickLabelOf('radio', 'General purpose: 8 vCPUs, 32 GiB')
    await expect(
      await findByText('13 of 13 sleds could take 8 vCPUs and 32 GiB now.', { exact: false }),
    ).toBeDisplayed()
    expect(await queryByText(warning, { exact: false })).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it('says under Save of a resize whether a sled could take the new size, and the save still goes', async () => {
    await open(pb.instanceSettings({ project: 'mock-project', instance: 'tiny-worker' }))
    const { findByRole, findByText, getByRole } = screen()
    const memory = await findByRole('textbox', { name: 'Memory (GiB)' })
    await findByText('13 of 13 sleds could take 1 vCPU and 2 GiB now.', { exact: false })
    // the size commits as the field loses focus, and the line under Save follows it
    await retype(memory, '1024')
    await browser.keys('Tab')
    await findByText(
      'No sled has 1 TiB of memory free now; the largest that fits is 60 vCPUs and 872 GiB.',
      { exact: false },
    )
    await expect(await getByRole('link', { name: 'See the sleds' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    // a warning, not a block: the save is sent, and the silo's memory quota refuses it
    await (await getByRole('button', { name: 'Save' })).click()
    await expectShown(/^Insufficient Capacity: Memory Limit Exceeded/)
    await retype(memory, '4')
    await (await getByRole('button', { name: 'Save' })).click()
    await expect(await findByText('Instance tiny-worker updated')).toBeDisplayed()
  })
})

describe('choosing an instance’s anti-affinity group, as a fleet viewer', () => {
  it('says when every sled with room runs a member of a group whose policy is fail', async () => {
    await open(pb.instances({ project: 'mock-project' }))
    await sledsTakingNewInstances(1)
    // a member of db-spread (policy fail) now runs on the one sled that takes new instances
    expect(
      await behindTheConsole('POST', '/v1/instances?project=mock-project', {
        name: 'db-replica',
        description: '',
        hostname: 'db-replica',
        ncpus: 1,
        memory: 2 * 1024 ** 3,
        start: true,
        anti_affinity_groups: ['db-spread'],
      }),
    ).toBe(201)
    await untilRunning('mock-project', 'db-replica')
    await navigateInApp(pb.instancesNew({ project: 'mock-project' }))
    const { findByText, findByRole } = screen()
    await findByRole('radio', { name: 'General purpose: 2 vCPUs, 8 GiB' })
    await clickLabelOf('radio', 'General purpose: 2 vCPUs, 8 GiB')
    await findByText('1 of 1 sled could take 2 vCPUs and 8 GiB now.', { exact: false })
    await clickLabelOf('checkbox', 'db-spread (policy: fail)')
    await expect(
      await findByText(
        'No sled without a member of anti-affinity group db-spread has 2 vCPUs and 8 GiB free now.',
        { exact: false },
      ),
    ).toBeDisplayed()
    await expectNoSeriousA11yViolations()
  })
})

/** An instance wider than any one sled has room for (60 vCPUs, mirage/seeds/hardware-seeds.ts). */
const tooWide = {
  name: 'too-wide',
  description: '',
  hostname: 'too-wide',
  ncpus: 64,
  memory: 16 * 1024 ** 3,
  start: false,
}
const tooWidePage = pb.instance({ project: 'mock-project', instance: tooWide.name })

describe('a start refused on the instance’s page', () => {
  it('explains it on the page, with the largest instance that fits and the sleds for a fleet viewer', async () => {
    await open(pb.instances({ project: 'mock-project' }))
    expect(await behindTheConsole('POST', '/v1/instances?project=mock-project', tooWide)).toBe(201)
    await navigateInApp(tooWidePage)
    const { findByRole, findByText, getByRole, queryByRole } = screen()
    await (await findByRole('button', { name: 'Start' })).click()
    await expectToast(
      `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
    )
    await findByRole('heading', { name: 'No sled can take this instance now' })
    await expect(
      await findByText('The largest instance one sled can take now: 60 vCPUs and 872 GiB.', {
        exact: false,
      }),
    ).toBeDisplayed()
    await expect(await getByRole('link', { name: 'See the sleds' })).toBeDisplayed()
    await expectNoSeriousA11yViolations()
    await (await getByRole('button', { name: 'Dismiss' })).click()
    await browser.waitUntil(
      async () =>
        (await queryByRole('heading', { name: 'No sled can take this instance now' })) === null,
      { timeoutMsg: 'the explanation stayed after Dismiss' },
    )
  })

  it('explains it to a silo user without a word of the sleds, which they may not read', async () => {
    // grace: a collaborator on mock-project with no fleet role (mirage/seeds/seed-users.ts); a
    // silo viewer (alan) may not start an instance at all
    await open(pb.instances({ project: 'mock-project' }), 'grace')
    expect(await behindTheConsole('POST', '/v1/instances?project=mock-project', tooWide)).toBe(201)
    await navigateInApp(tooWidePage)
    const { findByRole, queryByRole, queryAllByText } = screen()
    await (await findByRole('button', { name: 'Start' })).click()
    await expectToast(
      `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
    )
    await findByRole('heading', { name: 'No sled can take this instance now' })
    expect(await queryAllByText(/largest instance one sled/)).toEqual([])
    expect(await queryByRole('link', { name: 'See the sleds' })).toBeNull()
    expect(await sentRequests(/\/v1\/system\/hardware\/sleds/)).toEqual([])
  })
})
