/**
 * `receivers/{receiver}/secrets-new`, over the receiver's secrets: a new key to sign payloads
 * with (the contract's WebhookSecretCreate), as typed: it is sent once, never shown again, and
 * never kept in the form's draft.
 */
import { useLocation } from 'wouter'
import { object } from 'yup'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import {
  isRefusal,
  SECRET_HINT,
  SECRET_LABEL,
  secretSchema,
  useReceiverParams,
} from '@/resources/alerts'
import { addToast } from '~/machines/toaster'
import { useWebhookSecretsAddMutation } from '~/store/api/system-alerts'

const schema = object({ secret: secretSchema })

export default function WebhookSecretAddForm() {
  const { receiver } = useReceiverParams()
  const [, navigate] = useLocation()
  const [addSecret] = useWebhookSecretsAddMutation()
  const close = () => navigate(pb.alertReceiverSecrets({ receiver }))
  return (
    <SideModalForm
      requires="system.alertReceiver.update"
      title="Add secret"
      submitLabel="Add secret"
      initialValues={{ secret: '' }}
      validationSchema={schema}
      // the server's refusal is about the one field; a failure of its own is not
      fieldForError={(error) => (isRefusal(error) ? 'secret' : undefined)}
      onDismiss={close}
      onSubmit={async (values) => {
        await addSecret({ receiver, webhookSecretCreate: { secret: values.secret } }).unwrap()
        addToast({ content: 'Secret added' })
        close()
      }}
    >
      <p className="form-hint">{SECRET_HINT}</p>
      <TextField
        name="secret"
        label={SECRET_LABEL}
        type="password"
        autoComplete="off"
        isRequired
        autoFocus
      />
    </SideModalForm>
  )
}
