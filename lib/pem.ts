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
