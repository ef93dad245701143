/**
 * `receivers/{receiver}/subscriptions-new`, over the receiver's subscriptions: an alert class or
 * a pattern, checked against the contract's `AlertSubscription` pattern as it is typed, with the
 * known classes it matches; one the receiver has already is refused before sending, and the
 * server's refusal (a class it does not know) shows on the field.
 */
import { useFormikContext } from 'formik'
import { useLocation } from 'wouter'
import { object } from 'yup'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { AlertClassMatches } from '@/resources/AlertClassMatches'
import {
  alertMessages,
  isRefusal,
  SUBSCRIPTION_HINT,
  SUBSCRIPTION_LABEL,
  subscriptionSchema,
  useReceiver,
  useReceiverParams,
} from '@/resources/alerts'
import { addToast } from '~/machines/toaster'
import { useAlertReceiverSubscriptionAddMutation } from '~/store/api/system-alerts'

interface Values {
  subscription: string
}

function SubscriptionField() {
  const { values } = useFormikContext<Values>()
  return (
    <>
      <TextField
        name="subscription"
        label={SUBSCRIPTION_LABEL}
        isRequired
        autoFocus
        description={SUBSCRIPTION_HINT}
      />
      <AlertClassMatches subscription={values.subscription} />
    </>
  )
}

export default function AlertSubscriptionAddForm() {
  const { receiver: name } = useReceiverParams()
  const receiver = useReceiver(name)
  const [, navigate] = useLocation()
  const [addSubscription] = useAlertReceiverSubscriptionAddMutation()
  if (!receiver) return null
  const close = () => navigate(pb.alertReceiverSubscriptions({ receiver: name }))
  const schema = object({
    subscription: subscriptionSchema.test(
      'new',
      alertMessages.subscribed,
      (value) => !value || !receiver.subscriptions.includes(value),
    ),
  })
  return (
    <SideModalForm<Values>
      requires="system.alertReceiver.update"
      title="Add subscription"
      submitLabel="Add subscription"
      initialValues={{ subscription: '' }}
      validationSchema={schema}
      // the server's refusals of the request are about its one field; a failure of its own is not
      fieldForError={(error) => (isRefusal(error) ? 'subscription' : undefined)}
      onDismiss={close}
      onSubmit={async (values) => {
        const { subscription } = await addSubscription({
          receiver: name,
          alertSubscriptionCreate: { subscription: values.subscription },
        }).unwrap()
        addToast({ content: `Subscription ${subscription} added` })
        close()
      }}
    >
      <SubscriptionField />
    </SideModalForm>
  )
}
