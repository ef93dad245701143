/**
 * Whether the signed-in user may take an action, asked before they press it (docs/architecture.md,
 * Permissions): the user, their groups and the policies come through the same queries the access
 * pages read, and util/permissions.ts says what each action takes. While anything loads, and where
 * a policy cannot be read, the answer is undefined: the action stays enabled and the server
 * decides.
 */
import { useCallback, useMemo } from 'react'
import { type Action, effectiveRoles, whyNot } from '@/util/permissions'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api/current-user'
import { useSystemPolicyViewQuery } from '~/store/api/policy'
import { useProjectPolicyViewQuery } from '~/store/api/projects'
import { usePolicyViewQuery } from '~/store/api/silos'
import { useSiloViewQuery } from '~/store/api/system-silos'

/** A query's answer, or undefined while it loads or when it failed (a 403 included). */
const readable = <Q extends { data?: unknown; isError: boolean }>(query: Q) =>
  query.isError ? undefined : (query.data as Q['data'])

/** Why the user may not take `action` here; undefined when they may, or while it is unknown. */
export type Can = (action: Action) => string | undefined

/**
 * `project`: the project the page is about, whose policy counts. `fleet`: the page offers fleet
 * actions, so the fleet's policy and the silo's role mapping are read (for a fleet viewer only:
 * `/v1/me` already says a user has no fleet role, and the fleet's policy answers them 403).
 */
export function usePermissions({
  project,
  fleet = false,
}: {
  project?: string
  fleet?: boolean
} = {}): Can {
  const me = readable(useCurrentUserViewQuery())
  const groups = readable(useCurrentUserGroupsQuery({}))
  const siloPolicy = readable(usePolicyViewQuery())
  const projectPolicy = readable(
    useProjectPolicyViewQuery({ project: project ?? '' }, { skip: !project }),
  )
  const readFleet = fleet && Boolean(me?.fleetViewer)
  const fleetPolicy = readable(useSystemPolicyViewQuery(undefined, { skip: !readFleet }))
  const silo = readable(
    useSiloViewQuery({ silo: me?.siloName ?? '' }, { skip: !readFleet || !me?.siloName }),
  )

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
        mappedFleetRoles: silo?.mappedFleetRoles,
      }),
    [me, groups, siloPolicy, project, projectPolicy, fleetPolicy, silo],
  )
  return useCallback((action: Action) => (roles ? whyNot(action, roles) : undefined), [roles])
}
