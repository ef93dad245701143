import { fieldMessages } from '@/testing/schema-problems'
import { hostileValues } from '~/specs/helpers/hostile-input'
import {
  type CertificateCreateValues,
  certificateCreateSchema,
  initialCertificateValues,
  pemMessages,
} from './certificate-create'

const block = (label: string, body = 'MIIBujCCAV+gAwIBAgIUPgqi\nwI73DhHsIXobF5l8G+ISfQIw') =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`

const valid: CertificateCreateValues = {
  ...initialCertificateValues,
  name: 'console-tls',
  cert: block('CERTIFICATE') + block('CERTIFICATE'),
  key: block('PRIVATE KEY'),
}

/** Every field's message for `values`, by field; {} when they pass. */
const problems = (values: Partial<CertificateCreateValues>) =>
  fieldMessages(certificateCreateSchema, { ...valid, ...values })

describe('the add-certificate form', () => {
  it.each<[string, Partial<CertificateCreateValues>, Record<string, string>]>([
    ['a chain and its PKCS#8 key', {}, {}],
    [
      'one certificate and a PKCS#1 key',
      { cert: block('CERTIFICATE'), key: block('RSA PRIVATE KEY') },
      {},
    ],
    ['a SEC 1 key with blank lines around', { key: `\n\n${block('EC PRIVATE KEY')}\n` }, {}],
    ['no chain', { cert: '' }, { cert: 'Certificate chain is required' }],
    ['a chain of blank lines', { cert: '\n \n' }, { cert: 'Certificate chain is required' }],
    [
      'a chain that is not PEM',
      { cert: 'MIIBujCCAV+gAwIBAgIU' },
      { cert: pemMessages.chainNotPem },
    ],
    [
      'a chain with text between its blocks',
      { cert: `${block('CERTIFICATE')}subject=CN=x\n${block('CERTIFICATE')}` },
      { cert: pemMessages.chainNotPem },
    ],
    [
      'the key pasted in the chain field',
      { cert: block('PRIVATE KEY') },
      {
        cert: 'Must hold only CERTIFICATE blocks, not PRIVATE KEY: the key goes in Private key',
      },
    ],
    [
      'a chain with its key in one paste',
      { cert: block('CERTIFICATE') + block('EC PRIVATE KEY') },
      {
        cert: 'Must hold only CERTIFICATE blocks, not EC PRIVATE KEY: the key goes in Private key',
      },
    ],
    [
      'a certificate request for the chain',
      { cert: block('CERTIFICATE REQUEST') },
      { cert: 'Must hold only CERTIFICATE blocks, not CERTIFICATE REQUEST' },
    ],
    ['no key', { key: '' }, { key: 'Private key is required' }],
    ['a key of spaces', { key: '   ' }, { key: 'Private key is required' }],
    ['a key that is not PEM', { key: 'hunter2' }, { key: pemMessages.keyNotPem }],
    [
      'the certificate pasted in the key field',
      { key: block('CERTIFICATE') },
      {
        key: 'Must be a private key, not a CERTIFICATE: the certificate goes in Certificate chain',
      },
    ],
    [
      'an encrypted key',
      { key: block('ENCRYPTED PRIVATE KEY') },
      {
        key: 'Must be a PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY block, not ENCRYPTED PRIVATE KEY',
      },
    ],
    [
      'two keys',
      { key: block('PRIVATE KEY') + block('PRIVATE KEY') },
      { key: 'Must hold one private key, not 2 blocks' },
    ],
    [
      'both PEM fields swapped',
      { cert: block('RSA PRIVATE KEY'), key: block('CERTIFICATE') },
      {
        cert: 'Must hold only CERTIFICATE blocks, not RSA PRIVATE KEY: the key goes in Private key',
        key: 'Must be a private key, not a CERTIFICATE: the certificate goes in Certificate chain',
      },
    ],
  ])('%s', (_case, values, expected) => {
    expect(problems(values)).toEqual(expected)
  })

  it.each(hostileValues('name', 'Name'))('refuses the name row "$why"', ({ value, message }) => {
    expect(problems({ name: value })).toEqual({ name: message })
  })

  it('takes any description as typed (free text; the contract sets no rule)', () => {
    for (const description of [
      '',
      '   ',
      '<img src=x onerror=alert(1)>',
      'rtl\u202eltr',
      'd'.repeat(10_000),
    ]) {
      expect(problems({ description })).toEqual({})
      expect(certificateCreateSchema.cast({ ...valid, description }).description).toBe(description)
    }
  })

  it('sends the contract’s CertificateCreate with the PEM trimmed', () => {
    const sent = certificateCreateSchema.cast({
      ...valid,
      cert: `\n${valid.cert}\n\n`,
      key: `  ${valid.key}`,
    })
    expect(sent).toEqual({ ...valid, cert: valid.cert.trim(), key: valid.key.trim() })
  })
})
