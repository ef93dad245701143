/**
 * `system/support-bundles/{bundle}/edit`, over the bundle's page: its comment, the one thing the
 * contract's SupportBundleUpdate changes, sent only when the user changed it and checked against a
 * fresh read (save-changes.ts). Closing lands on the bundle's page.
 */
import { useLocation } from 'wouter'
import { object } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { commentBody, commentSchema } from '@/resources/support-bundles'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type SupportBundleInfo } from '~/store/api'
import {
  useSupportBundleUpdateMutation,
  useSupportBundleViewQuery,
} from '~/store/api/support-bundles'

const schema = object({ comment: commentSchema })

const bundleValues = (bundle: Pick<SupportBundleInfo, 'userComment'>) => ({
  comment: bundle.userComment ?? '',
})

export default function SupportBundleEditForm() {
  const { bundle: bundleId } = useRouteParams('bundle')
  const [, navigate] = useLocation()
  const { data: bundle } = useSupportBundleViewQuery({ bundleId })
  const dispatch = useAppDispatch()
  const [updateBundle] = useSupportBundleUpdateMutation()
  if (!bundle) return null
  const close = () => navigate(pb.supportBundle({ bundle: bundleId }))
  return (
    <SideModalForm
      requires="system.supportBundle.update"
      resource="comment"
      kind="edit"
      initialValues={bundleValues(bundle)}
      validationSchema={schema}
      update={{
        reread: async () =>
          bundleValues(
            await dispatch(
              api.endpoints.supportBundleView.initiate({ bundleId }, FRESH_READ),
            ).unwrap(),
          ),
        labels: { comment: 'Comment' },
      }}
      onDismiss={close}
      onSubmit={async (values) => {
        await updateBundle({ bundleId, supportBundleUpdate: commentBody(values.comment) }).unwrap()
        addToast({ content: `Comment of support bundle ${bundleId} updated` })
        close()
      }}
    >
      <DescriptionField name="comment" label="Comment" />
    </SideModalForm>
  )
}
