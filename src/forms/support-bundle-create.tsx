/**
 * `system/support-bundles-new`: asks the rack for a new support bundle. The contract's
 * SupportBundleCreate takes only an optional comment; the new bundle opens on its page, where it
 * shows collecting until its files are in.
 */
import { useLocation } from 'wouter'
import { object } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { pb } from '@/paths'
import { commentBody, commentSchema } from '@/resources/support-bundles'
import { addToast } from '~/machines/toaster'
import { useSupportBundleCreateMutation } from '~/store/api/support-bundles'

const schema = object({ comment: commentSchema })

export default function SupportBundleCreateForm() {
  const [, navigate] = useLocation()
  const [createBundle] = useSupportBundleCreateMutation()
  return (
    <SideModalForm
      requires="system.supportBundle.create"
      resource="support bundle"
      kind="create"
      initialValues={{ comment: '' }}
      validationSchema={schema}
      onDismiss={() => navigate(pb.supportBundles())}
      onSubmit={async (values) => {
        const bundle = await createBundle({
          supportBundleCreate: commentBody(values.comment),
        }).unwrap()
        addToast({ content: `Support bundle ${bundle.id} created` })
        navigate(pb.supportBundle({ bundle: bundle.id }))
      }}
    >
      <p className="form-hint">
        The rack collects diagnostics from every sled into the bundle. Say what it is for, so
        whoever reads it knows what to look for.
      </p>
      <DescriptionField name="comment" label="Comment" />
    </SideModalForm>
  )
}
