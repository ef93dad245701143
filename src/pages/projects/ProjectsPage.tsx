import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { shallowEqual } from 'react-redux'
import { useLocation } from 'wouter'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import { useAppSelector } from '~/store'
import { type Project, useProjectDeleteMutation, useProjectListQuery } from '~/store/api'
import { projects } from '~/store/entities/projects'
import { PageHeader } from '../../components/PageHeader'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { usePagination } from '../../hooks/use-pagination'
import { pb } from '../../paths'

type Row = NonNullable<ReturnType<typeof projects.selectors.byId>>

const columns: TableColumn<Row>[] = [
  {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    sortValue: (project) => project.name,
    cell: (project) => <Link href={pb.project({ project: project.name })}>{project.name}</Link>,
  },
  {
    id: 'description',
    name: 'Description',
    sortValue: (project) => project.description,
    cell: (project) => project.description,
  },
  {
    id: 'created',
    name: 'Created',
    sortValue: (project) => project.timeCreated.getTime(),
    cell: (project) => <RelativeTime date={project.timeCreated} />,
  },
]

export default function ProjectsPage() {
  const pagination = usePagination()
  const [, navigate] = useLocation()
  const { data, isLoading } = useProjectListQuery({
    limit: pagination.limit,
    pageToken: pagination.pageToken,
  })
  const [deleteProject] = useProjectDeleteMutation()
  // rows come from the normalized store so optimistic edits and deletes show at once
  const rows = useAppSelector(
    (state) =>
      (data?.items ?? [])
        .map((item: Project) => projects.selectors.byId(state, item.id))
        .filter((row): row is Row => row !== undefined),
    shallowEqual,
  )

  return (
    <>
      <PageHeader
        title="Projects"
        actions={
          <Button variant="accent" onPress={() => navigate(pb.projectsNew())}>
            New project
          </Button>
        }
      />
      <ResourceTable
        label="Projects"
        columns={columns}
        items={rows}
        isLoading={isLoading}
        empty={{
          title: 'No projects',
          body: 'Create a project to hold your instances, disks and networks.',
        }}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        rowActions={(project) => [
          {
            id: 'edit',
            label: 'Edit',
            onAction: () => navigate(pb.projectEdit({ project: project.name })),
          },
          {
            id: 'delete',
            label: 'Delete',
            onAction: () =>
              confirmAction({
                title: 'Delete project',
                content: `Are you sure you want to delete the project ${project.name}? This cannot be undone.`,
                actionLabel: 'Delete',
                errorTitle: 'Could not delete project',
                action: async () => {
                  await deleteProject({ project: project.name }).unwrap()
                  addToast({ content: `Project ${project.name} deleted` })
                },
              }),
          },
        ]}
      />
    </>
  )
}
