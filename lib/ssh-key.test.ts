// @vitest-environment node
import { ed25519PublicKey, sshKeyMessages, sshKeyStart, sshPublicKeyProblem } from './ssh-key'

const ed25519 = ed25519PublicKey(new Uint8Array(32).fill(1))
const [, ed25519Data] = ed25519.split(' ')
/** An RSA key blob starts with the string "ssh-rsa" too (then exponent and modulus). */
const rsaData = btoa(
  String.fromCharCode(0, 0, 0, 7, ...Array.from('ssh-rsa', (c) => c.charCodeAt(0)), 0, 0, 0, 1, 3),
)

describe('OpenSSH public keys', () => {
  it.each([
    ['empty (left to the required rule)', '', undefined],
    ['an ed25519 key', ed25519, undefined],
    ['an ed25519 key with a comment', `${ed25519} me@laptop`, undefined],
    ['a comment with spaces', `${ed25519} my work laptop`, undefined],
    ['surrounding whitespace', `  ${ed25519}\n`, undefined],
    ['an RSA key', `ssh-rsa ${rsaData} me@host`, undefined],
    ['a private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn…', sshKeyMessages.privateKey],
    ['the type alone', 'ssh-ed25519', sshKeyMessages.shape],
    ['random text', 'hello', sshKeyMessages.shape],
    ['an unknown type', `ssh-foo ${ed25519Data}`, sshKeyMessages.type],
    ['data that is not base64', 'ssh-ed25519 not*base64', sshKeyMessages.data],
    ['data cut short', `ssh-ed25519 ${ed25519Data.slice(0, 20)}`, sshKeyMessages.data],
    ['data of another key type', `ssh-rsa ${ed25519Data}`, sshKeyMessages.data],
    [
      'a key wrapped over two lines',
      `ssh-ed25519 ${ed25519Data.slice(0, 40)}\n${ed25519Data.slice(40)}`,
      sshKeyMessages.data,
    ],
  ])('%s', (_, input, expected) => {
    expect(sshPublicKeyProblem(input)).toBe(expected)
  })

  it('shows the type and the start of the data', () => {
    expect(sshKeyStart(`${ed25519} me@host`)).toBe(`ssh-ed25519 ${ed25519Data.slice(0, 12)}…`)
    expect(sshKeyStart('ssh-rsa AAAA')).toBe('ssh-rsa AAAA')
  })
})
