/**
 * The new-instance form's values and rules. Values follow the UI (GiB, pickers, on/off switches);
 * `instanceCreateBody` (./instance-create-body.ts) maps them to the contract's InstanceCreate.
 */
import { array, boolean, lazy, mixed, number, object, string } from 'yup'
import { IP_VERSIONS } from '@/util/ip-pools'
import { GiB, KiB, roundUpInTens } from '@/util/units'
import { nameSchema, requiredMessage, uniqueItemsSchema } from '@/util/validation'
import {
  INSTANCE_MAX_CPU,
  INSTANCE_MAX_RAM_GiB,
  INSTANCE_MIN_CPU,
  INSTANCE_MIN_RAM_GiB,
  MAX_DISK_SIZE_GiB,
  MAX_NICS_PER_INSTANCE,
  MIN_DISK_SIZE_GiB,
} from '~/lib/constants'
import type { InstanceAutoRestartPolicy, IpVersion } from '~/store/api'
import { CUSTOM_PRESET, DEFAULT_PRESET, type HardwarePreset, presetById } from './instance-presets'

// ---------------------------------------------------------------------------------------------
// Values

export type BootSourceKind = 'siloImage' | 'projectImage' | 'disk'
export type NetworkingKind = 'default' | 'none' | 'custom'
/** 'default' leaves the policy to the control plane (null in the request). */
export type AutoRestartChoice = 'default' | InstanceAutoRestartPolicy

/** The choices of auto-restart policy, wherever an instance's policy is picked. */
export const autoRestartOptions: { value: AutoRestartChoice; label: string }[] = [
  { value: 'default', label: 'Default (the control plane decides)' },
  { value: 'best_effort', label: 'Best effort' },
  { value: 'never', label: 'Never' },
]

export type AdditionalDisk =
  | { kind: 'create'; name: string; size: number; description: string }
  | { kind: 'attach'; name: string }

export interface InterfaceValues {
  name: string
  description: string
  vpcName: string
  subnetName: string
}

export interface InstanceCreateValues {
  name: string
  description: string
  hostname: string
  preset: string
  /** Used with the custom preset; NaN while empty. */
  ncpus: number
  /** GiB; used with the custom preset; NaN while empty. */
  memory: number
  bootSource: BootSourceKind
  siloImageId: string
  projectImageId: string
  /** The name of an existing detached disk to boot from. */
  bootDiskExisting: string
  /** Empty: a name is made from the instance name. */
  bootDiskName: string
  /** GiB; NaN while empty. */
  bootDiskSize: number
  disks: AdditionalDisk[]
  networking: NetworkingKind
  interfaces: InterfaceValues[]
  ephemeralIp: boolean
  /** Empty: the silo's default pool. */
  ephemeralIpPool: string
  /** Which default pool, when the silo has one of each IP version (IPv4 unless chosen). */
  ephemeralIpVersion: IpVersion
  /** Names of the project's floating IPs to attach. */
  floatingIps: string[]
  /** Ids of the user's SSH keys to send through cloud-init. */
  sshKeyIds: string[]
  userData: string
  autoRestart: AutoRestartChoice
  /** Names of the anti-affinity groups to join. */
  antiAffinityGroups: string[]
  start: boolean
}

export function initialInstanceValues(sshKeyIds: string[]): InstanceCreateValues {
  const preset = presetById(DEFAULT_PRESET) as HardwarePreset
  return {
    name: '',
    description: '',
    hostname: '',
    preset: DEFAULT_PRESET,
    ncpus: preset.ncpus,
    memory: preset.memory,
    bootSource: 'siloImage',
    siloImageId: '',
    projectImageId: '',
    bootDiskExisting: '',
    bootDiskName: '',
    bootDiskSize: 10,
    disks: [],
    networking: 'default',
    interfaces: [],
    ephemeralIp: true,
    ephemeralIpPool: '',
    ephemeralIpVersion: 'v4',
    floatingIps: [],
    // SSH keys: every key of the user is selected by default (the issue)
    sshKeyIds,
    userData: '',
    autoRestart: 'default',
    antiAffinityGroups: [],
    start: true,
  }
}

// ---------------------------------------------------------------------------------------------
// Rules

/** The contract's limit on user data: 32 KiB before Base64 encoding. */
export const MAX_USER_DATA_BYTES = 32 * KiB
/** The contract's Hostname: at most 253 characters. */
export const MAX_HOSTNAME_LENGTH = 253

export const instanceMessages = {
  cpuWhole: 'Must be a whole number of vCPUs',
  cpuMin: `Must be at least ${INSTANCE_MIN_CPU} vCPU`,
  cpuMax: `Can be at most ${INSTANCE_MAX_CPU} vCPUs`,
  memoryWhole: 'Must be a whole number of GiB',
  memoryMin: `Must be at least ${INSTANCE_MIN_RAM_GiB} GiB`,
  memoryMax: `Can be at most ${INSTANCE_MAX_RAM_GiB} GiB`,
  diskWhole: 'Must be a whole number of GiB',
  diskMin: `Must be at least ${MIN_DISK_SIZE_GiB} GiB`,
  diskMax: `Can be at most ${MAX_DISK_SIZE_GiB} GiB`,
  belowImage: (gib: number) => `Must be at least ${gib} GiB, the size of the image`,
  hostnameChars: 'Can only contain letters, numbers, dashes, and dots',
  hostnameLabel: 'Each part must start and end with a letter or number',
  hostnameLength: `Can be at most ${MAX_HOSTNAME_LENGTH} characters`,
  userDataSize: 'User data can be at most 32 KiB',
  tooManyInterfaces: `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`,
  interfacesRequired: 'Add at least one network interface, or choose None',
  diskNamesUnique: 'Disk names must be unique',
} as const

/** The contract's Hostname pattern, one rule per message. Empty passes: the name is used. */
export function validateHostname(value: string): string | undefined {
  if (!value) return undefined
  if (value.length > MAX_HOSTNAME_LENGTH) return instanceMessages.hostnameLength
  if (!/^[a-zA-Z0-9.-]+$/.test(value)) return instanceMessages.hostnameChars
  const labels = value.split('.')
  if (labels.some((label) => !/^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/.test(label))) {
    return instanceMessages.hostnameLabel
  }
  return undefined
}

/** What the server counts against the 32 KiB: the text's UTF-8 bytes. */
export const userDataBytes = (text: string) => new TextEncoder().encode(text).length

/** RFC 4648 §4 Base64 of the UTF-8 bytes, as the contract asks. */
export function encodeUserData(text: string) {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The size an image needs, suggested in tens of GiB (SPEC §9) and never below the image. */
export const suggestedDiskGiB = (imageBytes: number) =>
  roundUpInTens(Math.max(MIN_DISK_SIZE_GiB, Math.ceil(imageBytes / GiB)))

/** The smallest whole number of GiB that holds `bytes`. */
export const minimumGiB = (bytes: number) => Math.max(MIN_DISK_SIZE_GiB, Math.ceil(bytes / GiB))

const emptyToUndefined = (value: number) => (Number.isNaN(value) ? undefined : value)

const diskSize = (label: string) =>
  number()
    .transform(emptyToUndefined)
    .required(requiredMessage(label))
    .integer(instanceMessages.diskWhole)
    .min(MIN_DISK_SIZE_GiB, instanceMessages.diskMin)
    .max(MAX_DISK_SIZE_GiB, instanceMessages.diskMax)

const parentOf = (context: { parent: unknown }) => context.parent as InstanceCreateValues

/** A field the form needs only with one boot source. */
const requiredForSource = (kind: BootSourceKind, label: string) =>
  string().test(
    'required',
    requiredMessage(label),
    (value, context) => parentOf(context).bootSource !== kind || Boolean(value),
  )

export type NumberRule = [message: string, ok: (value: number) => boolean]

/** The instance limits on vCPUs, for every form that sizes an instance. */
export const cpuRules: NumberRule[] = [
  [instanceMessages.cpuWhole, Number.isInteger],
  [instanceMessages.cpuMin, (v) => v >= INSTANCE_MIN_CPU],
  [instanceMessages.cpuMax, (v) => v <= INSTANCE_MAX_CPU],
]

/** The instance limits on memory in GiB, for every form that sizes an instance. */
export const memoryRules: NumberRule[] = [
  [instanceMessages.memoryWhole, Number.isInteger],
  [instanceMessages.memoryMin, (v) => v >= INSTANCE_MIN_RAM_GiB],
  [instanceMessages.memoryMax, (v) => v <= INSTANCE_MAX_RAM_GiB],
]

/**
 * A required number that must pass each rule in order, the first failing one giving the message;
 * checked only when `applies` says the field counts (given the value, undefined while empty).
 */
export function ruledNumber(
  label: string,
  rules: NumberRule[],
  applies: (value: number | undefined, parent: unknown) => boolean = () => true,
) {
  return number()
    .transform(emptyToUndefined)
    .test('rules', (value, context) => {
      if (!applies(value, context.parent)) return true
      if (value === undefined) return context.createError({ message: requiredMessage(label) })
      const failed = rules.find(([, ok]) => !ok(value))
      return failed ? context.createError({ message: failed[0] }) : true
    })
}

/** vCPUs and memory count only with the custom preset (a preset brings its own). */
const customNumber = (label: string, rules: NumberRule[]) =>
  ruledNumber(
    label,
    rules,
    (_value, parent) => (parent as InstanceCreateValues).preset === CUSTOM_PRESET,
  )

/** A disk to create needs a name and size; a disk to attach, only which one. */
const additionalDiskSchema = lazy((disk: AdditionalDisk) =>
  disk.kind === 'create'
    ? object({
        kind: string().required(),
        name: nameSchema('Disk name'),
        size: diskSize('Disk size'),
        description: string().trim().default(''),
      })
    : object({ kind: string().required(), name: string().required(requiredMessage('Disk')) }),
)

const interfaceSchema = object({
  name: nameSchema('Interface name'),
  description: string().trim().default(''),
  vpcName: string().required(requiredMessage('VPC')),
  subnetName: string().required(requiredMessage('Subnet')),
})

/** Every disk name the request creates or attaches, for the uniqueness rule. */
function diskNames(values: InstanceCreateValues) {
  const boot =
    values.bootSource === 'disk' ? values.bootDiskExisting : values.bootDiskName || undefined
  return [boot, ...values.disks.map((disk) => disk.name)].filter((name): name is string =>
    Boolean(name),
  )
}

/**
 * The form's rules. `imageSize` gives the size in bytes of a picked image, so the boot disk is
 * never smaller than its image.
 */
export function instanceCreateSchema(imageSize: (imageId: string) => number | undefined) {
  return object({
    name: nameSchema('Name'),
    description: string().trim().default(''),
    hostname: string()
      .trim()
      .test('hostname', (value, context) => {
        const message = validateHostname(value ?? '')
        return message ? context.createError({ message }) : true
      }),
    preset: string().required(requiredMessage('CPU and memory')),
    ncpus: customNumber('vCPUs', cpuRules),
    memory: customNumber('Memory', memoryRules),
    bootSource: mixed<BootSourceKind>().oneOf(['siloImage', 'projectImage', 'disk']).required(),
    siloImageId: requiredForSource('siloImage', 'Image'),
    projectImageId: requiredForSource('projectImage', 'Image'),
    bootDiskExisting: requiredForSource('disk', 'Disk'),
    bootDiskName: string().test('name', (value, context) => {
      if (parentOf(context).bootSource === 'disk' || !value) return true
      try {
        nameSchema('Disk name').validateSync(value)
        return true
      } catch (error) {
        return context.createError({ message: (error as Error).message })
      }
    }),
    bootDiskSize: number()
      .transform(emptyToUndefined)
      .test('size', (size, context) => {
        const values = parentOf(context)
        if (values.bootSource === 'disk') return true
        try {
          diskSize('Boot disk size').validateSync(size)
        } catch (error) {
          return context.createError({ message: (error as Error).message })
        }
        const imageId =
          values.bootSource === 'siloImage' ? values.siloImageId : values.projectImageId
        const bytes = imageId ? imageSize(imageId) : undefined
        if (bytes === undefined || (size as number) * GiB >= bytes) return true
        return context.createError({ message: instanceMessages.belowImage(minimumGiB(bytes)) })
      }),
    disks: array(additionalDiskSchema).test('unique', (_disks, context) => {
      const names = diskNames(parentOf(context))
      return new Set(names).size === names.length
        ? true
        : context.createError({ message: instanceMessages.diskNamesUnique })
    }),
    networking: mixed<NetworkingKind>().oneOf(['default', 'none', 'custom']).required(),
    // rows typed under Custom are kept but not checked once another choice is made
    interfaces: lazy((_items, options) =>
      (options.parent as InstanceCreateValues).networking === 'custom'
        ? array(interfaceSchema)
            .min(1, instanceMessages.interfacesRequired)
            .max(MAX_NICS_PER_INSTANCE, instanceMessages.tooManyInterfaces)
            .concat(uniqueItemsSchema<InterfaceValues>((nic) => nic.name))
        : array(),
    ),
    ephemeralIp: boolean().required(),
    ephemeralIpPool: string(),
    ephemeralIpVersion: mixed<IpVersion>().oneOf(IP_VERSIONS).required(),
    floatingIps: array(string().required()),
    sshKeyIds: array(string().required()),
    userData: string().test(
      'size',
      instanceMessages.userDataSize,
      (value) => userDataBytes(value ?? '') <= MAX_USER_DATA_BYTES,
    ),
    autoRestart: mixed<AutoRestartChoice>().oneOf(['default', 'best_effort', 'never']).required(),
    antiAffinityGroups: array(string().required()),
    start: boolean().required(),
  })
}
