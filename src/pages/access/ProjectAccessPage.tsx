import { useProjectParams } from '@/hooks/use-route'
import { AccessPage } from '@/resources/AccessTable'
import { roleIn } from '@/util/access-policy'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type ProjectRolePolicy } from '~/store/api'
import { useProjectPolicyUpdateMutation, useProjectPolicyViewQuery } from '~/store/api/projects'
import { usePolicyViewQuery } from '~/store/api/silos'

/** SPEC §2 project `access`: the project's policy; each identity's silo role is inherited. */
export default function ProjectAccessPage() {
  const { project } = useProjectParams()
  const dispatch = useAppDispatch()
  const policy = useProjectPolicyViewQuery({ project })
  const silo = usePolicyViewQuery()
  const [update] = useProjectPolicyUpdateMutation()
  return (
    <AccessPage
      level={{
        kind: 'project',
        title: 'Project Access',
        subject: `the project ${project}`,
        policy: policy.data,
        isLoading: policy.isLoading,
        loadError: policy.error,
        inherited: {
          columnName: 'Silo role',
          explanation: 'A silo role applies to every project of the silo.',
          of: (identityId) => {
            const role = silo.data && roleIn(silo.data, identityId)
            return role ? [role] : []
          },
          holders: silo.data?.roleAssignments ?? [],
          source: ['silo roles', silo],
        },
        readCurrent: () =>
          dispatch(api.endpoints.projectPolicyView.initiate({ project }, FRESH_READ)).unwrap(),
        write: (next) => update({ project, projectRolePolicy: next as ProjectRolePolicy }).unwrap(),
        whoMayChange:
          'Changing who has access to a project takes the admin role on the project or on its silo.',
        requires: 'project.policy.update',
      }}
    />
  )
}
