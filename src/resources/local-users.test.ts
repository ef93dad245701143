// @vitest-environment node
import type { AnyObjectSchema } from 'yup'
import { localUserCreateSchema, passwordSetSchema, userPassword } from './local-users'

/** Every message the schema gives for `values`, by field, or {} when they are valid. */
async function problems(schema: AnyObjectSchema, values: Record<string, string>) {
  try {
    await schema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

const UUID = '6f0a6b36-3a8e-4c4b-9d4e-1a2b3c4d5e6f'
const LENGTH = 'Can be at most 512 bytes (a character outside ASCII takes 2 to 4)'

describe('a new local user', () => {
  const create = (username: string, password = '', passwordRepeat = password) =>
    problems(localUserCreateSchema, { username, password, passwordRepeat })

  it.each([
    ['a username alone (no password)', 'build-bot', {}],
    ['a username with upper case after its first letter', 'jSmith', {}],
    ['a username of 63 characters', `a${'b'.repeat(62)}`, {}],
    ['a username containing a UUID', `user-${UUID}`, {}],
    ['no username', '', { username: 'Username is required' }],
    ['spaces for a username', '   ', { username: 'Username is required' }],
    ['a leading space', ' ada', { username: 'Must start with a lowercase letter' }],
    ['an upper-case first letter', 'Ada', { username: 'Must start with a lowercase letter' }],
    ['a digit first', '1ada', { username: 'Must start with a lowercase letter' }],
    [
      'a space inside',
      'ada lovelace',
      { username: 'Can only contain letters, numbers, and dashes' },
    ],
    [
      'markup',
      'a<script>alert(1)</script>',
      { username: 'Can only contain letters, numbers, and dashes' },
    ],
    ['an underscore', 'ada_l', { username: 'Can only contain letters, numbers, and dashes' }],
    [
      'a zero-width space',
      'ada\u200b',
      { username: 'Can only contain letters, numbers, and dashes' },
    ],
    [
      'a letter outside ASCII',
      'adé',
      { username: 'Can only contain letters, numbers, and dashes' },
    ],
    ['a dash at the end', 'ada-', { username: 'Must end with a letter or number' }],
    ['64 characters', `a${'b'.repeat(63)}`, { username: 'Can be at most 63 characters' }],
    ['a UUID', UUID.replace(/^6/, 'f'), { username: 'Cannot be a UUID' }],
  ])('%s', async (_, username, expected) => {
    expect(await create(username)).toEqual(expected)
  })

  it.each([
    ['a password typed twice', 'correct horse', 'correct horse', {}],
    ['a password of spaces, kept as typed', '   ', '   ', {}],
    ['a password of 512 bytes', 'x'.repeat(512), 'x'.repeat(512), {}],
    ['a password of 128 four-byte emoji (512 bytes)', '😀'.repeat(128), '😀'.repeat(128), {}],
    ['a password of 513 bytes', 'x'.repeat(513), 'x'.repeat(513), { password: LENGTH }],
    ['a password of 257 two-byte letters', 'é'.repeat(257), 'é'.repeat(257), { password: LENGTH }],
    [
      'a second typing that differs',
      'correct horse',
      'correct hors',
      { passwordRepeat: 'Passwords do not match' },
    ],
    [
      'a second typing with a trailing space',
      'pw',
      'pw ',
      { passwordRepeat: 'Passwords do not match' },
    ],
    ['a second typing without a first', '', 'pw', { passwordRepeat: 'Passwords do not match' }],
    ['a first typing without a second', 'pw', '', { passwordRepeat: 'Passwords do not match' }],
  ])('%s', async (_, password, repeat, expected) => {
    expect(await create('build-bot', password, repeat)).toEqual(expected)
  })
})

describe('setting a password', () => {
  it.each([
    ['a password typed twice', 'correct horse', 'correct horse', {}],
    ['no password', '', '', { password: 'New password is required' }],
    ['a password of 513 bytes', 'x'.repeat(513), 'x'.repeat(513), { password: LENGTH }],
    ['a second typing that differs', 'a', 'b', { passwordRepeat: 'Passwords do not match' }],
  ])('%s', async (_, password, passwordRepeat, expected) => {
    expect(await problems(passwordSetSchema, { password, passwordRepeat })).toEqual(expected)
  })
})

describe('the contract’s UserPassword', () => {
  it.each([
    ['a password', 'pw', { mode: 'password', value: 'pw' }],
    ['spaces, as typed', '  ', { mode: 'password', value: '  ' }],
    ['none: no sign-in until one is set', '', { mode: 'login_disallowed' }],
  ])('%s', (_, password, expected) => {
    expect(userPassword(password)).toEqual(expected)
  })
})
