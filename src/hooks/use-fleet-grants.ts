/**
 * The fleet's policy and the silo's mapping of silo roles to fleet roles, for the permissions of
 * a page that offers fleet actions (use-permissions.ts). Read for a fleet viewer only: `/v1/me`
 * already says a user has no fleet role, and the fleet's policy answers them 403.
 */
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useSystemPolicyViewQuery } from '~/store/api/policy'
import { useSiloViewQuery } from '~/store/api/system-silos'
import { type FleetGrants, readable } from './use-permissions'

export function useFleetGrants(): FleetGrants {
  const me = readable(useCurrentUserViewQuery())
  const readFleet = Boolean(me?.fleetViewer)
  const fleetPolicy = readable(useSystemPolicyViewQuery(undefined, { skip: !readFleet }))
  const silo = readable(
    useSiloViewQuery({ silo: me?.siloName ?? '' }, { skip: !readFleet || !me?.siloName }),
  )
  return { fleetPolicy, mappedFleetRoles: silo?.mappedFleetRoles }
}
