/**
 * The template for a list page: the list hook, the table with its columns and row actions, and
 * the page's 'New X' link. What is left is what belongs to the resource.
 */

import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import { useProjectDeleteMutation, useProjectListQuery } from '~/store/api/projects'
import { projects } from '~/store/entities/projects'

export default function ProjectsPage() {
  const list = useResourceList(useProjectListQuery, {}, { entities: projects })
  const [deleteProject] = useProjectDeleteMutation()
  return (
    <>
      <PageHeader
        title="Projects"
        info={areaInfo.projects}
        create={{
          label: 'New project',
          href: pb.projectsNew(),
          requires: 'project.create',
        }}
      />
      <ResourceTable
        label="Projects"
        {...list}
        columns={[
          nameColumn((project) => pb.project({ project: project.name })),
          descriptionColumn(),
          createdColumn(),
        ]}
        empty={{
          title: 'No projects',
          body: 'Create a project to hold your instances, disks and networks.',
        }}
        rowActions={(project) => [
          // no project's policy is read for the list's rows: they stay enabled and the server
          // decides; the edit form, which names the project, asks its policy
          // (docs/architecture.md, Permissions)
          {
            id: 'edit',
            label: 'Edit',
            href: pb.projectEdit({ project: project.name }),
            requires: 'project.update',
          },
          deleteAction({
            kind: 'project',
            name: project.name,
            run: () => deleteProject({ project: project.name }).unwrap(),
            requires: 'project.delete',
          }),
        ]}
      />
    </>
  )
}
