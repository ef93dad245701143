/**
 * `receivers/{receiver}/edit`, over the receiver's page: its name, description and endpoint (the
 * contract's WebhookReceiverUpdate; secrets are added and removed on their own tab), each optional: only those the user changed are
 * sent (save-changes.ts). Closing
 * lands on the receiver's page, under its new name after a rename.
 */
import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import {
  ENDPOINT_HINT,
  ENDPOINT_LABEL,
  receiverSchema,
  useReceiver,
  useReceiverParams,
} from '@/resources/alerts'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { type AlertReceiver, api, FRESH_READ } from '~/store/api'
import { useWebhookReceiverUpdateMutation } from '~/store/api/system-alerts'

const receiverValues = (receiver: {
  name: string
  description: string
  kind: Pick<AlertReceiver['kind'], 'endpoint'>
}) => ({
  name: receiver.name,
  description: receiver.description,
  endpoint: receiver.kind.endpoint,
})

export default function WebhookReceiverEditForm() {
  const { receiver: name } = useReceiverParams()
  const receiver = useReceiver(name)
  const [, navigate] = useLocation()
  const dispatch = useAppDispatch()
  const [updateReceiver] = useWebhookReceiverUpdateMutation()
  if (!receiver) return null
  return (
    <SideModalForm
      requires="system.alertReceiver.update"
      resource="webhook receiver"
      kind="edit"
      initialValues={receiverValues(receiver)}
      validationSchema={receiverSchema}
      update={{
        reread: async () =>
          receiverValues(
            await dispatch(
              api.endpoints.alertReceiverView.initiate({ receiver: receiver.name }, FRESH_READ),
            ).unwrap(),
          ),
        labels: { ...identityLabels, endpoint: ENDPOINT_LABEL },
      }}
      onDismiss={() => navigate(pb.alertReceiver({ receiver: receiver.name }))}
      onSubmit={async (values, changes) => {
        await updateReceiver({ receiver: receiver.name, webhookReceiverUpdate: changes }).unwrap()
        addToast({ content: `Webhook receiver ${values.name} updated` })
        navigate(pb.alertReceiver({ receiver: values.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField name="endpoint" label={ENDPOINT_LABEL} isRequired description={ENDPOINT_HINT} />
    </SideModalForm>
  )
}
