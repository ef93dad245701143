import { useLocation } from 'wouter'
import { SideModalForm } from '@/components/form/SideModalForm'
import { pb } from '@/paths'
import { useVpcRouterParams } from '@/resources/use-vpc-router'
import { addToast } from '~/machines/toaster'
import { useVpcRouterRouteCreateMutation } from '~/store/api/vpcs'
import { emptyRouteValues, RouteFields, routeBody, routeFormSchema } from './route-fields'

/** `routes-new`, over the router's page: a custom route of a custom router. */
export default function RouteCreateForm() {
  const { project, vpc, router } = useVpcRouterParams()
  const [, navigate] = useLocation()
  const [createRoute] = useVpcRouterRouteCreateMutation()
  const close = () => navigate(pb.vpcRouter({ project, vpc, router }))
  return (
    <SideModalForm
      requires="route.create"
      resource="route"
      kind="create"
      initialValues={emptyRouteValues}
      validationSchema={routeFormSchema}
      onDismiss={close}
      onSubmit={async (values) => {
        const route = await createRoute({
          project,
          vpc,
          router,
          routerRouteCreate: {
            name: values.name,
            description: values.description.trim(),
            ...routeBody(values),
          },
        }).unwrap()
        addToast({ content: `Route ${route.name} created` })
        close()
      }}
    >
      <RouteFields project={project} vpc={vpc} />
    </SideModalForm>
  )
}
