/**
 * Whether the signed-in user may take an action, asked before they press it (docs/architecture.md,
 * Permissions): the user, their groups and the policies come through the same queries the access
 * pages read, and util/permissions.ts says what each action takes. While anything loads, and where
 * a policy cannot be read, the answer is undefined: the action stays enabled and the server
 * decides.
 */
import { useCallback, useMemo } from 'react'
import { type Action, effectiveRoles, type RoleSources, whyNot } from '@/util/permissions'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api/current-user'
import { useProjectPolicyViewQuery } from '~/store/api/projects'
import { usePolicyViewQuery } from '~/store/api/silos'

/** A query's answer, or undefined while it loads or when it failed (a 403 included). */
export const readable = <Q extends { data?: unknown; isError: boolean }>(query: Q) =>
  query.isError ? undefined : (query.data as Q['data'])

/** Why the user may not take `action` here; undefined when they may, or while it is unknown. */
export type Can = (action: Action) => string | undefined

/** What a System page reads besides: the fleet's policy and the silo's role mapping (use-fleet-grants.ts). */
export type FleetGrants = Pick<RoleSources, 'fleetPolicy' | 'mappedFleetRoles'>

/**
 * `project`: the project the page is about, whose policy counts. `fleet`: the page offers fleet
 * actions, and passes what `useFleetGrants` read (a hook of its own, so that the store areas it
 * reads load with the System pages, not with every list page: scripts/build.test.ts).
 */
export function usePermissions({
  project,
  fleet,
}: {
  project?: string
  fleet?: FleetGrants
} = {}): Can {
  const me = readable(useCurrentUserViewQuery())
  const groups = readable(useCurrentUserGroupsQuery({}))
  const siloPolicy = readable(usePolicyViewQuery())
  const projectPolicy = readable(
    useProjectPolicyViewQuery({ project: project ?? '' }, { skip: !project }),
  )
  const fleetPolicy = fleet?.fleetPolicy
  const mappedFleetRoles = fleet?.mappedFleetRoles

  const roles = useMemo(
    () =>
      me &&
      effectiveRoles({
        userId: me.id,
        groupIds: groups?.items.map((group) => group.id),
        fleetViewer: me.fleetViewer,
        siloPolicy,
        project: project ? { name: project, policy: projectPolicy } : undefined,
        fleetPolicy,
        mappedFleetRoles,
      }),
    [me, groups, siloPolicy, project, projectPolicy, fleetPolicy, mappedFleetRoles],
  )
  return useCallback((action: Action) => (roles ? whyNot(action, roles) : undefined), [roles])
}
