// @vitest-environment node
import { SecretText } from './secret-text'

describe('SecretText', () => {
  it('gives its text only when revealed', () => {
    const secret = new SecretText('oxide-token-abc')
    expect(secret.reveal()).toBe('oxide-token-abc')
    expect(JSON.stringify({ token: secret })).toBe('{"token":"[secret]"}')
    expect(String(secret)).toBe('[secret]')
    expect(`${secret}`).toBe('[secret]')
    expect(Object.keys(secret)).toEqual([])
  })
})
