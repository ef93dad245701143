/**
 * What a silo has provisioned, computed from the records like Nexus's virtual provisioning
 * accounting: CPUs and memory of every instance that holds a VMM (the contract's Utilization:
 * "CPU and memory resources associated with stopped instances are not counted here"), and the
 * storage of every disk and snapshot of the silo's projects. Quotas (`db.siloQuotas`) are what a
 * silo may provision; the handlers refuse a quota below what is provisioned.
 */
import type { MockDb, Schemas } from './db'
import { projectSiloId } from './ip-allocation'

type Counts = Schemas['VirtualResourceCounts']
type InstanceState = Schemas['InstanceState']

/** Run states in which an instance holds a VMM: it runs on a sled and provisions CPUs and memory. */
const VMM_STATES: ReadonlySet<InstanceState> = new Set<InstanceState>([
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
])

export const holdsVmm = (instance: Pick<Schemas['Instance'], 'run_state'>) =>
  VMM_STATES.has(instance.run_state)

/** What the projects `included` provision. */
function provisioned(db: MockDb, included: (projectId: string) => boolean): Counts {
  const running = db.instances.where(
    (instance) => included(instance.project_id) && holdsVmm(instance),
  )
  const sizes = [
    ...db.disks.where((disk) => included(disk.project_id)),
    ...db.snapshots.where((snapshot) => included(snapshot.project_id)),
  ]
  return {
    cpus: running.reduce((sum, instance) => sum + instance.ncpus, 0),
    memory: running.reduce((sum, instance) => sum + instance.memory, 0),
    storage: sizes.reduce((sum, record) => sum + record.size, 0),
  }
}

export const siloProvisioned = (db: MockDb, siloId: string) =>
  provisioned(db, (projectId) => projectSiloId(db, projectId) === siloId)

/** One project's share of its silo's provisioning. */
export const projectProvisioned = (db: MockDb, projectId: string) =>
  provisioned(db, (id) => id === projectId)

/** The silo's quotas; none recorded means nothing may be provisioned. */
export function siloQuotasOf(db: MockDb, siloId: string): Schemas['SiloQuotas'] {
  return db.siloQuotas.get(siloId) ?? { silo_id: siloId, cpus: 0, memory: 0, storage: 0 }
}

export function siloUtilization(db: MockDb, silo: Schemas['Silo']): Schemas['SiloUtilization'] {
  const { cpus, memory, storage } = siloQuotasOf(db, silo.id)
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: { cpus, memory, storage },
    provisioned: siloProvisioned(db, silo.id),
  }
}
