import { useLocation } from 'wouter'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { useRouterRoute } from '@/resources/use-vpc-router'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type RouteTarget } from '~/store/api'
import { useVpcRouterRouteUpdateMutation } from '~/store/api/vpcs'
import {
  RouteFields,
  type RouteFormValues,
  routeBody,
  routeFormSchema,
  routeFormValues,
  routeValueLabel,
} from './route-fields'

/** A destination or target in the conflict message as the route's page shows it: 'Drop'. */
function showRouteValue(_field: string, value: unknown) {
  if (typeof value === 'string') return value
  const { type, value: text } = value as RouteFormValues['target']
  return routeValueLabel((text ? { type, value: text } : { type }) as RouteTarget)
}

/**
 * `routes/{route}/edit`, over the router's page: every field of a custom route. RouterRouteUpdate
 * requires the destination and target, so they are sent as the server has them now unless the
 * user changed them; the name and description only when changed (save-changes.ts).
 */
export default function RouteEditForm() {
  const { project, vpc, router, route: name } = useRouteParams('project', 'vpc', 'router', 'route')
  const { entity: route } = useRouterRoute(project, vpc, router, name)
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateRoute] = useVpcRouterRouteUpdateMutation()
  if (!route) return null
  const close = () => navigate(pb.vpcRouter({ project, vpc, router }))
  return (
    <SideModalForm
      requires="route.update"
      resource="route"
      kind="edit"
      initialValues={routeFormValues(route)}
      validationSchema={routeFormSchema}
      update={{
        reread: async () =>
          routeFormValues(
            await dispatch(
              api.endpoints.vpcRouterRouteView.initiate(
                { project, vpc, router, route: route.name },
                FRESH_READ,
              ),
            ).unwrap(),
          ),
        labels: { ...identityLabels, destination: 'Destination', target: 'Target' },
        show: showRouteValue,
      }}
      onDismiss={close}
      onSubmit={async (values, { name, description }) => {
        const updated = await updateRoute({
          project,
          vpc,
          router,
          route: route.name,
          routerRouteUpdate: { name, description, ...routeBody(values) },
        }).unwrap()
        addToast({ content: `Route ${updated.name} updated` })
        close()
      }}
    >
      <RouteFields project={project} vpc={vpc} />
    </SideModalForm>
  )
}
