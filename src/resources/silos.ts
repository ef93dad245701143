/**
 * What the silo pages share: the silo named in the route, and the words for a silo's identity
 * mode and roles. The contract's role names are snake_case; the transport camelCases the keys of
 * `mappedFleetRoles` like every key, so `limited_collaborator` arrives as `limitedCollaborator`.
 */

import { useEntity } from '@/hooks/use-entity'
import { useRouteParams } from '@/hooks/use-route'
import { FLEET_ROLES, roleLabels } from '@/util/access-policy'
import { formatBytes } from '@/util/units'
import type { FleetRole, SiloIdentityMode, SiloRole } from '~/store/api/index'
import { useSiloViewQuery } from '~/store/api/system-silos'
import { silos } from '~/store/entities/system'

/** Pages under /system/silos/:silo. */
export const useSiloParams = () => useRouteParams('silo')

/** The silo named in the route: at once from the silos list's row, else from the API. */
export const useSilo = (silo: string) => useEntity(silos, useSiloViewQuery, { silo }, silo)

export const identityModeLabel: Record<SiloIdentityMode, string> = {
  saml_jit: 'SAML JIT',
  saml_scim: 'SAML SCIM',
  local_only: 'Local only',
}

/** Silo roles strongest first, as the contract lists them. */
export const SILO_ROLES: readonly SiloRole[] = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
]
export { FLEET_ROLES }

export const siloRoleLabel = (role: SiloRole) => roleLabels[role]
export const fleetRoleLabel = (role: FleetRole) => roleLabels[role]

export { fleetRolesGranted, mappedRoleKey } from '@/util/access-policy'

export type QuotaResource = 'cpus' | 'memory' | 'storage'

export const quotaLabels: Record<QuotaResource, string> = {
  cpus: 'CPUs',
  memory: 'Memory',
  storage: 'Storage',
}

/** A resource's amount in words: a count of vCPUs, or bytes in binary units. */
export const formatQuotaAmount = (resource: QuotaResource, amount: number) =>
  resource === 'cpus' ? `${amount} vCPU${amount === 1 ? '' : 's'}` : formatBytes(amount)

/** Share of the quota in use, in whole percent; a zero quota with nothing in use is 0 %. */
export function usedPercent(provisioned: number, quota: number) {
  if (quota === 0) return provisioned > 0 ? 100 : 0
  return Math.round((provisioned / quota) * 100)
}
