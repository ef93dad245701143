/**
 * What the console must send for "the silo's default pool". The contract's
 * PoolSelector: `ip_version` is "required if both IPv4 and IPv6 default pools are configured";
 * the silo's pools and which are default come from GET /v1/ip-pools (SiloIpPool.is_default,
 * ip_version, pool_type).
 */
import type { IpVersion, PoolSelector, SiloIpPool } from '~/store/api'

/** IPv4 first: the version the console picks when the user has not chosen. */
export const IP_VERSIONS: readonly IpVersion[] = ['v4', 'v6']

export const ipVersionLabel: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

/** The choice of `versions` in an 'IP version' radio group, each with why it cannot be chosen. */
export const ipVersionOptions = (
  versions: readonly IpVersion[],
  disabledReason: (version: IpVersion) => string | undefined = () => undefined,
) =>
  versions.map((version) => ({
    value: version,
    label: ipVersionLabel[version],
    disabledReason: disabledReason(version),
  }))

/** The IP versions the silo has a default unicast pool of (ephemeral and floating IPs). */
export function defaultPoolVersions(
  pools: readonly Pick<SiloIpPool, 'isDefault' | 'ipVersion' | 'poolType'>[],
): IpVersion[] {
  const versions = new Set(
    pools.filter((pool) => pool.isDefault && pool.poolType === 'unicast').map((p) => p.ipVersion),
  )
  return IP_VERSIONS.filter((version) => versions.has(version))
}

/** Whether "the silo's default pool" is ambiguous: the user must choose the IP version. */
export const needsIpVersion = (defaultVersions: readonly IpVersion[]) => defaultVersions.length > 1

/**
 * The selector for an explicit pool, or for the default pool of the chosen version. The version
 * is sent only when the silo has default pools of both, as the contract requires; otherwise the
 * server's own default stands (a silo with only an IPv6 default pool must not be asked for v4).
 */
export function poolSelector(
  pool: string,
  chosenVersion: IpVersion,
  defaultVersions: readonly IpVersion[],
): PoolSelector {
  if (pool) return { type: 'explicit', pool }
  return needsIpVersion(defaultVersions)
    ? { type: 'auto', ipVersion: chosenVersion }
    : { type: 'auto' }
}

/** An address's IP version, for an external IP the server lists without one. */
export const ipVersionOfAddress = (ip: string): IpVersion => (ip.includes(':') ? 'v6' : 'v4')

/** A silo's IP or subnet pool in a picker: 'tenant-v4 (IPv4, default)'. */
export const poolOptionLabel = (pool: Pick<SiloIpPool, 'name' | 'ipVersion' | 'isDefault'>) =>
  `${pool.name} (${ipVersionLabel[pool.ipVersion]}${pool.isDefault ? ', default' : ''})`
