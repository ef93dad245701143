/**
 * The rack's software releases and its audit history. `seedUpdate`: uploaded repositories from
 * 15.2.1 to a release candidate, the target release set a couple of hours ago with the rack
 * part-way there, and support required (a seeded condition the update page warns about).
 * `seedAuditLog` runs after every other seed and writes down how the seeded fleet came to be:
 * who created each silo, project, instance, detached disk, snapshot, image, floating IP, VPC and
 * pool, and when (its `time_created`), plus a few calls that failed.
 */
import type { MockDb, Schemas } from '../db'
import type { FactoryContext, SeededContext } from '../factories'
import { FAILING_RELEASE } from '../sentinels'
import { INSTANCE_SEED } from './instance-seeds'
import { SEED_USERS } from './seed-users'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Each release and how long before the mock started it was uploaded. */
const RELEASES: { version: string; age: number }[] = [
  { version: '15.2.1', age: 118 * DAY },
  { version: '16.0.0', age: 74 * DAY },
  { version: '16.1.0', age: 19 * DAY },
  { version: '17.0.0', age: 3 * DAY },
  { version: FAILING_RELEASE, age: 20 * HOUR },
]

export const UPDATE_SEED = {
  versions: RELEASES.map((release) => release.version),
  /** The target release: the rack is moving to it from `previousTarget`. */
  target: '16.1.0',
  previousTarget: '16.0.0',
  /** Releases newer than the target, the ones the update page offers. */
  newer: ['17.0.0', FAILING_RELEASE],
} as const

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The trust store's root role, as Oxide ships it with the rack: one ed25519 key for each role,
 * valid for years. Its key ids and public key are random hex, as real ones read.
 */
function shippedRootRole(context: SeededContext) {
  const keyId = hex(context.ids.bytes(32))
  const role = { keyids: [keyId], threshold: 1 }
  return {
    signed: {
      _type: 'root',
      spec_version: '1.0.0',
      consistent_snapshot: true,
      version: 1,
      expires: '2035-01-01T00:00:00Z',
      keys: {
        [keyId]: {
          keytype: 'ed25519',
          scheme: 'ed25519',
          keyval: { public: hex(context.ids.bytes(32)) },
        },
      },
      roles: { root: role, snapshot: role, targets: role, timestamp: role },
    },
    signatures: [{ keyid: keyId, sig: hex(context.ids.bytes(64)) }],
  }
}

export function seedUpdate(db: MockDb, context: SeededContext) {
  db.trustRoots.insert({
    id: context.ids.uuid(),
    root_role: shippedRootRole(context),
    time_created: context.at(340 * DAY).now(),
  })
  for (const { version, age } of RELEASES) {
    db.updateRepositories.insert({
      id: version,
      system_version: version,
      file_name: `oxide-rack-${version}.zip`,
      hash: hex(context.ids.bytes(32)),
      time_created: context.at(age).now(),
    })
  }
  db.update = {
    target_release: { version: UPDATE_SEED.target, time_requested: context.at(2 * HOUR).now() },
    // most components are on the target; the rest still run the previous release
    components_by_release_version: { [UPDATE_SEED.previousTarget]: 17, [UPDATE_SEED.target]: 49 },
    contact_support: true,
    suspended: false,
    time_last_step_planned: context.at(30_000).now(),
  }
}

/** Where the seeded calls came from: the operator's workstation, through the console or the CLI. */
const CONSOLE = {
  ip: '172.20.3.41',
  agent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
}
const CLI = { ip: '172.20.7.18', agent: 'oxide/0.12.0 (rust; linux x86_64)' }

interface SeededCall {
  operationId: string
  uri: string
  /** The seeded user who made it; none for a failed sign-in. */
  user?: Schemas['User']
  /** When the resource was created, i.e. when the call was answered. */
  time: string
  /** The status of a success, or the contract's Error of a failure. */
  status: number
  error?: { error_code: string; message: string }
  /** Made with the CLI and this access token, rather than the console's session. */
  tokenId?: string
}

function insertEntry(db: MockDb, context: FactoryContext, call: SeededCall) {
  // a few hundred milliseconds from the request to the answer, different for every call
  const [started, completed] = context.ids.bytes(2)
  const answered = Date.parse(call.time)
  const client = call.tokenId ? CLI : CONSOLE
  db.auditLog.insert({
    id: context.ids.uuid(),
    actor: call.user
      ? { kind: 'silo_user', silo_id: call.user.silo_id, silo_user_id: call.user.id }
      : { kind: 'unauthenticated' },
    auth_method: call.user ? (call.tokenId ? 'access_token' : 'session_cookie') : null,
    credential_id: call.tokenId ?? null,
    operation_id: call.operationId,
    request_id: context.ids.uuid(),
    request_uri: call.uri,
    result: call.error
      ? {
          kind: 'error',
          http_status_code: call.status,
          error_code: call.error.error_code,
          error_message: call.error.message,
        }
      : { kind: 'success', http_status_code: call.status },
    source_ip: client.ip,
    time_started: new Date(answered - 40 - started * 2).toISOString(),
    time_completed: new Date(answered + 5 + (completed % 60)).toISOString(),
    user_agent: client.agent,
  })
}

const byDisplayName = (db: MockDb, name: string) =>
  db.users.findBy((user) => user.display_name === name)

export function seedAuditLog(db: MockDb, context: SeededContext) {
  const hannah = db.users.find(db.session.userId)
  const grace = byDisplayName(db, SEED_USERS.projectCollaborator.displayName)
  const alan = byDisplayName(db, SEED_USERS.viewer.displayName)
  if (!hannah || !grace || !alan) throw new Error('the auth seeds changed')
  const cliToken = db.accessTokens.findBy((token) => token.silo_user_id === hannah.id)?.id
  const calls: SeededCall[] = []

  // the first of a silo's users (by when they came) acts for it; a silo without users made nothing
  const actorFor = (siloId: string | undefined) =>
    siloId === hannah.silo_id
      ? hannah
      : db.users
          .where((user) => user.silo_id === siloId)
          .sort((a, b) => a.time_created.localeCompare(b.time_created))[0]
  const projectName = (projectId: string | null | undefined) =>
    projectId ? db.projects.find(projectId)?.name : undefined
  // mock-project's collaborator made some of its instances
  const projectActor = (projectId: string, index: number) => {
    const actor = actorFor(db.projectSilos.get(projectId))
    return actor === hannah && projectName(projectId) === INSTANCE_SEED.project && index % 3 === 1
      ? grace
      : actor
  }
  const created = (
    operationId: string,
    path: string,
    row: { project_id?: string | null; time_created: string },
    index: number,
  ) => {
    const project = projectName(row.project_id)
    // a row without a project is the operator's silo's own (a silo image)
    const user = row.project_id ? projectActor(row.project_id, index) : hannah
    if (!user) return
    calls.push({
      operationId,
      uri: project ? `${path}?project=${project}` : path,
      user,
      time: row.time_created,
      status: 201,
      // now and then the operator scripts it with the CLI
      tokenId: user === hannah && index % 4 === 3 ? cliToken : undefined,
    })
  }

  for (const silo of db.silos.all()) {
    // the default silo came with the rack; the operator made the others
    if (silo.id !== hannah.silo_id) {
      calls.push({
        operationId: 'silo_create',
        uri: '/v1/system/silos',
        user: hannah,
        time: silo.time_created,
        status: 201,
      })
    }
  }
  for (const pool of db.ipPools.all()) {
    calls.push({
      operationId: 'system_ip_pool_create',
      uri: '/v1/system/ip-pools',
      user: hannah,
      time: pool.time_created,
      status: 201,
    })
  }
  db.projects.all().forEach((project, index) => {
    const user = actorFor(db.projectSilos.get(project.id))
    if (user) {
      calls.push({
        operationId: 'project_create',
        uri: '/v1/projects',
        user,
        time: project.time_created,
        status: 201,
        tokenId: user === hannah && index % 4 === 3 ? cliToken : undefined,
      })
    }
  })
  // the project's VPC `default` came with the project
  db.vpcs
    .where((vpc) => vpc.name !== 'default')
    .forEach((vpc, index) => {
      created('vpc_create', '/v1/vpcs', vpc, index)
    })
  db.instances.all().forEach((instance, index) => {
    created('instance_create', '/v1/instances', instance, index)
  })
  // boot and data disks came with their instances; detached ones were made on their own
  db.disks
    .where((disk) => disk.state.state === 'detached')
    .forEach((disk, index) => {
      created('disk_create', '/v1/disks', disk, index)
    })
  db.snapshots.all().forEach((snapshot, index) => {
    created('snapshot_create', '/v1/snapshots', snapshot, index)
  })
  db.images.all().forEach((image, index) => {
    created('image_create', '/v1/images', image, index)
  })
  db.floatingIps.all().forEach((floatingIp, index) => {
    created('floating_ip_create', '/v1/floating-ips', floatingIp, index)
  })

  const updateRequested = db.update.target_release?.time_requested
  if (updateRequested) {
    calls.push({
      operationId: 'target_release_update',
      uri: '/v1/system/update/target-release',
      user: hannah,
      time: updateRequested,
      status: 204,
    })
  }

  const ago = (age: number) => context.at(age).now()
  const failures: SeededCall[] = [
    {
      operationId: 'login_local',
      uri: `/v1/login/${db.silos.find(hannah.silo_id)?.name ?? 'default-silo'}/local`,
      time: ago(50 * MINUTE),
      status: 401,
      error: { error_code: 'Unauthorized', message: 'credentials missing or invalid' },
    },
    {
      operationId: 'project_create',
      uri: '/v1/projects',
      user: grace,
      time: ago(5 * HOUR),
      status: 403,
      error: { error_code: 'Forbidden', message: 'Forbidden' },
    },
    {
      operationId: 'instance_create',
      uri: `/v1/instances?project=${INSTANCE_SEED.project}`,
      user: hannah,
      time: ago(26 * HOUR),
      status: 507,
      error: {
        error_code: 'InsufficientCapacity',
        message:
          'Insufficient Capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
      },
    },
    {
      operationId: 'disk_delete',
      uri: `/v1/disks/${INSTANCE_SEED.mainBootDisk}?project=${INSTANCE_SEED.project}`,
      user: hannah,
      time: ago(3 * DAY),
      status: 400,
      error: {
        error_code: 'InvalidRequest',
        message: 'disk cannot be deleted in state "attached"',
      },
    },
    {
      operationId: 'instance_stop',
      uri: `/v1/instances/${INSTANCE_SEED.main}/stop?project=${INSTANCE_SEED.project}`,
      user: alan,
      time: ago(9 * DAY),
      status: 403,
      error: { error_code: 'Forbidden', message: 'Forbidden' },
    },
  ]

  // written down in the order the calls were answered, like the real log
  for (const call of [...calls, ...failures].sort((a, b) => a.time.localeCompare(b.time))) {
    insertEntry(db, context, call)
  }
}
