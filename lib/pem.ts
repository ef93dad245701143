/**
 * PEM (RFC 7468), as a silo's TLS certificates arrive: the console checks a certificate and key
 * before sending them, the mock refuses what is not PEM at all. Whether the certificate is valid
 * for the silo's DNS names is the real server's answer.
 */

export const CERTIFICATE_LABEL = /^CERTIFICATE$/
/** PKCS#8 ('PRIVATE KEY'), PKCS#1 ('RSA PRIVATE KEY') and SEC 1 ('EC PRIVATE KEY'). */
export const PRIVATE_KEY_LABEL = /^(RSA |EC )?PRIVATE KEY$/

/** One PEM block whose label matches: BEGIN and END lines of that label, only base64 between. */
export function isPem(text: string, label: RegExp) {
  const match = /^\s*-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)\r?\n?-----END \1-----\s*$/.exec(
    text,
  )
  if (!match || !label.test(match[1])) return false
  const body = match[2].replace(/\s/g, '')
  return body.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(body)
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n([\s\S]*?)\r?\n?-----END \1-----/g

/**
 * The labels of the PEM blocks `text` is made of, in order; undefined when it holds anything else
 * (text outside the blocks, a block whose body is not base64). Whitespace around and between the
 * blocks is allowed, so a chain pasted or read from a file with blank lines still counts.
 */
export function pemBlockLabels(text: string): string[] | undefined {
  const labels: string[] = []
  const outside = text.replace(PEM_BLOCK, (_block, label: string, body: string) => {
    const base64 = body.replace(/\s/g, '')
    labels.push(base64.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? label : '')
    return ''
  })
  if (labels.length === 0 || labels.includes('') || outside.trim() !== '') return undefined
  return labels
}

/** Why a text is not the PEM a field wants; the UI and the mock word each in their own way. */
export type PemProblem =
  | { kind: 'empty' }
  | { kind: 'notPem' }
  /** A block of another kind: a key pasted where the chain goes, a certificate for the key. */
  | { kind: 'wrongLabel'; label: string }
  /** More than one block where one belongs (the private key). */
  | { kind: 'notOne'; count: number }

function pemProblem(text: string, label: RegExp, one: boolean): PemProblem | undefined {
  if (text.trim() === '') return { kind: 'empty' }
  const labels = pemBlockLabels(text)
  if (!labels) return { kind: 'notPem' }
  const wrong = labels.find((found) => !label.test(found))
  if (wrong !== undefined) return { kind: 'wrongLabel', label: wrong }
  if (one && labels.length !== 1) return { kind: 'notOne', count: labels.length }
  return undefined
}

/**
 * A TLS certificate chain as the contract's CertificateCreate.cert takes it ("PEM-formatted
 * string containing public certificate chain"): one or more CERTIFICATE blocks.
 */
export const certificateChainProblem = (text: string) => pemProblem(text, CERTIFICATE_LABEL, false)

/** The chain's private key (CertificateCreate.key): exactly one block of a private key label. */
export const privateKeyProblem = (text: string) => pemProblem(text, PRIVATE_KEY_LABEL, true)
