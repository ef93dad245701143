import { describe, expect, it } from 'vitest'
import { parseRootRole, ROOT_ROLE_MESSAGES } from './root-role'

const role = (signed: object, signatures: unknown = []) => JSON.stringify({ signed, signatures })
const rootSigned = { _type: 'root', keys: { a1: {} }, roles: { root: { keyids: ['a1'] } } }

describe('parseRootRole', () => {
  it.each([
    ['nothing', '', ROOT_ROLE_MESSAGES.notJson],
    ['text that is not JSON', '{"signed": ', ROOT_ROLE_MESSAGES.notJson],
    ['a JSON array', '[1, 2]', ROOT_ROLE_MESSAGES.notObject],
    ['an object without signed', '{"signatures": []}', ROOT_ROLE_MESSAGES.notObject],
    ['a targets role', role({ ...rootSigned, _type: 'targets' }), ROOT_ROLE_MESSAGES.notRoot],
    ['no keys', role({ ...rootSigned, keys: undefined }), ROOT_ROLE_MESSAGES.noKeys],
    ['no root role', role({ ...rootSigned, roles: {} }), ROOT_ROLE_MESSAGES.noKeys],
    [
      'root key ids not a list',
      role({ ...rootSigned, roles: { root: { keyids: 'a1' } } }),
      ROOT_ROLE_MESSAGES.noKeys,
    ],
    ['signatures not a list', role(rootSigned, {}), ROOT_ROLE_MESSAGES.noSignatures],
  ])('refuses %s', (_, text, message) => {
    expect(parseRootRole(text)).toEqual({ problem: message })
  })

  it('takes a root role, parsed', () => {
    expect(parseRootRole(role(rootSigned))).toEqual({
      rootRole: { signed: rootSigned, signatures: [] },
    })
  })
})
