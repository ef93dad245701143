import { GiB, TiB } from '@/util/units'
import { hostileValues, quota } from '~/specs/helpers/hostile-input'
import { initialSamlIdpValues, samlIdpBody, samlIdpSchema, samlMessages } from './saml-idp-create'
import { initialSiloValues, pemMessages, siloCreateBody, siloCreateSchema } from './silo-create'
import { belowUsageMessage, quotasUpdateBody, siloQuotasSchema } from './silo-quotas-edit'

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBmzCCAUGg\nAwIBAgIU==\n-----END CERTIFICATE-----'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMG\n-----END PRIVATE KEY-----\n'

/** The first message the schema gives for these values, or undefined when they pass. */
async function problem(schema: { validate: (v: unknown) => Promise<unknown> }, values: unknown) {
  try {
    await schema.validate(values)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('silo create form', () => {
  const valid = {
    ...initialSiloValues,
    name: 'lab',
    tlsCertificates: [{ name: 'lab-tls', description: '', cert: CERT, key: KEY }],
  }
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['valid', {}, undefined],
    ['no name', { name: '' }, 'Name is required'],
    [
      'a bad certificate',
      { tlsCertificates: [{ ...valid.tlsCertificates[0], cert: 'x' }] },
      pemMessages.cert,
    ],
    [
      'a bad key',
      { tlsCertificates: [{ ...valid.tlsCertificates[0], key: CERT }] },
      pemMessages.key,
    ],
    ['fractional CPUs', { cpus: 1.5 }, 'CPUs must be a whole number'],
    ['negative memory', { memoryGiB: -1 }, 'Memory cannot be negative'],
    ['no storage', { storageTiB: Number.NaN }, 'Storage is required'],
    [
      'two certificates of one name',
      { tlsCertificates: [valid.tlsCertificates[0], valid.tlsCertificates[0]] },
      'Certificate names must be unique',
    ],
  ])('%s', async (_, change, message) => {
    expect(await problem(siloCreateSchema, { ...valid, ...change })).toBe(message)
  })

  it('sends bytes, the service and only the roles that grant something', () => {
    const body = siloCreateBody({
      ...valid,
      cpus: 8,
      memoryGiB: 32,
      storageTiB: 2,
      adminGroupName: ' ',
      fleetRoles: { ...valid.fleetRoles, limited_collaborator: ['viewer'] },
    })
    expect(body.quotas).toEqual({ cpus: 8, memory: 32 * GiB, storage: 2 * TiB })
    expect(body.adminGroupName).toBeNull()
    expect(body.tlsCertificates[0].service).toBe('external_api')
    // the transport snake_cases keys: limitedCollaborator goes out as limited_collaborator
    expect(body.mappedFleetRoles).toEqual({ limitedCollaborator: ['viewer'] })
  })
})

describe('quota edit form', () => {
  const provisioned = { cpus: 32, memory: 116 * GiB, storage: 2 * TiB }
  const schema = siloQuotasSchema(provisioned)
  it.each<[string, Record<string, number>, string | undefined]>([
    ['exactly what is in use', { cpus: 32, memoryGiB: 116, storageGiB: 2048 }, undefined],
    [
      'CPUs below',
      { cpus: 31, memoryGiB: 116, storageGiB: 2048 },
      belowUsageMessage('CPUs', '32 vCPUs'),
    ],
    [
      'memory below',
      { cpus: 32, memoryGiB: 100, storageGiB: 2048 },
      belowUsageMessage('Memory', '116 GiB'),
    ],
    [
      'storage below',
      { cpus: 32, memoryGiB: 116, storageGiB: 2047 },
      belowUsageMessage('Storage', '2 TiB'),
    ],
    ['a fraction', { cpus: 32.5, memoryGiB: 116, storageGiB: 2048 }, 'CPUs must be a whole number'],
  ])('%s', async (_, values, message) => {
    expect(await problem(schema, values)).toBe(message)
  })

  it('sends bytes', () => {
    expect(quotasUpdateBody({ cpus: 4, memoryGiB: 8, storageGiB: 16 })).toEqual({
      cpus: 4,
      memory: 8 * GiB,
      storage: 16 * GiB,
    })
  })

  it('sends only the quotas given (the user’s changes)', () => {
    expect(JSON.parse(JSON.stringify(quotasUpdateBody({ memoryGiB: 8 })))).toEqual({
      memory: 8 * GiB,
    })
  })
})

/** A SAML identity provider the form accepts; each test changes one field of it. */
const validSamlIdp = {
  ...initialSamlIdpValues,
  name: 'okta',
  metadataUrl: 'https://idp.example.com/metadata',
  idpEntityId: 'https://idp.example.com',
  spClientId: 'oxide',
  acsUrl: 'https://rack.example.com/acs',
  sloUrl: 'https://rack.example.com/slo',
  technicalContactEmail: 'ops@example.com',
}

describe('SAML identity provider form', () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ['valid', {}, undefined],
    ['a URL without a scheme', { acsUrl: 'rack.example.com/acs' }, samlMessages.url],
    ['another scheme', { sloUrl: 'ftp://rack.example.com' }, samlMessages.url],
    ['a bad metadata URL', { metadataUrl: 'metadata' }, samlMessages.url],
    ['no metadata XML', { metadataSource: 'xml' }, 'Metadata XML is required'],
    ['a bad email', { technicalContactEmail: 'ops@' }, samlMessages.email],
    ['half a keypair', { publicCert: 'MIIB' }, samlMessages.keypair],
    [
      'a key that is not base64',
      { publicCert: 'MIIB', privateKey: 'not base64!' },
      samlMessages.base64,
    ],
    ['no entity id', { idpEntityId: '' }, 'IdP entity ID is required'],
  ])('%s', async (_, change, message) => {
    expect(await problem(samlIdpSchema, { ...validSamlIdp, ...change })).toBe(message)
  })

  it('sends pasted XML base64-encoded (UTF-8) and a keypair without line breaks', () => {
    const body = samlIdpBody({
      ...validSamlIdp,
      metadataSource: 'xml',
      metadataXml: '<EntityDescriptor name="é"/>',
      publicCert: 'MIIB\nAAAA',
      privateKey: 'MIIE\nBBBB',
    })
    expect(body.idpMetadataSource).toEqual({
      type: 'base64_encoded_xml',
      data: btoa(String.fromCharCode(...new TextEncoder().encode('<EntityDescriptor name="é"/>'))),
    })
    expect(body.signingKeypair).toEqual({ publicCert: 'MIIBAAAA', privateKey: 'MIIEBBBB' })
    expect(samlIdpBody(validSamlIdp).signingKeypair).toBeNull()
  })
})

describe('SAML identity provider form: hostile input', () => {
  const url = (label: string) => [
    { why: 'empty', value: '', message: `${label} is required` },
    { why: 'whitespace only', value: '   ', message: `${label} is required` },
    { why: 'no scheme', value: 'rack.example.com/acs', message: samlMessages.url },
    { why: 'a script', value: 'javascript:alert(1)', message: samlMessages.url },
    { why: 'a scheme alone', value: 'https://', message: samlMessages.url },
    // these three were accepted: the browser's URL parser drops or escapes what cannot be seen
    {
      why: 'an inner space',
      value: 'https://rack.example.com/a cs',
      message: samlMessages.urlChars,
    },
    {
      why: 'a zero-width space',
      value: 'https://rack\u200b.example.com',
      message: samlMessages.urlChars,
    },
    {
      why: 'a right-to-left override',
      value: 'https://rack.example.com/\u202eacs',
      message: samlMessages.urlChars,
    },
  ]
  const text = (label: string) => [
    { why: 'empty', value: '', message: `${label} is required` },
    { why: 'whitespace only', value: ' \t ', message: `${label} is required` },
    // was accepted: an entity id nobody can see
    { why: 'zero-width space only', value: '\u200b', message: `${label} is required` },
  ]
  const fields: [keyof typeof validSamlIdp, { why: string; value: string; message: string }[]][] = [
    ['name', hostileValues('name', 'Name')],
    ['metadataUrl', url('Metadata URL')],
    ['acsUrl', url('ACS URL')],
    ['sloUrl', url('SLO URL')],
    ['idpEntityId', text('IdP entity ID')],
    ['spClientId', text('SP client ID')],
    [
      'technicalContactEmail',
      [
        { why: 'empty', value: '', message: 'Technical contact email is required' },
        { why: 'whitespace only', value: '  ', message: 'Technical contact email is required' },
        { why: 'no domain', value: 'ops@', message: samlMessages.email },
        { why: 'no dot in the domain', value: 'ops@example', message: samlMessages.email },
        { why: 'an inner space', value: 'o ps@example.com', message: samlMessages.email },
        // was accepted
        { why: 'a zero-width space', value: 'ops\u200b@example.com', message: samlMessages.email },
        { why: 'two @', value: 'ops@@example.com', message: samlMessages.email },
      ],
    ],
    [
      'publicCert',
      [
        { why: 'not base64', value: 'not base64!', message: samlMessages.base64 },
        { why: 'a zero-width space', value: 'MIIB\u200bAAAA', message: samlMessages.base64 },
        { why: 'unicode', value: 'MIIBü', message: samlMessages.base64 },
      ],
    ],
  ]
  it.each(fields.flatMap(([path, rows]) => rows.map((row) => ({ path, ...row }))))(
    '$path, $why: $message',
    async ({ path, value, message }) => {
      const values = {
        ...validSamlIdp,
        privateKey: path === 'publicCert' ? 'MIIE' : '',
        [path]: value,
      }
      let got: string | undefined
      try {
        await samlIdpSchema.validateAt(path, values)
      } catch (error) {
        got = (error as Error).message
      }
      expect(got).toBe(message)
    },
  )
})

describe('quota edit form: hostile input', () => {
  // what the research silo has provisioned: a negative quota is below it too, and says negative
  const schema = siloQuotasSchema({ cpus: 32, memory: 116 * GiB, storage: 2 * TiB })
  const typed = (value: string) => (value === '' ? Number.NaN : Number(value))
  it.each(
    (
      [
        ['cpus', 'CPUs', 1],
        ['memoryGiB', 'Memory', GiB],
        ['storageGiB', 'Storage', GiB],
      ] as const
    ).flatMap(([path, label, bytesPerUnit]) =>
      quota(label, bytesPerUnit).map((row) => ({ path, ...row })),
    ),
  )('$path, $why: $message', async ({ path, value, message }) => {
    const values = { cpus: 32, memoryGiB: 116, storageGiB: 2048, [path]: typed(value) }
    let got: string | undefined
    try {
      await schema.validateAt(path, values)
    } catch (error) {
      got = (error as Error).message
    }
    expect(got).toBe(message)
  })
})
