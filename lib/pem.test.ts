// @vitest-environment node
import {
  CERTIFICATE_LABEL,
  certificateChainProblem,
  isPem,
  PRIVATE_KEY_LABEL,
  pemBlockLabels,
  privateKeyProblem,
} from './pem'

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

describe('the blocks a text is made of', () => {
  test.each([
    ['one block', block('CERTIFICATE'), ['CERTIFICATE']],
    [
      'a chain, leaf first, blank lines between and around',
      `\n${block('CERTIFICATE')}\n\n${block('CERTIFICATE')}\n`,
      ['CERTIFICATE', 'CERTIFICATE'],
    ],
    ['Windows line ends', block('CERTIFICATE').replaceAll('\n', '\r\n'), ['CERTIFICATE']],
    [
      'a certificate and its key in one file',
      block('CERTIFICATE') + block('PRIVATE KEY'),
      ['CERTIFICATE', 'PRIVATE KEY'],
    ],
    ['text before the first block', `subject=CN=x\n${block('CERTIFICATE')}`, undefined],
    ['text between blocks', `${block('CERTIFICATE')}issuer\n${block('CERTIFICATE')}`, undefined],
    ['a block with no end', '-----BEGIN CERTIFICATE-----\nMIIB\n', undefined],
    [
      'an unended block before a whole one',
      `-----BEGIN CERTIFICATE-----\nMIIB\n${block('CERTIFICATE')}`,
      undefined,
    ],
    ['a block whose body is not base64', block('CERTIFICATE', 'MIIB?!'), undefined],
    [
      'an empty body beside a good block',
      block('CERTIFICATE') + block('CERTIFICATE', ''),
      undefined,
    ],
    ['no block at all', 'MIIBmzCCAUGgAwIBAgIU', undefined],
    ['nothing', '', undefined],
  ])('%s', (_case, text, labels) => {
    expect(pemBlockLabels(text)).toEqual(labels)
  })
})

describe('a certificate chain (CertificateCreate.cert)', () => {
  test.each([
    ['one certificate', block('CERTIFICATE'), undefined],
    ['a leaf and an intermediate', block('CERTIFICATE') + block('CERTIFICATE'), undefined],
    ['nothing', '', { kind: 'empty' }],
    ['only whitespace', ' \n\t ', { kind: 'empty' }],
    ['plain text', 'my certificate', { kind: 'notPem' }],
    ['a private key', block('PRIVATE KEY'), { kind: 'wrongLabel', label: 'PRIVATE KEY' }],
    [
      'a chain with its key after it',
      block('CERTIFICATE') + block('EC PRIVATE KEY'),
      { kind: 'wrongLabel', label: 'EC PRIVATE KEY' },
    ],
    [
      'a certificate request',
      block('CERTIFICATE REQUEST'),
      { kind: 'wrongLabel', label: 'CERTIFICATE REQUEST' },
    ],
  ])('%s', (_case, text, problem) => {
    expect(certificateChainProblem(text)).toEqual(problem)
  })
})

describe('a private key (CertificateCreate.key)', () => {
  test.each([
    ['PKCS#8', block('PRIVATE KEY'), undefined],
    ['PKCS#1', block('RSA PRIVATE KEY'), undefined],
    ['SEC 1', block('EC PRIVATE KEY'), undefined],
    ['nothing', '', { kind: 'empty' }],
    ['only whitespace', '   ', { kind: 'empty' }],
    ['a body with no armour', 'MIGHAgEAMBMGByqGSM49AgEG', { kind: 'notPem' }],
    ['a certificate', block('CERTIFICATE'), { kind: 'wrongLabel', label: 'CERTIFICATE' }],
    [
      'an encrypted key (the server cannot use it)',
      block('ENCRYPTED PRIVATE KEY'),
      { kind: 'wrongLabel', label: 'ENCRYPTED PRIVATE KEY' },
    ],
    ['a public key', block('PUBLIC KEY'), { kind: 'wrongLabel', label: 'PUBLIC KEY' }],
    ['two keys', block('PRIVATE KEY') + block('RSA PRIVATE KEY'), { kind: 'notOne', count: 2 }],
  ])('%s', (_case, text, problem) => {
    expect(privateKeyProblem(text)).toEqual(problem)
  })
})
