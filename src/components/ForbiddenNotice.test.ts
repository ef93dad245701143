// @vitest-environment node
import { looksMisconfigured } from './ForbiddenNoticeView'

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
