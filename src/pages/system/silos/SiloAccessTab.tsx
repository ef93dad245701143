/**
 * `silos/{silo}/access`: the silo's policy as a fleet operator sees it (the contract's
 * `/v1/system/silos/{silo}/policy`), on the access pages' kit: who holds which role, the fleet
 * roles each silo role confers (the silo's mapped fleet roles, as on the silo's own Access page),
 * and adding, changing and removing, each a whole-policy write of the policy read right before it.
 *
 * The identities named and offered: the silo's users, from `/v1/system/users?silo=`. The contract
 * lists no other silo's groups (`/v1/groups` is the signed-in user's silo's alone), so on the
 * operator's own silo they come from there, and on any other an assignment to a group goes by the
 * group's id and no group is offered, which the page says.
 */

import { AccessPage } from '@/resources/AccessTable'
import { fleetRolesGranted, useSilo, useSiloParams } from '@/resources/silos'
import { wholeListArgs } from '~/lib/whole-list'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type SiloRolePolicy } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useGroupListQuery } from '~/store/api/silos'
import {
  useSiloPolicyUpdateMutation,
  useSiloPolicyViewQuery,
  useSiloUserListQuery,
} from '~/store/api/system-silos'

export default function SiloAccessTab() {
  const { silo: name } = useSiloParams()
  const { entity: silo } = useSilo(name)
  const dispatch = useAppDispatch()
  const { data: me } = useCurrentUserViewQuery()
  const policy = useSiloPolicyViewQuery({ silo: name })
  const users = useSiloUserListQuery(wholeListArgs({ silo: name }))
  const ownSilo = me !== undefined && silo !== undefined && me.siloId === silo.id
  const groups = useGroupListQuery(wholeListArgs({}), { skip: !ownSilo })
  const [update] = useSiloPolicyUpdateMutation()
  // whether the groups can be listed is known once /v1/me (the layout's first request) is in:
  // rendered before that, another silo's group names would show as ids, then change
  if (!silo || !me) return null
  const subject = `the silo ${silo.name}`
  return (
    <AccessPage
      placement="tab"
      level={{
        kind: 'silo',
        title: 'Access',
        // the operator's own silo takes its admin role or the fleet's; any other the fleet's
        requires: ownSilo ? 'silo.policy.update' : 'system.silo.policy.update',
        subject,
        policy: policy.data,
        isLoading: policy.isLoading,
        loadError: policy.error,
        inherited: {
          columnName: 'Fleet roles',
          explanation: 'Fleet roles are those the silo confers on the fleet for the role here.',
          of: (_, roleHere) => (roleHere ? fleetRolesGranted(silo.mappedFleetRoles, roleHere) : []),
          holders: [],
        },
        identities: { users, groups: ownSilo ? groups : undefined },
        note: ownSilo
          ? undefined
          : `The API lists the users of another silo but not its groups: a group's role on ${subject} shows with the group's id, and only users can be added here.`,
        readCurrent: () =>
          dispatch(api.endpoints.siloPolicyView.initiate({ silo: name }, FRESH_READ)).unwrap(),
        write: (next) => update({ silo: name, siloRolePolicy: next as SiloRolePolicy }).unwrap(),
        whoMayChange:
          'Changing who has access to a silo takes the fleet admin role, or the admin role on that silo.',
      }}
    />
  )
}
