import { AccessPage } from '@/resources/AccessTable'
import type { RoleName } from '@/util/access-policy'
import { useAppDispatch } from '~/store'
import { type ApiError, api, type FleetRole, FRESH_READ, type SiloRolePolicy } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { usePolicyUpdateMutation, usePolicyViewQuery } from '~/store/api/silos'
import { useSiloViewQuery } from '~/store/api/system-silos'

/** The silo's map of silo role → fleet roles; keys arrive camelCased ('limitedCollaborator'). */
export function mappedFleetRoles(
  mapped: Record<string, FleetRole[]> | undefined,
  role: RoleName | undefined,
): FleetRole[] {
  if (!mapped || !role) return []
  const camel = role.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  return mapped[role] ?? mapped[camel] ?? []
}

/**
 * SPEC §2 `/access`: the silo's policy; the fleet roles each silo role confers (the silo's mapped
 * fleet roles) are inherited. Reading the silo's settings takes a fleet role: without one (or on
 * its 403) they are left out with a note.
 */
export default function SiloAccessPage() {
  const dispatch = useAppDispatch()
  const { data: me } = useCurrentUserViewQuery()
  const policy = usePolicyViewQuery()
  const silo = useSiloViewQuery(
    { silo: me?.siloName ?? '' },
    { skip: !me?.siloName || !me.fleetViewer },
  )
  const [update] = usePolicyUpdateMutation()
  const siloName = me?.siloName ?? 'your silo'
  const mappedUnknown =
    me !== undefined && (!me.fleetViewer || (silo.error as ApiError | undefined) !== undefined)
  return (
    <AccessPage
      level={{
        kind: 'silo',
        title: 'Silo Access',
        subject: `the silo ${siloName}`,
        policy: policy.data,
        isLoading: policy.isLoading,
        loadError: policy.error,
        // left out, with the note, when the silo's settings cannot be read
        inherited: mappedUnknown
          ? undefined
          : {
              columnName: 'Fleet roles',
              explanation: 'Fleet roles are those the silo confers on the fleet for the role here.',
              of: (_, roleHere) => mappedFleetRoles(silo.data?.mappedFleetRoles, roleHere),
              holders: [],
            },
        note: mappedUnknown
          ? 'The fleet roles that silo roles confer are not shown: reading the silo’s settings takes a fleet role.'
          : undefined,
        readCurrent: () =>
          dispatch(api.endpoints.policyView.initiate(undefined, FRESH_READ)).unwrap(),
        write: (next) => update({ siloRolePolicy: next as SiloRolePolicy }).unwrap(),
        whoMayChange: 'Changing who has access to the silo takes the admin role on the silo.',
        requires: 'silo.policy.update',
      }}
    />
  )
}
