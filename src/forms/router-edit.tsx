import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useVpcRouter, useVpcRouterParams } from '@/hooks/use-vpc-router'
import { pb } from '@/paths'
import { addToast } from '~/machines/toaster'
import { useVpcRouterUpdateMutation } from '~/store/api/vpcs'
import { routerFormSchema } from './router-create'

/**
 * `routers/{router}/edit`, over the router's page: name and description. Closing lands on the
 * router's page, under its new name after a rename.
 */
export default function RouterEditForm() {
  const { project, vpc, router: name } = useVpcRouterParams()
  const { entity: router } = useVpcRouter(project, vpc, name)
  const [, navigate] = useLocation()
  const [updateRouter] = useVpcRouterUpdateMutation()
  if (!router) return null
  return (
    <SideModalForm
      resource="router"
      kind="edit"
      initialValues={{ name: router.name, description: router.description }}
      validationSchema={routerFormSchema}
      onDismiss={() => navigate(pb.vpcRouter({ project, vpc, router: router.name }))}
      onSubmit={async (values) => {
        const updated = await updateRouter({
          project,
          vpc,
          router: router.name,
          vpcRouterUpdate: { name: values.name, description: values.description.trim() },
        }).unwrap()
        addToast({ content: `Router ${updated.name} updated` })
        navigate(pb.vpcRouter({ project, vpc, router: updated.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
