// @vitest-environment node
import type { RootState } from '~/store'
import { selectSawForbidden } from './ForbiddenNotice'
import { looksMisconfigured } from './ForbiddenNoticeView'

describe('a request was forbidden (SPEC §2, §7)', () => {
  const forbidden = { statusCode: 403, message: 'Action not authorized' }
  const failed = { statusCode: 500, message: 'Internal Server Error' }
  const stateWith = (queries: object, mutations: object = {}) =>
    ({ api: { queries, mutations } }) as unknown as RootState
  it.each([
    ['no request yet', false, {}, {}],
    ['a query answered', false, { me: { status: 'fulfilled', data: {} } }, {}],
    ['a query answered 403', true, { me: { status: 'rejected', error: forbidden } }, {}],
    // the notice stays while it is asked again: its view asking again does not take it away
    ['a 403 asked again', true, { me: { status: 'pending', error: forbidden } }, {}],
    ['a query answered 500', false, { me: { status: 'rejected', error: failed } }, {}],
    ['a mutation answered 403', true, {}, { save: { status: 'rejected', error: forbidden } }],
  ])('%s → %s', (_, expected, queries, mutations) => {
    expect(selectSawForbidden(stateWith(queries, mutations))).toBe(expected)
  })
})

describe('the misconfigured identity provider notice (SPEC §2)', () => {
  it.each([
    ['no groups and no role', 0, [], true],
    ['no groups, a role of their own', 0, [{ identityId: 'me' }], false],
    ['no groups, only others have roles', 0, [{ identityId: 'someone' }], true],
    ['a group, no role', 1, [], false],
    ['a group and a role', 2, [{ identityId: 'me' }], false],
  ])('%s → %s', (_, groupCount, assignments, expected) => {
    expect(looksMisconfigured('me', groupCount, assignments)).toBe(expected)
  })
})
