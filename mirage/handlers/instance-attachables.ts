/**
 * What a project's floating IPs and external subnets share as things an instance holds, one at a
 * time (the contract's `floating_ip_attach`/`_detach` and `external_subnet_attach`/`_detach`):
 * the instance an attach names, which must be of the holder's project and not be joined while the
 * holder is attached to another, and the instance a detach leaves, which must exist.
 */
import type { MockDb, Schemas } from '../db'
import { invalidRequest } from '../errors'
import { lookupInstance, parentFor } from '../lookup'

interface Attachable {
  project_id: string
  instance_id?: string | null
}

/**
 * The instance to attach `holder` to. Like Nexus, an instance named by name is one of the
 * holder's project; the caller treats the instance the holder is attached to already as a no-op.
 */
export function instanceToAttach(
  db: MockDb,
  holder: Attachable,
  instanceKey: string,
  noun: 'floating IP' | 'external subnet',
): Schemas['Instance'] {
  const instance = lookupInstance(db, {
    instance: instanceKey,
    project: parentFor(instanceKey, holder.project_id),
  })
  if (instance.project_id !== holder.project_id) {
    throw invalidRequest(`${noun} must be in the same project as the instance`)
  }
  if (holder.instance_id && holder.instance_id !== instance.id) {
    throw invalidRequest(
      `${noun} cannot be attached to one instance while still attached to another`,
    )
  }
  return instance
}

/** The instance `holder` is detached from; a holder attached to none is refused. */
export function instanceToDetach(
  db: MockDb,
  holder: Attachable,
  noun: 'Floating IP' | 'External subnet',
): Schemas['Instance'] {
  if (!holder.instance_id) throw invalidRequest(`${noun} is not attached`)
  return lookupInstance(db, { instance: holder.instance_id })
}
