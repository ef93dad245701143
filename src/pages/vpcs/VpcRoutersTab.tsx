/**
 * The VPC's routers: the system router the VPC came with (read-only: the system keeps its routes)
 * and the custom ones its subnets may use.
 */

import { createdColumn, descriptionColumn, nameColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type RowAction, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useVpcParams } from '@/resources/use-vpc'
import type { Revived, VpcRouter } from '~/store/api'
import { useVpcRouterDeleteMutation, useVpcRouterListQuery } from '~/store/api/vpcs'
import { vpcRouters } from '~/store/entities/networking'

type Router = Revived<VpcRouter>

export const routerKindLabels: Record<VpcRouter['kind'], string> = {
  system: 'System',
  custom: 'Custom',
}

export const SYSTEM_ROUTER_EDIT_REASON = 'The system router is managed by the system'
export const SYSTEM_ROUTER_DELETE_REASON =
  'The system router cannot be deleted: every subnet of the VPC uses it'

/** Edit, or why not: the system router is the system's. */
export const routerEditAction = (
  { project, vpc }: { project: string; vpc: string },
  router: Pick<Router, 'name' | 'kind'>,
): RowAction =>
  router.kind === 'system'
    ? { id: 'edit', label: 'Edit', disabledReason: SYSTEM_ROUTER_EDIT_REASON }
    : { id: 'edit', label: 'Edit', href: pb.vpcRouterEdit({ project, vpc, router: router.name }) }

/** What deleting a custom router does to the subnets that use it (the server detaches it). */
export const ROUTER_DELETE_CONSEQUENCE =
  'Subnets using it go back to the system router alone. This cannot be undone.'

const kindColumn: TableColumn<Router> = {
  id: 'kind',
  name: 'Kind',
  sortValue: (router) => router.kind,
  cell: (router) => routerKindLabels[router.kind],
}

export default function VpcRoutersTab() {
  const { project, vpc } = useVpcParams()
  const list = useResourceList(useVpcRouterListQuery, { project, vpc }, { entities: vpcRouters })
  const [deleteRouter] = useVpcRouterDeleteMutation()
  return (
    <>
      <SectionHeader title="Routers">
        <CreateLink
          label="New router"
          href={pb.vpcRoutersNew({ project, vpc })}
          requires="router.create"
        />
      </SectionHeader>
      <ResourceTable
        label="Routers"
        {...list}
        columns={[
          nameColumn((router) => pb.vpcRouter({ project, vpc, router: router.name })),
          kindColumn,
          descriptionColumn(),
          createdColumn(),
        ]}
        empty={{ title: 'No routers', body: 'Create a router to route traffic of subnets.' }}
        rowActions={(router) => {
          const isSystem = router.kind === 'system'
          return [
            { ...routerEditAction({ project, vpc }, router), requires: 'router.update' },
            deleteAction({
              kind: 'router',
              name: router.name,
              consequence: ROUTER_DELETE_CONSEQUENCE,
              run: () => deleteRouter({ project, vpc, router: router.name }).unwrap(),
              disabledReason: isSystem ? SYSTEM_ROUTER_DELETE_REASON : undefined,
              requires: 'router.delete',
            }),
          ]
        }}
      />
    </>
  )
}
