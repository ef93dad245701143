import { AccessPage } from '@/resources/AccessTable'
import { useAppDispatch } from '~/store'
import { api, type FleetRolePolicy, FRESH_READ } from '~/store/api'
import { useSystemPolicyUpdateMutation, useSystemPolicyViewQuery } from '~/store/api/policy'

/** `/system/access`: the fleet's (system) policy, the top level: nothing is inherited. */
export default function FleetAccessPage() {
  const dispatch = useAppDispatch()
  const policy = useSystemPolicyViewQuery()
  const [update] = useSystemPolicyUpdateMutation()
  return (
    <AccessPage
      level={{
        kind: 'fleet',
        title: 'Fleet Access',
        subject: 'the fleet',
        policy: policy.data,
        isLoading: policy.isLoading,
        loadError: policy.error,
        readCurrent: () =>
          dispatch(api.endpoints.systemPolicyView.initiate(undefined, FRESH_READ)).unwrap(),
        write: (next) => update({ fleetRolePolicy: next as FleetRolePolicy }).unwrap(),
        whoMayChange: 'Changing who has access to the fleet takes the fleet admin role.',
        requires: 'fleet.policy.update',
      }}
    />
  )
}
