/**
 * OpenSSH public keys (`ssh-ed25519 AAAAC3Nza… you@host`, one line of an `authorized_keys` file):
 * the key type, the base64 key blob, an optional comment. The blob starts with the key type again
 * (a length-prefixed string), which catches a truncated or mistyped paste that merely looks right.
 */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const

export const sshKeyMessages = {
  privateKey: 'This is a private key: paste the public key (the .pub file) instead',
  shape:
    'Must be an OpenSSH public key: the key type, the key data and an optional comment, e.g. ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… you@host',
  type: `Unsupported key type: use ${SSH_KEY_TYPES.slice(0, 5).join(', ')} or a security-key type`,
  data: 'The key data is not valid: copy the whole key, on one line',
} as const

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function decodeBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text) || text.length % 4 !== 0) return undefined
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/**
 * The fields of an SSH wire blob (RFC 4251 §5): every public key format is a sequence of
 * length-prefixed strings and mpints; undefined unless they fill the blob exactly.
 */
function wireFields(blob: Uint8Array): Uint8Array[] | undefined {
  const fields: Uint8Array[] = []
  let at = 0
  while (at < blob.length) {
    if (at + 4 > blob.length) return undefined
    const length =
      ((blob[at] << 24) | (blob[at + 1] << 16) | (blob[at + 2] << 8) | blob[at + 3]) >>> 0
    at += 4
    if (length === 0 || at + length > blob.length) return undefined
    fields.push(blob.slice(at, at + length))
    at += length
  }
  return fields
}

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/** The key blob holds its own type first, then the key; an ed25519 key is 32 bytes. */
function blobMatches(type: string, blob: Uint8Array) {
  const fields = wireFields(blob)
  if (!fields || fields.length < 2 || ascii(fields[0]) !== type) return false
  return type !== 'ssh-ed25519' || (fields.length === 2 && fields[1].length === 32)
}

/** Why the text is not an OpenSSH public key, or undefined when it is one (empty passes). */
export function sshPublicKeyProblem(value: string): string | undefined {
  const text = value.trim()
  if (!text) return undefined
  if (/PRIVATE KEY-----/.test(text)) return sshKeyMessages.privateKey
  const [type, data] = text.split(/\s+/)
  if (!data) return sshKeyMessages.shape
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type)) return sshKeyMessages.type
  // a key wrapped over several lines is one key broken in pieces
  if (/[\r\n]/.test(text)) return sshKeyMessages.data
  const blob = decodeBase64(data)
  if (!blob || !blobMatches(type, blob)) return sshKeyMessages.data
  return undefined
}

/** What a table shows of a key: its type and the start of its data (the rest is in the edit view). */
export function sshKeyStart(publicKey: string, dataChars = 12) {
  const [type = '', data = ''] = publicKey.trim().split(/\s+/)
  return data.length > dataChars ? `${type} ${data.slice(0, dataChars)}…` : `${type} ${data}`
}

/** ssh-keygen's name for each key type, as `ssh-keygen -l` prints it in parentheses. */
const KEY_TYPE_LABELS: Record<(typeof SSH_KEY_TYPES)[number], string> = {
  'ssh-ed25519': 'ED25519',
  'ssh-rsa': 'RSA',
  'ecdsa-sha2-nistp256': 'ECDSA',
  'ecdsa-sha2-nistp384': 'ECDSA',
  'ecdsa-sha2-nistp521': 'ECDSA',
  'sk-ssh-ed25519@openssh.com': 'ED25519-SK',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'ECDSA-SK',
}

/**
 * The key's fingerprint as `ssh-keygen -l` prints it: `SHA256:` and the unpadded base64 of the
 * SHA-256 of the key blob, then the key type, `SHA256:C9fRHq… (ED25519)`. Keys that all start
 * `ssh-ed25519 AAAAC3NzaC…` are told apart by it. Undefined for text that is not a public key.
 */
export async function sshKeyFingerprint(publicKey: string): Promise<string | undefined> {
  const [type = '', data = ''] = publicKey.trim().split(/\s+/)
  const blob = decodeBase64(data)
  if (!blob || !blobMatches(type, blob)) return undefined
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(blob)))
  const hash = btoa(String.fromCharCode(...digest)).replace(/=+$/, '')
  const label = KEY_TYPE_LABELS[type as (typeof SSH_KEY_TYPES)[number]]
  return label ? `SHA256:${hash} (${label})` : `SHA256:${hash}`
}

/** The SSH wire form of an ed25519 public key (RFC 8709): the type, then the 32 key bytes. */
export function ed25519PublicKey(keyBytes: Uint8Array, comment?: string) {
  const type = 'ssh-ed25519'
  const blob = new Uint8Array([0, 0, 0, type.length, ...Array.from(type, (c) => c.charCodeAt(0))])
  const data = new Uint8Array([...blob, 0, 0, 0, keyBytes.length, ...keyBytes])
  const base64 = btoa(String.fromCharCode(...data))
  return comment ? `${type} ${base64} ${comment}` : `${type} ${base64}`
}
