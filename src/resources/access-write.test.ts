// @vitest-environment node
import type { Policy, RoleChange } from '@/util/access-policy'
import type { ApiError } from '~/store/api/index'
import { isForbidden, writeRoleChange } from './access-write'

const policy = (...pairs: [string, 'admin' | 'viewer' | 'collaborator'][]): Policy => ({
  roleAssignments: pairs.map(([identityId, roleName]) => ({
    identityId,
    identityType: 'silo_user',
    roleName,
  })),
})

const forbidden: ApiError = {
  message: 'Action not authorized',
  errorCode: 'Forbidden',
  statusCode: 403,
}
const serverError: ApiError = { message: 'Internal Server Error', statusCode: 500 }

describe('writing one role change', () => {
  const change: RoleChange = {
    identityId: 'u1',
    identityType: 'silo_user',
    roleName: 'collaborator',
  }

  it.each<[string, Policy, 'viewer' | undefined, Policy, boolean]>([
    [
      'reads first and keeps what others wrote',
      policy(['u1', 'viewer'], ['u9', 'admin']),
      'viewer',
      policy(['u1', 'collaborator'], ['u9', 'admin']),
      false,
    ],
    [
      'says when the identity changed meanwhile',
      policy(['u1', 'admin']),
      'viewer',
      policy(['u1', 'collaborator']),
      true,
    ],
    [
      'adds an identity that had none',
      policy(['u9', 'admin']),
      undefined,
      policy(['u9', 'admin'], ['u1', 'collaborator']),
      false,
    ],
  ])('%s', async (_, onServer, expected, written, changedMeanwhile) => {
    const write = vi.fn(async () => undefined)
    const outcome = await writeRoleChange(
      { readCurrent: async () => onServer, write },
      change,
      expected,
    )
    expect(write).toHaveBeenCalledWith(written)
    expect(outcome.changedMeanwhile).toBe(changedMeanwhile)
  })

  it.each<[string, 'read' | 'write', ApiError, boolean]>([
    ['a refused write (403) rejects with it', 'write', forbidden, true],
    ['a failed write rejects with the server error', 'write', serverError, false],
    ['a failed read writes nothing', 'read', serverError, false],
  ])('%s', async (_, failing, error, forbiddenError) => {
    const write = vi.fn(async () => {
      if (failing === 'write') throw error
    })
    const readCurrent = async () => {
      if (failing === 'read') throw error
      return policy(['u1', 'viewer'])
    }
    const rejection = await writeRoleChange({ readCurrent, write }, change, 'viewer').catch(
      (caught: unknown) => caught,
    )
    expect(rejection).toBe(error)
    expect(isForbidden(rejection)).toBe(forbiddenError)
    expect(write).toHaveBeenCalledTimes(failing === 'read' ? 0 : 1)
  })
})
