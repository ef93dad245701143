/**
 * A router's page, inside the VPC frame under the Routers tab: its properties and its routes. The
 * system router's routes are the system's (its default routes and one per subnet), so they are
 * shown read-only with the reason; a custom router's routes are created, edited and deleted here.
 */

import { useLocation } from 'wouter'
import { ActionsMenu } from '@/components/ActionsMenu'
import { createdColumn, nameColumn, textColumn } from '@/components/columns'
import { LoadingText } from '@/components/LoadingText'
import { CreateLink } from '@/components/PageHeader'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { routeKindLabels, routeValueLabel } from '@/forms/route-fields'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useVpcRouter, useVpcRouterParams } from '@/resources/use-vpc-router'
import type { Revived, RouterRoute, VpcRouter } from '~/store/api'
import {
  useVpcRouterDeleteMutation,
  useVpcRouterRouteDeleteMutation,
  useVpcRouterRouteListQuery,
} from '~/store/api/vpcs'
import { routerRoutes } from '~/store/entities/networking'
import {
  ROUTER_DELETE_CONSEQUENCE,
  routerEditAction,
  routerKindLabels,
  SYSTEM_ROUTER_DELETE_REASON,
} from './VpcRoutersTab'

type Route = Revived<RouterRoute>

export const SYSTEM_ROUTES_REASON =
  'System router routes are managed by the system: a default route to the internet gateway and one route per subnet.'

/**
 * The destination and target columns' room: 'Internet gateway public-services' and 'IP subnet
 * 192.168.100.0/24' read whole.
 */
const wholeValue = { minWidth: 230, defaultWidth: '2fr' } as const

const routeColumns: TableColumn<Route>[] = [
  nameColumn(),
  {
    id: 'kind',
    name: 'Kind',
    sortValue: (route) => route.kind,
    cell: (route) => routeKindLabels[route.kind],
  },
  textColumn(
    'destination',
    'Destination',
    (route) => routeValueLabel(route.destination),
    wholeValue,
  ),
  textColumn('target', 'Target', (route) => routeValueLabel(route.target), wholeValue),
  createdColumn(),
]

/** The router's page's parts: the router, and the project and VPC it is in. */
interface RouterProps {
  project: string
  vpc: string
  router: Revived<VpcRouter>
}

function RouterHeader({ project, vpc, router }: RouterProps) {
  const [, navigate] = useLocation()
  const [deleteRouter] = useVpcRouterDeleteMutation()
  const isSystem = router.kind === 'system'
  return (
    <>
      <SectionHeader title={`Router ${router.name}`}>
        <ActionsMenu
          label={`Actions for router ${router.name}`}
          actions={[
            { ...routerEditAction({ project, vpc }, router), requires: 'router.update' },
            deleteAction({
              kind: 'router',
              name: router.name,
              consequence: ROUTER_DELETE_CONSEQUENCE,
              run: async () => {
                await deleteRouter({ project, vpc, router: router.name }).unwrap()
                navigate(pb.vpcRouters({ project, vpc }))
              },
              disabledReason: isSystem ? SYSTEM_ROUTER_DELETE_REASON : undefined,
              requires: 'router.delete',
            }),
          ]}
        />
      </SectionHeader>
      <Properties columns={2} label="Router properties">
        <Property label="Kind">{routerKindLabels[router.kind]}</Property>
        <Property label="Description">{router.description || '—'}</Property>
        <Property label="ID" copy={router.id}>
          {router.id}
        </Property>
        <Property label="Created">
          <RelativeTime date={router.timeCreated} />
        </Property>
      </Properties>
    </>
  )
}

function RoutesTable({ project, vpc, router }: RouterProps) {
  const list = useResourceList(
    useVpcRouterRouteListQuery,
    {
      project,
      vpc,
      router: router.name,
    },
    { entities: routerRoutes },
  )
  const [deleteRoute] = useVpcRouterRouteDeleteMutation()
  const isSystem = router.kind === 'system'
  const params = { project, vpc, router: router.name }
  return (
    <>
      <SectionHeader title="Routes" level={3}>
        {!isSystem && (
          <CreateLink
            label="New route"
            href={pb.vpcRouterRoutesNew(params)}
            requires="route.create"
          />
        )}
      </SectionHeader>
      {isSystem && <p className="action-reason">{SYSTEM_ROUTES_REASON}</p>}
      <ResourceTable
        label={`Routes of ${router.name}`}
        {...list}
        columns={routeColumns}
        empty={{
          title: 'No routes',
          body: 'Add a route to send traffic of this router’s subnets somewhere else.',
        }}
        rowActions={
          isSystem
            ? undefined
            : (route) => [
                {
                  id: 'edit',
                  label: 'Edit',
                  href: pb.vpcRouterRouteEdit({ ...params, route: route.name }),
                  requires: 'route.update',
                },
                deleteAction({
                  kind: 'route',
                  name: route.name,
                  run: () => deleteRoute({ ...params, route: route.name }).unwrap(),
                  requires: 'route.delete',
                }),
              ]
        }
      />
    </>
  )
}

export default function RouterPage() {
  const { project, vpc, router: name } = useVpcRouterParams()
  const { entity: router } = useVpcRouter(project, vpc, name)
  if (!router) return <LoadingText what="router" />
  return (
    <>
      <RouterHeader project={project} vpc={vpc} router={router} />
      <RoutesTable project={project} vpc={vpc} router={router} />
    </>
  )
}
