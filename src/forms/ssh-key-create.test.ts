import { ValidationError } from 'yup'
import { ed25519PublicKey, sshKeyMessages } from '~/lib/ssh-key'
import { hostileValues } from '~/specs/helpers/hostile-input'
import { sshKeyFormSchema } from './ssh-key-create'

/** Hostile input on the add-SSH-key form: each value and the message it gets. */

const KEY = ed25519PublicKey(new Uint8Array(32).fill(7), 'me@laptop')
const valid = { name: 'laptop', description: '', publicKey: KEY }

async function messageAt(path: keyof typeof valid, value: string) {
  try {
    await sshKeyFormSchema.validateAt(path, { ...valid, [path]: value })
    return undefined
  } catch (error) {
    if (error instanceof ValidationError) return error.message
    throw error
  }
}

describe('add SSH key: hostile names', () => {
  it.each(hostileValues('name', 'Name'))('$why: $message', async ({ value, message }) => {
    expect(await messageAt('name', value)).toBe(message)
  })
})

describe('add SSH key: hostile public keys', () => {
  const [type, data] = KEY.split(' ')
  it.each([
    { why: 'empty', value: '', message: 'Public key is required' },
    // was accepted and sent as '' once trimmed
    { why: 'whitespace only', value: '  \n\t ', message: 'Public key is required' },
    { why: 'no-break spaces only', value: '\u00a0\u00a0', message: 'Public key is required' },
    { why: 'garbage text', value: 'hello there', message: sshKeyMessages.type },
    { why: 'one word', value: 'garbage', message: sshKeyMessages.shape },
    { why: '1,000 characters', value: 'b'.repeat(1000), message: sshKeyMessages.shape },
    {
      why: 'a private key',
      value: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl',
      message: sshKeyMessages.privateKey,
    },
    { why: 'unicode data', value: `${type} ключ`, message: sshKeyMessages.data },
    {
      why: 'a zero-width space in the data',
      value: `${type} ${data.slice(0, 10)}\u200b${data.slice(10)}`,
      message: sshKeyMessages.data,
    },
    { why: 'zero-width space only', value: '\u200b', message: sshKeyMessages.shape },
  ])('$why: $message', async ({ value, message }) => {
    expect(await messageAt('publicKey', value)).toBe(message)
  })

  it('sends the key trimmed', () => {
    expect(sshKeyFormSchema.cast({ ...valid, publicKey: `  ${KEY}\n` }).publicKey).toBe(KEY)
  })
})
