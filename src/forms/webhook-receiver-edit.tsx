/**
 * `receivers/{receiver}/edit`, over the receiver's page: its name, description and endpoint (the
 * contract's WebhookReceiverUpdate; secrets are added and removed on their own tab). Closing
 * lands on the receiver's page, under its new name after a rename.
 */
import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
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
import { useWebhookReceiverUpdateMutation } from '~/store/api/system-alerts'

export default function WebhookReceiverEditForm() {
  const { receiver: name } = useReceiverParams()
  const receiver = useReceiver(name)
  const [, navigate] = useLocation()
  const [updateReceiver] = useWebhookReceiverUpdateMutation()
  if (!receiver) return null
  return (
    <SideModalForm
      resource="webhook receiver"
      kind="edit"
      initialValues={{
        name: receiver.name,
        description: receiver.description,
        endpoint: receiver.kind.endpoint,
      }}
      validationSchema={receiverSchema}
      onDismiss={() => navigate(pb.alertReceiver({ receiver: receiver.name }))}
      onSubmit={async (values) => {
        await updateReceiver({
          receiver: receiver.name,
          webhookReceiverUpdate: {
            name: values.name,
            description: values.description,
            endpoint: values.endpoint,
          },
        }).unwrap()
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
