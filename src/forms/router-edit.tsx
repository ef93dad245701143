import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { pb } from '@/paths'
import { useVpcRouter, useVpcRouterParams } from '@/resources/use-vpc-router'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type VpcRouter } from '~/store/api'
import { useVpcRouterUpdateMutation } from '~/store/api/vpcs'
import { routerFormSchema } from './router-create'

const routerValues = (router: Pick<VpcRouter, 'name' | 'description'>) => ({
  name: router.name,
  description: router.description,
})

/**
 * `routers/{router}/edit`, over the router's page: name and description, sent only when changed
 * (VpcRouterUpdate's fields are optional; save-changes.ts). Closing lands on the
 * router's page, under its new name after a rename.
 */
export default function RouterEditForm() {
  const { project, vpc, router: name } = useVpcRouterParams()
  const { entity: router } = useVpcRouter(project, vpc, name)
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateRouter] = useVpcRouterUpdateMutation()
  if (!router) return null
  return (
    <SideModalForm
      requires="router.update"
      resource="router"
      kind="edit"
      initialValues={routerValues(router)}
      validationSchema={routerFormSchema}
      update={{
        reread: async () =>
          routerValues(
            await dispatch(
              api.endpoints.vpcRouterView.initiate(
                { project, vpc, router: router.name },
                FRESH_READ,
              ),
            ).unwrap(),
          ),
        labels: identityLabels,
      }}
      onDismiss={() => navigate(pb.vpcRouter({ project, vpc, router: router.name }))}
      onSubmit={async (_values, changes) => {
        const updated = await updateRouter({
          project,
          vpc,
          router: router.name,
          vpcRouterUpdate: changes,
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
