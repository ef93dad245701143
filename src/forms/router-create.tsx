import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { pb } from '@/paths'
import { useVpcParams } from '@/resources/use-vpc'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useVpcRouterCreateMutation } from '~/store/api/vpcs'

/** Name and description: all a router's create and edit forms take. */
export const routerFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

/** `routers-new`: a custom router, which lands on its page to be given routes. */
export default function RouterCreateForm() {
  const { project, vpc } = useVpcParams()
  const [, navigate] = useLocation()
  const [createRouter] = useVpcRouterCreateMutation()
  return (
    <SideModalForm
      requires="router.create"
      resource="router"
      kind="create"
      initialValues={{ name: '', description: '' }}
      validationSchema={routerFormSchema}
      onDismiss={() => navigate(pb.vpcRouters({ project, vpc }))}
      onSubmit={async (values) => {
        const router = await createRouter({
          project,
          vpc,
          vpcRouterCreate: { name: values.name, description: values.description.trim() },
        }).unwrap()
        addToast({ content: `Router ${router.name} created` })
        navigate(pb.vpcRouter({ project, vpc, router: router.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}
