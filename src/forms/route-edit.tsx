import { useLocation } from 'wouter'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useRouteParams } from '@/hooks/use-route'
import { useRouterRoute } from '@/hooks/use-vpc-router'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import { useVpcRouterRouteUpdateMutation } from '~/store/api/vpcs'
import { RouteFields, routeBody, routeFormSchema, routeFormValues } from './route-fields'

/** `routes/{route}/edit`, over the router's page: every field of a custom route. */
export default function RouteEditForm() {
  const { project, vpc, router, route: name } = useRouteParams('project', 'vpc', 'router', 'route')
  const { entity: route } = useRouterRoute(project, vpc, router, name)
  const [, navigate] = useLocation()
  const [updateRoute] = useVpcRouterRouteUpdateMutation()
  if (!route) return null
  const close = () => navigate(pb.vpcRouter({ project, vpc, router }))
  return (
    <SideModalForm
      resource="route"
      kind="edit"
      initialValues={routeFormValues(route)}
      validationSchema={routeFormSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const updated = await updateRoute({
          project,
          vpc,
          router,
          route: route.name,
          routerRouteUpdate: {
            name: values.name,
            description: values.description.trim(),
            ...routeBody(values),
          },
        }).unwrap()
        addToast({ content: `Route ${updated.name} updated` })
        close()
      }}
    >
      <RouteFields project={project} vpc={vpc} />
    </SideModalForm>
  )
}
