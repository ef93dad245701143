import { useEntity } from '@/hooks/use-entity'
import { useProjectViewQuery } from '~/store/api/projects'
import { projects } from '~/store/entities/projects'
import type { Named } from '~/store/entities/resource-slice'

/** The project named in the route, from the store or the API. */
export const useProject = (name: string) =>
  useEntity(projects, useProjectViewQuery, { project: name }, name)

/**
 * A resource of the project named in the route (an instance, a VPC), by name, from the store or
 * the API. Names are unique only within a project, so until the project itself is known no stored
 * entity matches: `default` names a VPC in every project, and another project's instance of the
 * same name must never show for a moment.
 */
export function useProjectChild<E extends Named & { projectId: string }, Arg>(
  resource: Parameters<typeof useEntity<E, Arg>>[0],
  useViewQuery: Parameters<typeof useEntity<E, Arg>>[1],
  arg: Arg & { project: string },
  name: string,
  skip = false,
) {
  const { entity: project } = useProject(arg.project)
  return useEntity(resource, useViewQuery, arg, name, project?.id ?? '', skip)
}
