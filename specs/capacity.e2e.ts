/**
 * A start no single sled has room for: the server's 507 (mirage/handlers/hardware.ts, as Nexus
 * reserves a sled) said in the failure toast with what it means and what to try, which the
 * server's words do not (store/api/errors.ts, lib/capacity-refusal.ts).
 */

import { browser, expect } from '@wdio/globals'
import { pb } from '@/paths'
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { openApp } from './helpers/app'
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
