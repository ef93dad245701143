/**
 * The fleet's policy and the silo's mapping of silo roles to fleet roles, for the permissions of
 * the pages that offer fleet actions (use-permissions.tsx). Read for a fleet viewer only: `/v1/me`
 * already says a user has no fleet role, and the fleet's policy answers them 403.
 *
 * Not read by every page: its store areas (the fleet's policy, the system's silos) would then
 * come with the startup code, or as chunks of their own on the first screen
 * (scripts/build.test.ts). The System pages' frame (`FleetPermissionScope`), lazily loaded with
 * them, reads them once for all of them.
 */
import type { ReactNode } from 'react'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useSystemPolicyViewQuery } from '~/store/api/policy'
import { useSiloViewQuery } from '~/store/api/system-silos'
import { type FleetGrants, PermissionScope, readable } from './use-permissions'

function useFleetGrants(): FleetGrants {
  const me = readable(useCurrentUserViewQuery())
  const readFleet = Boolean(me?.fleetViewer)
  const fleetPolicy = readable(useSystemPolicyViewQuery(undefined, { skip: !readFleet }))
  const silo = readable(
    useSiloViewQuery({ silo: me?.siloName ?? '' }, { skip: !readFleet || !me?.siloName }),
  )
  return { fleetPolicy, mappedFleetRoles: silo?.mappedFleetRoles }
}

/** The frame of the pages that offer fleet actions: the silo's permissions and the fleet's. */
export function FleetPermissionScope({ children }: { children: ReactNode }) {
  return <PermissionScope fleet={useFleetGrants()}>{children}</PermissionScope>
}
