import { screen } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import type { MockDb } from '~/mirage/db'
import { SEED_USERS } from '~/mirage/seeds/seed-users'
import { startTestServer, stopTestServer } from '~/mirage/testing'

afterEach(() => {
  stopTestServer()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The seeded fleet with every problem the issues page looks for put right. */
function healthy(db: MockDb) {
  db.update = { ...db.update, contact_support: false, suspended: false }
  for (const sled of db.sleds.all()) {
    db.sleds.update(sled.id, {
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
    })
  }
  for (const disk of db.physicalDisks.all()) {
    db.physicalDisks.update(disk.id, { policy: { kind: 'in_service' }, state: 'active' })
  }
  for (const [siloId, quotas] of db.siloQuotas) {
    db.siloQuotas.set(siloId, { ...quotas, cpus: 10_000, memory: 2 ** 50, storage: 2 ** 52 })
  }
  for (const instance of db.instances.where((row) => row.run_state === 'failed')) {
    db.instances.update(instance.id, { run_state: 'stopped' })
  }
  for (const peer of db.bgpPeers.all()) db.bgpPeers.update(peer.id, { state: 'established' })
  for (const session of db.bfdSessions.all()) db.bfdSessions.update(session.id, { state: 'up' })
  for (const [portId, link] of db.switchPortLinks) {
    db.switchPortLinks.set(portId, { ...link, link_state: 'Up' })
  }
}

function renderIssues() {
  renderRoute('/system/issues')
}

it('says the fleet has no known issues when the API reports none', async () => {
  healthy(startTestServer().db)
  renderIssues()
  expect(
    await screen.findByText('The fleet has no known issues.', {}, { timeout: 30_000 }),
  ).toBeTruthy()
  expect(screen.getByText('0 issues')).toBeTruthy()
}, 60_000)

it('lists what is wrong, grouped by kind with counts', async () => {
  const { db } = startTestServer()
  healthy(db)
  db.update = { ...db.update, suspended: true }
  renderIssues()
  expect(
    await screen.findByRole('region', { name: 'System update (1)' }, { timeout: 30_000 }),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Automatic update is suspended' })).toHaveProperty(
    'pathname',
    '/system/update',
  )
  expect(await screen.findByText('1 issue', {}, { timeout: 30_000 })).toBeTruthy()
}, 60_000)

it('lists the rack network’s peers, ports and sessions that are down', async () => {
  const { db } = startTestServer()
  healthy(db)
  const [peer] = db.bgpPeers.all()
  db.bgpPeers.update(peer.id, { state: 'idle' })
  const [session] = db.bfdSessions.all()
  db.bfdSessions.update(session.id, { state: 'down' })
  const uplink = db.switchPorts.findBy((row) => row.port_settings_id !== null)
  if (!uplink) throw new Error('the seeds configure an uplink')
  const link = db.switchPortLinks.get(uplink.id)
  if (link) db.switchPortLinks.set(uplink.id, { ...link, link_state: 'Down' })
  renderIssues()
  expect(
    await screen.findByRole('region', { name: 'BGP peers (1)' }, { timeout: 30_000 }),
  ).toBeTruthy()
  expect(
    screen.getByRole('link', { name: `BGP peer ${peer.addr} on Switch 0 is idle` }),
  ).toHaveProperty('pathname', `/system/networking/bgp/peers/switch0/${peer.addr}`)
  expect(
    await screen.findByRole('region', { name: 'BFD sessions (1)' }, { timeout: 30_000 }),
  ).toBeTruthy()
  expect(
    await screen.findByRole(
      'link',
      { name: `Port ${uplink.port_name} of Switch 0 has no link` },
      { timeout: 30_000 },
    ),
  ).toHaveProperty('pathname', `/system/networking/switch-ports/switch0/${uplink.port_name}`)
  expect(await screen.findByText('3 issues', {}, { timeout: 30_000 })).toBeTruthy()
}, 60_000)

it('says which checks could not be made, and why, section by section', async () => {
  // every failed call is logged (SPEC §8); these fail on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  // a silo admin without a fleet role: every system call is refused
  startTestServer({ user: SEED_USERS.siloAdmin.username })
  renderIssues()
  expect(
    await screen.findByRole('heading', { name: 'Could not check sleds' }, { timeout: 30_000 }),
  ).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Could not check system update' })).toBeTruthy()
  expect(
    await screen.findByRole(
      'heading',
      { name: 'Could not read the audit log' },
      { timeout: 30_000 },
    ),
  ).toBeTruthy()
  expect(screen.getAllByText('Action not authorized').length).toBeGreaterThan(1)
  expect(screen.queryByText('The fleet has no known issues.')).toBeNull()
}, 60_000)
