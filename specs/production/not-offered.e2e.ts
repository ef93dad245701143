/**
 * An area this rack's API does not offer, on the production path: the HTTP mock server answers
 * 501 for the unadopted disks (scripts/e2e.mjs, as a rack on an older release), and the
 * Inventory's disks page says so in place, never an error page.
 */
import { pb } from '@/paths'
import { expectNotOffered } from '../helpers/not-offered'
import { signInAt } from '../helpers/production'

describe('an area this rack does not offer, against the server', () => {
  it('the unadopted disks say this rack’s API does not offer them', async () => {
    await signInAt(pb.diskInventory())
    await expectNotOffered('Inventory')
  })
})
