import { CERTIFICATE_LABEL, isPem, PRIVATE_KEY_LABEL } from './pem'

const block = (label: string, body = 'MIIBmzCCAUGgAwIBAgIU\nc+Z51mOpFA8pJH/d4jA=') =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`

test.each([
  ['a certificate', block('CERTIFICATE'), CERTIFICATE_LABEL, true],
  [
    'a certificate with surrounding blank lines',
    `\n\n${block('CERTIFICATE')}\n`,
    CERTIFICATE_LABEL,
    true,
  ],
  ['a PKCS#8 key', block('PRIVATE KEY'), PRIVATE_KEY_LABEL, true],
  ['a PKCS#1 key', block('RSA PRIVATE KEY'), PRIVATE_KEY_LABEL, true],
  ['a SEC 1 key', block('EC PRIVATE KEY'), PRIVATE_KEY_LABEL, true],
  ['a key where a certificate belongs', block('PRIVATE KEY'), CERTIFICATE_LABEL, false],
  ['a certificate where a key belongs', block('CERTIFICATE'), PRIVATE_KEY_LABEL, false],
  [
    'mismatched BEGIN and END',
    block('CERTIFICATE').replace('END CERTIFICATE', 'END KEY'),
    CERTIFICATE_LABEL,
    false,
  ],
  ['an empty body', block('CERTIFICATE', ''), CERTIFICATE_LABEL, false],
  ['a body that is not base64', block('CERTIFICATE', 'not base64!'), CERTIFICATE_LABEL, false],
  ['plain text', 'hello', CERTIFICATE_LABEL, false],
  ['nothing', '', CERTIFICATE_LABEL, false],
])('%s', (_case, text, label, expected) => {
  expect(isPem(text, label)).toBe(expected)
})
