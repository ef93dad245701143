/** The mock's answers to the instance page's storage and metrics calls. */
import { diskRules } from '~/machines/disk-rules'
import { STORAGE_SEED } from '../seeds/storage-seeds'
import { call, startTestServer, stopTestServer } from '../testing'

const P = '?project=mock-project'

beforeEach(() => {
  startTestServer()
})
afterEach(stopTestServer)

describe('instance_disk_attach follows SPEC §4 (attach: creating or detached)', () => {
  // disks whose state lasts (transitional ones that settle on their own are left out)
  const lasting = ['creating', 'detached', 'attached', 'faulted', 'maintenance'] as const
  it.each(lasting)('a %s disk', async (state) => {
    const disk = STORAGE_SEED.diskByState[state]
    const reply = await call('POST', `/v1/instances/state-stopped/disks/attach${P}`, { disk })
    const allowed = diskRules.can('attach', state)
    expect(reply.status).toBe(allowed ? 202 : 400)
    if (allowed) expect(reply.body).toMatchObject({ name: disk, state: { state: 'attached' } })
    else expect(JSON.stringify(reply.body)).toContain(`is not detached (it is ${state})`)
  })
})

describe('ephemeral IPs move only while the instance is running or stopped', () => {
  it.each([
    // instance, has an ephemeral IP, attach status, detach status
    ['state-stopped', false, 202, 400],
    ['state-running', true, 400, 204],
    ['state-repairing', false, 400, 400],
    ['state-migrating', false, 400, 400],
    ['state-failed', false, 400, 400],
  ])('%s (ephemeral IP: %s): attach %i, detach %i', async (instance, _has, attach, detach) => {
    const url = `/v1/instances/${instance}/external-ips/ephemeral${P}`
    const attached = await call('POST', url, { pool_selector: { type: 'auto', ip_version: 'v4' } })
    expect(attached.status).toBe(attach)
    if (attach === 400 && !['state-running'].includes(instance)) {
      expect(JSON.stringify(attached.body)).toMatch(/must be running or stopped/)
    }
    // detaching undoes a successful attach first, so each row checks the state's own answer
    if (attach === 202) await call('DELETE', url)
    expect((await call('DELETE', url)).status).toBe(detach)
  })
})
