/**
 * `system/alerts/receivers-new`: a webhook receiver, as the contract's WebhookCreate has it: a
 * name, a description, the endpoint URL alerts are POSTed to, one or more secrets to sign them
 * with ("a non-empty list"), and the subscriptions it starts with (none: it is sent no alert
 * until one is added). The secrets are sent once and never shown again; the form's draft never
 * keeps them. The new receiver opens on its page.
 */
import { useFormikContext } from 'formik'
import { useLocation } from 'wouter'
import { DescriptionField } from '@/components/form/DescriptionField'
import { DraftList } from '@/components/form/DraftList'
import { FieldArrayRows } from '@/components/form/FieldArrayRows'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { AlertClassMatches } from '@/resources/AlertClassMatches'
import {
  ENDPOINT_HINT,
  ENDPOINT_LABEL,
  type ReceiverCreateValues,
  receiverCreateSchema,
  SECRET_HINT,
  SECRET_LABEL,
  SUBSCRIPTION_HINT,
  SUBSCRIPTION_LABEL,
  subscriptionEntryProblem,
} from '@/resources/alerts'
import { addToast } from '~/machines/toaster'
import { useWebhookReceiverCreateMutation } from '~/store/api/system-alerts'

const initialValues: ReceiverCreateValues = {
  name: '',
  description: '',
  endpoint: '',
  secrets: [{ value: '' }],
  subscriptions: [],
  subscriptionDraft: '',
}

/** The subscription being typed, and the classes it matches. */
function SubscriptionDraft() {
  const { values } = useFormikContext<ReceiverCreateValues>()
  return (
    <>
      <TextField
        name="subscriptionDraft"
        label={SUBSCRIPTION_LABEL}
        description={SUBSCRIPTION_HINT}
      />
      <AlertClassMatches subscription={values.subscriptionDraft} />
    </>
  )
}

export default function WebhookReceiverCreateForm() {
  const [, navigate] = useLocation()
  const [createReceiver] = useWebhookReceiverCreateMutation()
  return (
    <SideModalForm<ReceiverCreateValues>
      requires="system.alertReceiver.create"
      resource="webhook receiver"
      kind="create"
      initialValues={initialValues}
      validationSchema={receiverCreateSchema}
      onDismiss={() => navigate(pb.alertReceivers())}
      onSubmit={async (values) => {
        const receiver = await createReceiver({
          webhookCreate: {
            name: values.name,
            description: values.description,
            endpoint: values.endpoint,
            secrets: values.secrets.map((secret) => secret.value),
            subscriptions: values.subscriptions,
          },
        }).unwrap()
        addToast({ content: `Webhook receiver ${receiver.name} created` })
        navigate(pb.alertReceiver({ receiver: receiver.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField name="endpoint" label={ENDPOINT_LABEL} isRequired description={ENDPOINT_HINT} />
      <section className="form-section" aria-label="Secrets">
        <h3 className="form-section-title">Secrets</h3>
        <p className="form-hint">{SECRET_HINT}</p>
        <FieldArrayRows<{ value: string }>
          name="secrets"
          item="secret"
          add={[{ label: 'Add secret', row: () => ({ value: '' }) }]}
        >
          {(_, index) => (
            <TextField
              name={`secrets.${index}.value`}
              label={SECRET_LABEL}
              type="password"
              autoComplete="off"
              isRequired
            />
          )}
        </FieldArrayRows>
      </section>
      <DraftList<string>
        name="subscriptions"
        draft="subscriptionDraft"
        title="Subscriptions"
        addLabel="Add subscription"
        none="None added: the receiver is sent no alerts until one is."
        labelOf={(subscription) => subscription}
        problemOf={(entry, subscriptions) => {
          const message = subscriptionEntryProblem(entry, subscriptions)
          return message ? { message } : undefined
        }}
        take={(entry) => ({ item: entry.trim(), next: '' })}
        resets={['subscriptionDraft']}
      >
        <SubscriptionDraft />
      </DraftList>
    </SideModalForm>
  )
}
