/** The access form's fields: each bad input and the exact message it gets. */
import { schemaMessages } from '@/testing/schema-problems'
import { LEVEL_ROLES } from '@/util/access-policy'
import { accessAssignmentSchema } from './access-assignment'

describe('add user or group / change role', () => {
  const valid = { identityId: 'u1', roleName: 'viewer' }
  it.each<['project' | 'silo' | 'fleet', object, string[]]>([
    ['project', {}, []],
    ['project', { roleName: 'limited_collaborator' }, []],
    ['project', { identityId: '' }, ['User or group is required']],
    ['project', { roleName: '' }, ['Role is required']],
    ['silo', { identityId: '', roleName: '' }, ['User or group is required', 'Role is required']],
    ['fleet', { roleName: 'limited_collaborator' }, ['Choose one of the roles listed']],
    ['fleet', { roleName: 'owner' }, ['Choose one of the roles listed']],
    ['fleet', { roleName: 'admin' }, []],
  ])('%s %o → %o', async (level, change, messages) => {
    expect(
      await schemaMessages(accessAssignmentSchema(LEVEL_ROLES[level]), { ...valid, ...change }),
    ).toEqual(messages)
  })
})
