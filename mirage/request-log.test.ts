// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { LOGGED_BODY_LIMIT, loggedBody, logHandledRequest } from './request-log'

describe('loggedBody', () => {
  it.each([
    ['JSON text, parsed', '{"name":"db1"}', { name: 'db1' }],
    ['other text, as it is', 'not json', 'not json'],
    ['no body', undefined, undefined],
    [
      'a body at the limit, whole',
      `"${'a'.repeat(LOGGED_BODY_LIMIT - 2)}"`,
      'a'.repeat(LOGGED_BODY_LIMIT - 2),
    ],
    ['a body past the limit, by its size', 'x'.repeat(700 * 1024), '(700 KiB, not shown)'],
    [
      'a device token without its secret',
      '{"access_token":"oxide-token-abc","token_type":"Bearer","time_expires":null}',
      { access_token: '[secret]', token_type: 'Bearer', time_expires: null },
    ],
    [
      'a device code request without its code',
      'client_id=c&device_code=abc123&grant_type=urn%3Aietf',
      'client_id=c&device_code=[secret]&grant_type=urn%3Aietf',
    ],
    [
      'a device authorization without its device code',
      '{"device_code": "abc","user_code":"BCDF-GHJK"}',
      { device_code: '[secret]', user_code: 'BCDF-GHJK' },
    ],
    [
      'a sign-in, without its password',
      '{"username":"ada","password":"oxide"}',
      { username: 'ada', password: '[secret]' },
    ],
    [
      'a new local user, without their password',
      '{"external_id":"bot","password":{"mode":"password","value":"s3cret"}}',
      { external_id: 'bot', password: { mode: 'password', value: '[secret]' } },
    ],
    [
      'a password set, without it',
      '{"mode":"password","value":"s3cret"}',
      { mode: 'password', value: '[secret]' },
    ],
    [
      'an invalidated password, as it is',
      '{"mode":"login_disallowed"}',
      { mode: 'login_disallowed' },
    ],
  ])('logs %s', (_case, body, logged) => {
    expect(loggedBody(body)).toEqual(logged)
  })
})

describe('logHandledRequest', () => {
  it('logs one collapsed group per call, without a large upload chunk', () => {
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {})
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const end = vi.spyOn(console, 'groupEnd').mockImplementation(() => {})
    const chunk = JSON.stringify({ offset: 0, base64_encoded_data: 'A'.repeat(512 * 1024) })
    logHandledRequest('post', {
      status: 204,
      url: '/v1/disks/d/bulk-write?project=p',
      requestBody: chunk,
      responseText: '',
    })
    expect(group).toHaveBeenCalledWith('Mirage: [204] POST /v1/disks/d/bulk-write?project=p')
    expect(log).toHaveBeenCalledWith('Request', '(512 KiB, not shown)')
    expect(log).toHaveBeenCalledWith('Response', '')
    expect(end).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })
})
