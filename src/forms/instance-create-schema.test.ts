// @vitest-environment node
import type { ValidationError } from 'yup'
import { GiB, KiB } from '@/util/units'
import { hostileValues } from '~/specs/helpers/hostile-input'
import { instanceCreateBody } from './instance-create-body'
import {
  type InstanceCreateValues,
  initialInstanceValues,
  instanceCreateSchema,
  instanceMessages,
  suggestedDiskGiB,
  validateHostname,
} from './instance-create-schema'
import { HARDWARE_PRESETS } from './instance-presets'

const IMAGE_ID = 'image-1'
/** A 12.5 GiB image: the boot disk must be at least 13 GiB. */
const IMAGE_BYTES = 12.5 * GiB
const schema = instanceCreateSchema((id) => (id === IMAGE_ID ? IMAGE_BYTES : undefined))

const valid = (): InstanceCreateValues => ({
  ...initialInstanceValues(['key-1', 'key-2']),
  name: 'web-1',
  siloImageId: IMAGE_ID,
  bootDiskSize: 20,
})

/** Every message the schema gives for these values, in field order. */
function errorsOf(patch: Partial<InstanceCreateValues>): string[] {
  try {
    schema.validateSync({ ...valid(), ...patch }, { abortEarly: false })
    return []
  } catch (error) {
    return (error as ValidationError).errors
  }
}

describe('instance create schema (SPEC §5 rules and §9 limits)', () => {
  it('accepts the defaults with a name and an image', () => {
    expect(errorsOf({})).toEqual([])
  })

  it.each<[string, Partial<InstanceCreateValues>, string]>([
    ['empty name', { name: '' }, 'Name is required'],
    ['name with capitals', { name: 'Web' }, 'Must start with a lowercase letter'],
    ['name ending in a dash', { name: 'web-' }, 'Must end with a letter or number'],
    ['hostname with a space', { hostname: 'my host' }, instanceMessages.hostnameChars],
    ['hostname label ending in a dash', { hostname: 'a-.b' }, instanceMessages.hostnameLabel],
    ['hostname too long', { hostname: 'a'.repeat(254) }, instanceMessages.hostnameLength],
    ['custom vCPUs empty', { preset: 'custom', ncpus: Number.NaN }, 'vCPUs is required'],
    ['custom vCPUs 0', { preset: 'custom', ncpus: 0 }, 'Must be at least 1 vCPU'],
    ['custom vCPUs 65', { preset: 'custom', ncpus: 65 }, 'Can be at most 64 vCPUs'],
    ['custom vCPUs 1.5', { preset: 'custom', ncpus: 1.5 }, instanceMessages.cpuWhole],
    ['custom memory empty', { preset: 'custom', memory: Number.NaN }, 'Memory is required'],
    ['custom memory 0', { preset: 'custom', memory: 0 }, 'Must be at least 1 GiB'],
    ['custom memory 1537', { preset: 'custom', memory: 1537 }, 'Can be at most 1536 GiB'],
    ['custom memory 2.5', { preset: 'custom', memory: 2.5 }, instanceMessages.memoryWhole],
    ['no silo image', { siloImageId: '' }, 'Image is required'],
    ['no project image', { bootSource: 'projectImage' }, 'Image is required'],
    ['no existing disk', { bootSource: 'disk' }, 'Disk is required'],
    ['boot disk name invalid', { bootDiskName: 'Boot' }, 'Must start with a lowercase letter'],
    ['boot disk size empty', { bootDiskSize: Number.NaN }, 'Boot disk size is required'],
    ['boot disk size 0', { bootDiskSize: 0 }, 'Must be at least 1 GiB'],
    ['boot disk size 1024', { bootDiskSize: 1024 }, 'Can be at most 1023 GiB'],
    ['boot disk below the image', { bootDiskSize: 12 }, instanceMessages.belowImage(13)],
    ['boot disk size 20.5', { bootDiskSize: 20.5 }, instanceMessages.diskWhole],
    [
      'additional disk of 2.5 GiB',
      { disks: [{ kind: 'create', name: 'data', size: 2.5, description: '' }] },
      instanceMessages.diskWhole,
    ],
    [
      'additional disk without a name',
      { disks: [{ kind: 'create', name: '', size: 10, description: '' }] },
      'Disk name is required',
    ],
    [
      'additional disk too big',
      { disks: [{ kind: 'create', name: 'data', size: 2000, description: '' }] },
      'Can be at most 1023 GiB',
    ],
    ['attached disk not picked', { disks: [{ kind: 'attach', name: '' }] }, 'Disk is required'],
    [
      'two disks with one name',
      {
        bootDiskName: 'data',
        disks: [{ kind: 'create', name: 'data', size: 10, description: '' }],
      },
      instanceMessages.diskNamesUnique,
    ],
    [
      'custom networking without interfaces',
      { networking: 'custom' },
      instanceMessages.interfacesRequired,
    ],
    [
      'interface without VPC and subnet',
      {
        networking: 'custom',
        interfaces: [{ name: 'nic0', description: '', vpcName: '', subnetName: '' }],
      },
      'VPC is required',
    ],
    [
      'nine interfaces',
      {
        networking: 'custom',
        interfaces: Array.from({ length: 9 }, (_, i) => ({
          name: `nic${i}`,
          description: '',
          vpcName: 'default',
          subnetName: 'default',
        })),
      },
      'An instance can have at most 8 network interfaces',
    ],
    [
      'two interfaces with one name',
      {
        networking: 'custom',
        interfaces: [0, 1].map(() => ({
          name: 'nic0',
          description: '',
          vpcName: 'default',
          subnetName: 'default',
        })),
      },
      'Items must be unique',
    ],
    [
      'user data over 32 KiB',
      { userData: 'x'.repeat(32 * KiB + 1) },
      instanceMessages.userDataSize,
    ],
  ])('%s', (_case, patch, message) => {
    expect(errorsOf(patch)).toContain(message)
  })

  it.each<[string, Partial<InstanceCreateValues>]>([
    ['a preset ignores the custom fields', { ncpus: Number.NaN, memory: 0 }],
    [
      'an existing boot disk needs no size',
      { bootSource: 'disk', bootDiskExisting: 'old', bootDiskSize: Number.NaN },
    ],
    ['user data of exactly 32 KiB', { userData: 'x'.repeat(32 * KiB) }],
    ['a dotted hostname', { hostname: 'web-1.example.com' }],
    ['the boot disk exactly fits', { bootDiskSize: 13 }],
    [
      'unfinished interfaces once Default is chosen again',
      {
        networking: 'default',
        interfaces: [{ name: '', description: '', vpcName: '', subnetName: '' }],
      },
    ],
  ])('%s', (_case, patch) => {
    expect(errorsOf(patch)).toEqual([])
  })
})

describe('hostname rule (the contract Hostname pattern)', () => {
  it.each([
    ['', undefined],
    ['web', undefined],
    ['Web-01', undefined],
    ['a.b.c', undefined],
    ['-web', instanceMessages.hostnameLabel],
    ['web.', instanceMessages.hostnameLabel],
    ['web_1', instanceMessages.hostnameChars],
  ])('%j → %j', (hostname, message) => {
    expect(validateHostname(hostname)).toBe(message)
  })
})

describe('hardware presets', () => {
  it('stay within 1–64 vCPUs and 1–1536 GiB and have unique ids', () => {
    for (const preset of HARDWARE_PRESETS) {
      expect(preset.ncpus).toBeGreaterThanOrEqual(1)
      expect(preset.ncpus).toBeLessThanOrEqual(64)
      expect(preset.memory).toBeGreaterThanOrEqual(1)
      expect(preset.memory).toBeLessThanOrEqual(1536)
    }
    expect(new Set(HARDWARE_PRESETS.map((preset) => preset.id)).size).toBe(HARDWARE_PRESETS.length)
  })
})

describe('boot disk size suggestion (SPEC §9: up in tens, at most 1023)', () => {
  it.each([
    [1 * GiB, 10],
    [10 * GiB, 10],
    [12.5 * GiB, 20],
    [1020 * GiB + 1, 1023],
  ])('%d bytes → %d GiB', (bytes, gib) => {
    expect(suggestedDiskGiB(bytes)).toBe(gib)
  })
})

describe('instanceCreateBody', () => {
  const generate = (...parts: string[]) => `${parts.join('-')}-abc123`

  it('maps a preset, an image boot disk, defaults and keys to the contract', () => {
    const body = instanceCreateBody({ ...valid(), userData: '#cloud-config\n' }, { generate })
    expect(body).toEqual({
      name: 'web-1',
      description: '',
      hostname: 'web-1',
      ncpus: 2,
      memory: 8 * GiB,
      bootDisk: {
        type: 'create',
        name: 'web-1-boot-abc123',
        description: 'Boot disk for web-1',
        size: 20 * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: IMAGE_ID } },
      },
      disks: [],
      networkInterfaces: { type: 'default_dual_stack' },
      externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto' } }],
      sshPublicKeys: ['key-1', 'key-2'],
      userData: btoa('#cloud-config\n'),
      autoRestartPolicy: null,
      antiAffinityGroups: [],
      start: true,
    })
  })

  it('maps custom size, existing disks, custom interfaces, pools and floating IPs', () => {
    const body = instanceCreateBody({
      ...valid(),
      preset: 'custom',
      ncpus: 3,
      memory: 5,
      hostname: 'host',
      bootSource: 'disk',
      bootDiskExisting: 'old-boot',
      disks: [
        { kind: 'attach', name: 'data' },
        { kind: 'create', name: 'scratch', size: 30, description: '' },
      ],
      networking: 'custom',
      interfaces: [{ name: 'nic0', description: '', vpcName: 'default', subnetName: 'default' }],
      ephemeralIpPool: 'pool-a',
      floatingIps: ['fip-1'],
      sshKeyIds: [],
      autoRestart: 'never',
      antiAffinityGroups: ['spread'],
      start: false,
    })
    expect(body).toMatchObject({
      ncpus: 3,
      memory: 5 * GiB,
      hostname: 'host',
      bootDisk: { type: 'attach', name: 'old-boot' },
      disks: [
        { type: 'attach', name: 'data' },
        {
          type: 'create',
          name: 'scratch',
          size: 30 * GiB,
          diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
        },
      ],
      networkInterfaces: {
        type: 'create',
        params: [{ name: 'nic0', description: '', vpcName: 'default', subnetName: 'default' }],
      },
      externalIps: [
        { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'pool-a' } },
        { type: 'floating', floatingIp: 'fip-1' },
      ],
      sshPublicKeys: [],
      autoRestartPolicy: 'never',
      antiAffinityGroups: ['spread'],
      start: false,
    })
  })

  // a silo with default pools of both IP versions refuses 'auto' without a version
  it.each([
    // the silo's default pool versions, the form's pool and version → the ephemeral IP's selector
    [['v4', 'v6'], '', 'v4', { type: 'auto', ipVersion: 'v4' }],
    [['v4', 'v6'], '', 'v6', { type: 'auto', ipVersion: 'v6' }],
    [['v4', 'v6'], 'secondary', 'v6', { type: 'explicit', pool: 'secondary' }],
    [['v4'], '', 'v4', { type: 'auto' }],
    [['v6'], '', 'v4', { type: 'auto' }],
  ] as const)('defaults %j, pool %j, version %s → %j', (versions, pool, version, selector) => {
    const body = instanceCreateBody(
      { ...valid(), ephemeralIpPool: pool, ephemeralIpVersion: version },
      { defaultPoolVersions: versions },
    )
    expect(body.externalIps).toEqual([{ type: 'ephemeral', poolSelector: selector }])
  })

  it('the form starts on IPv4 for the default pool', () => {
    expect(initialInstanceValues([]).ephemeralIpVersion).toBe('v4')
    expect(errorsOf({ ephemeralIpVersion: 'v5' as never })).toHaveLength(1)
  })

  it('sends no external IPs without network interfaces, and UTF-8 user data as Base64', () => {
    const body = instanceCreateBody({ ...valid(), networking: 'none', userData: 'héllo' })
    expect(body.networkInterfaces).toEqual({ type: 'none' })
    expect(body.externalIps).toEqual([])
    expect(
      new TextDecoder().decode(Uint8Array.from(atob(body.userData ?? ''), (c) => c.charCodeAt(0))),
    ).toBe('héllo')
  })
})

describe('instance create schema: hostile input', () => {
  const typed = (value: string) => (value === '' ? Number.NaN : Number(value))
  const newDisk = (change: { name?: string; size?: number }) => ({
    disks: [{ kind: 'create' as const, name: 'data', size: 10, description: '', ...change }],
  })
  // formik shows a field's first problem
  const firstError = (patch: Partial<InstanceCreateValues>) => errorsOf(patch)[0]

  it.each([
    { why: 'whitespace only (the name is used)', value: '   ', message: undefined },
    { why: 'upper case (the contract allows it)', value: 'Web-1', message: undefined },
    { why: '254 characters', value: 'a'.repeat(254), message: instanceMessages.hostnameLength },
    { why: '1,000 characters', value: 'h'.repeat(1000), message: instanceMessages.hostnameLength },
    { why: 'unicode', value: 'café', message: instanceMessages.hostnameChars },
    { why: 'a zero-width space', value: 'web\u200b1', message: instanceMessages.hostnameChars },
    { why: 'an inner space', value: 'web 1', message: instanceMessages.hostnameChars },
    { why: 'an underscore', value: 'web_1', message: instanceMessages.hostnameChars },
    { why: 'a leading hyphen', value: '-web', message: instanceMessages.hostnameLabel },
    { why: 'a trailing hyphen', value: 'web-', message: instanceMessages.hostnameLabel },
    { why: 'an empty label', value: 'web..local', message: instanceMessages.hostnameLabel },
    { why: 'a trailing dot', value: 'web.', message: instanceMessages.hostnameLabel },
  ])('hostname, $why', ({ value, message }) => {
    expect(firstError({ hostname: value })).toBe(message)
  })

  it.each(
    // empty is no error: the boot disk's name is then made from the instance's
    hostileValues('name', 'Disk name').map((row) =>
      row.why === 'empty' ? { ...row, message: undefined } : row,
    ),
  )('boot disk name, $why: $message', ({ value, message }) => {
    expect(firstError({ bootDiskName: value })).toBe(message)
  })

  it.each(hostileValues('name', 'Disk name'))(
    'additional disk name, $why: $message',
    ({ value, message }) => {
      expect(firstError(newDisk({ name: value }))).toBe(message)
    },
  )

  it.each(hostileValues('diskSize', 'Disk size'))(
    'additional disk size, $why: $message',
    ({ value, message }) => {
      expect(firstError(newDisk({ size: typed(value) }))).toBe(message)
    },
  )

  it.each(hostileValues('diskSize', 'Boot disk size'))(
    'boot disk size, $why: $message',
    ({ value, message }) => {
      // an image of unknown size, so only the size's own limits apply
      expect(firstError({ siloImageId: 'unknown', bootDiskSize: typed(value) })).toBe(message)
    },
  )

  it.each([
    { why: 'exactly 32 KiB', value: 'x'.repeat(32 * KiB), message: undefined },
    // 16 Ki + 1 characters of two bytes each: the bytes count, not the characters
    {
      why: 'two-byte characters past 32 KiB',
      value: 'é'.repeat(16 * KiB + 1),
      message: instanceMessages.userDataSize,
    },
  ])('user data, $why', ({ value, message }) => {
    expect(firstError({ userData: value })).toBe(message)
  })
})
