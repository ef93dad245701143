/**
 * A TUF root role (The Update Framework's `root.json`), the document the updates trust store
 * holds (contract `UpdatesTrustRoot.root_role`): `{ signed: { _type: "root", keys, roles, … },
 * signatures: […] }`. The contract types it as any JSON, so the console checks its shape before
 * sending it, and the mock refuses what the server cannot parse as one, with the same words.
 */

/** Each way a pasted or chosen root role is refused, as the form shows it. */
export const ROOT_ROLE_MESSAGES = {
  notJson: 'Root role must be valid JSON',
  notObject: 'Root role must be a JSON object with a “signed” section',
  notRoot: 'Root role’s signed “_type” must be "root"',
  noKeys: 'Root role must list its keys and the key ids of its root role',
  noSignatures: 'Root role must carry its signatures',
} as const

export interface RootRole {
  signed: { _type: 'root'; keys: Record<string, unknown>; roles: { root: { keyids: string[] } } }
  signatures: unknown[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What is wrong with a parsed root role; undefined when it has a root role's shape. */
export function rootRoleShapeProblem(value: unknown): string | undefined {
  if (!isObject(value) || !isObject(value.signed)) return ROOT_ROLE_MESSAGES.notObject
  const { signed } = value
  if (signed._type !== 'root') return ROOT_ROLE_MESSAGES.notRoot
  const root = isObject(signed.roles) ? signed.roles.root : undefined
  if (!isObject(signed.keys) || !isObject(root) || !Array.isArray(root.keyids)) {
    return ROOT_ROLE_MESSAGES.noKeys
  }
  if (!Array.isArray(value.signatures)) return ROOT_ROLE_MESSAGES.noSignatures
  return undefined
}

/** A root role's text read: the parsed document, or why it is refused (blank is no JSON). */
export function parseRootRole(
  text: string,
): { rootRole: RootRole; problem?: undefined } | { problem: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { problem: ROOT_ROLE_MESSAGES.notJson }
  }
  const problem = rootRoleShapeProblem(value)
  return problem ? { problem } : { rootRole: value as RootRole }
}
