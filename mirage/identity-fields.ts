/**
 * The contract's identity fields (`name`, `description`) as every create and update of a named
 * resource reads them: both required in a create (its `*Create` schema); in an update (its
 * `*Update` schema) each optional, a given one replacing the record's, a new name refused with the
 * 409 when a sibling already holds it, and `time_modified` now.
 */
import { alreadyExists } from './errors'
import { liveContext } from './factories'
import { nameField, stringField } from './validate'

export interface IdentityUpdate {
  name?: string
  description?: string
}

export interface IdentityPatch extends IdentityUpdate {
  time_modified: string
}

/** The body's optional `name` and `description`, checked as the server parses them. */
export const identityUpdate = (body: unknown): IdentityUpdate => ({
  name: nameField(body, 'name', false),
  description: stringField(body, 'description', false),
})

/**
 * The patch an identity update makes to `current`; a new name `taken` says a sibling holds is the
 * 409 of `type` ('vpc', 'floating-ip', …).
 */
export function identityPatch(
  current: { name: string },
  { name, description }: IdentityUpdate,
  type: string,
  taken: (name: string) => boolean,
): IdentityPatch {
  if (name !== undefined && name !== current.name && taken(name)) throw alreadyExists(type, name)
  const patch: IdentityPatch = { time_modified: liveContext.now() }
  if (name !== undefined) patch.name = name
  if (description !== undefined) patch.description = description
  return patch
}

/** The body's `name` and `description`, both required (the contract's `*Create` schemas). */
export const identityCreate = (body: unknown) => ({
  name: nameField(body, 'name'),
  description: stringField(body, 'description'),
})
