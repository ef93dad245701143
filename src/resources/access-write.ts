/**
 * One role change, written the only way the API allows (PUT of the whole policy) without losing
 * anything: read the policy the server holds now, apply only this change, write the result.
 */

import {
  type Policy,
  policyToWrite,
  type RoleChange,
  type RoleName,
  roleIn,
} from '@/util/access-policy'
import type { ApiError } from '~/store/api/index'

export interface PolicyEndpoints {
  /** The policy as the server holds it now (a fresh GET, never the cache). */
  readCurrent: () => Promise<Policy>
  /** PUT the whole policy; rejects with the ApiError. */
  write: (policy: Policy) => Promise<unknown>
}

export type WriteOutcome =
  /** Written; `meanwhile` is the identity's role on the server when it had changed since. */
  | { ok: true; changedMeanwhile: false }
  | { ok: true; changedMeanwhile: true; meanwhile: RoleName | undefined }

export const isForbidden = (error: unknown) => (error as ApiError | undefined)?.statusCode === 403

/**
 * Fresh read, only this change, whole-policy PUT. `expected` is the identity's role when the form
 * or dialog opened; when the server's differs, the user's choice is still written (it is what
 * they asked for, for that identity alone) and the outcome says what it was meanwhile. A failed
 * read or write rejects with the server's error, and nothing else is written.
 */
export async function writeRoleChange(
  endpoints: PolicyEndpoints,
  change: RoleChange,
  expected: RoleName | undefined,
): Promise<WriteOutcome> {
  const current = await endpoints.readCurrent()
  const { policy, changedMeanwhile } = policyToWrite(current, change, expected)
  await endpoints.write(policy)
  return changedMeanwhile
    ? { ok: true, changedMeanwhile: true, meanwhile: roleIn(current, change.identityId) }
    : { ok: true, changedMeanwhile: false }
}
