/**
 * lookup/instances/{instance} and lookup/i/{instance} (SPEC §2): load the instance, then its
 * project by projectId, and redirect to the instance page by names; not found if either fails.
 */
import { Redirect } from 'wouter'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadingBarTrigger } from '@/components/LoadingBar'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useInstanceViewQuery } from '~/store/api/instances'
import { useProjectViewQuery } from '~/store/api/projects'

export default function InstanceLookupPage() {
  const { instance: key } = useRouteParams('instance')
  const instance = useInstanceViewQuery({ instance: key })
  const projectId = instance.data?.projectId
  const project = useProjectViewQuery({ project: projectId ?? '' }, { skip: !projectId })
  // SPEC §8: a failure to load either one is not found, whatever the status, but for a 401, which
  // sends the user to sign in (queryFailure)
  const error = instance.error ?? project.error
  if (error && queryFailure(error)) throw new NotFoundError()
  if (!instance.data || !project.data) return <LoadingBarTrigger />
  return (
    <Redirect
      to={pb.instance({ project: project.data.name, instance: instance.data.name })}
      replace
    />
  )
}
