/**
 * The new-instance request: the form's values (./instance-create-schema.ts, already cast by its
 * schema) as the contract's InstanceCreate.
 */
import { generateName } from '@/util/generated-name'
import { poolSelector } from '@/util/ip-pools'
import { GiB } from '@/util/units'
import type {
  ExternalIpCreate,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
  IpVersion,
} from '~/store/api'
import {
  type AdditionalDisk,
  encodeUserData,
  type InstanceCreateValues,
} from './instance-create-schema'
import { presetById } from './instance-presets'

export interface InstanceCreateContext {
  /** Names the boot disk when the user left it empty; injectable for tests. */
  generate?: (...parts: string[]) => string
  /**
   * The IP versions the silo has a default pool of (util/ip-pools.ts): with both, the request
   * names the chosen version, as the contract's PoolSelector requires.
   */
  defaultPoolVersions?: readonly IpVersion[]
}

function bootDiskOf(
  values: InstanceCreateValues,
  generate: (...parts: string[]) => string,
): InstanceDiskAttachment {
  if (values.bootSource === 'disk') return { type: 'attach', name: values.bootDiskExisting }
  const imageId = values.bootSource === 'siloImage' ? values.siloImageId : values.projectImageId
  return {
    type: 'create',
    name: values.bootDiskName || generate(values.name, 'boot'),
    description: `Boot disk for ${values.name}`,
    size: values.bootDiskSize * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId } },
  }
}

function additionalDiskOf(disk: AdditionalDisk): InstanceDiskAttachment {
  if (disk.kind === 'attach') return { type: 'attach', name: disk.name }
  return {
    type: 'create',
    name: disk.name,
    description: disk.description,
    size: disk.size * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
  }
}

function networkInterfacesOf(values: InstanceCreateValues): InstanceNetworkInterfaceAttachment {
  if (values.networking === 'none') return { type: 'none' }
  if (values.networking === 'default') return { type: 'default_dual_stack' }
  return { type: 'create', params: values.interfaces }
}

function externalIpsOf(
  values: InstanceCreateValues,
  defaultPoolVersions: readonly IpVersion[],
): ExternalIpCreate[] {
  // without an interface there is nothing to give an external address to
  if (values.networking === 'none') return []
  const ephemeral: ExternalIpCreate[] = values.ephemeralIp
    ? [
        {
          type: 'ephemeral',
          poolSelector: poolSelector(
            values.ephemeralIpPool,
            values.ephemeralIpVersion,
            defaultPoolVersions,
          ),
        },
      ]
    : []
  return [
    ...ephemeral,
    ...values.floatingIps.map((floatingIp) => ({ type: 'floating' as const, floatingIp })),
  ]
}

/** The request body for the form's values (already cast by the schema). */
export function instanceCreateBody(
  values: InstanceCreateValues,
  { generate = generateName, defaultPoolVersions = [] }: InstanceCreateContext = {},
): InstanceCreate {
  const preset = presetById(values.preset)
  const ncpus = preset ? preset.ncpus : values.ncpus
  const memoryGiB = preset ? preset.memory : values.memory
  return {
    name: values.name,
    description: values.description,
    hostname: values.hostname || values.name,
    ncpus,
    memory: memoryGiB * GiB,
    bootDisk: bootDiskOf(values, generate),
    disks: values.disks.map(additionalDiskOf),
    networkInterfaces: networkInterfacesOf(values),
    externalIps: externalIpsOf(values, defaultPoolVersions),
    sshPublicKeys: values.sshKeyIds,
    userData: values.userData ? encodeUserData(values.userData) : '',
    autoRestartPolicy: values.autoRestart === 'default' ? null : values.autoRestart,
    antiAffinityGroups: values.antiAffinityGroups,
    start: values.start,
  }
}
