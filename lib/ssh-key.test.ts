// @vitest-environment node
import {
  ed25519PublicKey,
  sshKeyFingerprint,
  sshKeyMessages,
  sshKeyStart,
  sshPublicKeyProblem,
} from './ssh-key'

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

describe('a key’s fingerprint', () => {
  // keys made with ssh-keygen -t ed25519 / rsa -b 2048 / ecdsa -b 256, their fingerprints as
  // `ssh-keygen -lf key.pub` printed them (OpenSSH on the machine this test was written on)
  it.each([
    [
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKU3ZvP5YLZeQciINSQ062aaK8jmKomd49LcWLE8LDzg ada@lab',
      'SHA256:C9fRHqNDT39+wGaiHZULQxmEnVFRb0jQvTkocG1SMdM (ED25519)',
    ],
    [
      'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDTGsJNx79kxNkXAlmNf4guw0kQwosGzzDZuDfIQkiCA2AmfHh+o6VwiQTOR3iCWb5QfMoQhxET3sJD2y7k+c8UKrG96tMBKii1t4+6u83mcThyBFwHdezXSsuP/5+N0D0W1mcRBaidQfhfr/KrICFv0Wm3QHrP5FILObNSbCEQUbPtJsLbONMKgGIhOIuurvNx49u0hsVTbc43XDc7dzyCXm9uUNd2rqPtJuy8lTzPPt3uRvzzEwSdqpkLPb10peHlOKzCfZkf6ke8XTK8tqve7s0RarFidzq1wezFc3J6NZ4S1dj2yvyEeA7c4VdUdDJw+0MDoBXr2GRnfEUC3BrX ci@build',
      'SHA256:FQ4vEv7AqUnE1iEiSUxyvEZPeZXGmtbzeDJ9F8g5JB4 (RSA)',
    ],
    [
      'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBHwEK9xrrGaoLSCQM+pbldEqfFvPRyGXPtgetsnrsWAHHwXcL5zXDzkj6qMqIedX7FJHsdZHG+mA8to1UeHC/Hg=',
      'SHA256:UCCejSsFMOYBzgNysRvaqSkB9plYG2AdYT2RUnjBueM (ECDSA)',
    ],
  ])('%s is %s', async (key, fingerprint) => {
    expect(await sshKeyFingerprint(key)).toBe(fingerprint)
  })

  it.each([
    '',
    'not a key',
    // the ed25519 key above with its last characters cut off
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKU3ZvP5YLZeQciINSQ062aaK8jmKomd49LcWLE8',
  ])('%j has none', async (text) => {
    expect(await sshKeyFingerprint(text)).toBeUndefined()
  })
})
