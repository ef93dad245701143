/**
 * Whether the signed-in user may take an action, asked before they press it (docs/architecture.md,
 * Permissions): the user, their groups and the policies come through the same queries the access
 * pages read, and util/permissions.ts says what each action takes. While anything loads, and where
 * a policy cannot be read, the answer is undefined: the action stays enabled and the server
 * decides.
 *
 * The scope comes from where the page is, not from each page: the main layout provides the silo
 * and, on a project's pages, the project (`PermissionScope`); the System pages' frame adds the
 * fleet's grants (use-fleet-grants.tsx). A component asks `useCan()`; the page header's create
 * action, row and menu actions and bulk actions ask for themselves from the action they name
 * (`requires`).
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { type Action, effectiveRoles, type RoleSources, whyNot } from '@/util/permissions'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api/current-user'
import { useProjectPolicyViewQuery } from '~/store/api/projects'
import { usePolicyViewQuery } from '~/store/api/silos'

/** A query's answer, or undefined while it loads or when it failed (a 403 included). */
export const readable = <Q extends { data?: unknown; isError: boolean }>(query: Q) =>
  query.isError ? undefined : (query.data as Q['data'])

/** Why the user may not take `action` here; undefined when they may, or while it is unknown. */
export type Can = (action: Action) => string | undefined

/** What a System page reads besides: the fleet's policy and the silo's role mapping (use-fleet-grants.tsx). */
export type FleetGrants = Pick<RoleSources, 'fleetPolicy' | 'mappedFleetRoles'>

/** Where a page is: the project it is about, and the fleet's grants where it offers fleet actions. */
export interface PermissionScopeProps {
  project?: string
  fleet?: FleetGrants
}

function usePermissionsAt({ project, fleet }: PermissionScopeProps): Can {
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

/**
 * The answer where a component is. Outside any scope (a component rendered on its own) nothing
 * is known: the server decides. A unit test provides its own answer here.
 */
export const CanContext = createContext<Can>(() => undefined)

/** Computes the user's permissions once for everything inside: the silo, and `project` or `fleet`. */
export function PermissionScope({
  children,
  ...scope
}: PermissionScopeProps & { children: ReactNode }) {
  return <CanContext value={usePermissionsAt(scope)}>{children}</CanContext>
}

/** Why the user may not take an action where the component is (PermissionScope). */
export const useCan = (): Can => useContext(CanContext)

/** Something that may name the action it takes, and may carry a reason of its own. */
interface Requiring {
  requires?: Action
  disabledReason?: string
}

/**
 * The thing with its `disabledReason` from the role its `requires` needs; the role's reason comes
 * before the thing's own (a stopped instance's Stop says first that a viewer may not).
 */
export function resolveRequires<T extends Requiring>(item: T, can: Can): T {
  const reason = item.requires && can(item.requires)
  return reason ? { ...item, disabledReason: reason } : item
}
