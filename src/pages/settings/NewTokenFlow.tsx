import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import { type ActorRefFrom, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import { object } from 'yup'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SecretShownOnceDialog } from '@/components/SecretShownOnce'
import { LifetimeFields, lifetimeFieldsSchema } from '@/forms/token-lifetime-edit'
import { docGuides } from '@/util/docs'
import { formatDateTime } from '@/util/relative-time'
import { DEVICE_CODE_GRANT_TYPE, newDeviceClientId } from '~/lib/device-code'
import {
  describeLifetime,
  type LifetimeInput,
  lifetimeInput,
  MAX_LIFETIME_SECONDS,
  toSeconds,
} from '~/lib/token-lifetime'
import {
  deviceCodeMachine,
  type IssuedCode,
  type IssuedToken,
} from '~/machines/device-code.machine'
import { inspectOption } from '~/machines/inspect'
import { reviveDates } from '~/store/api'
import {
  requestDeviceAccessToken,
  requestDeviceAuthorization,
  useDeviceAuthConfirmMutation,
} from '~/store/api/console-auth'

type FlowActor = ActorRefFrom<typeof deviceCodeMachine>

/** Each step's failure, by its state, as the side modal titles it. */
const FAILURE_TITLES = {
  requestFailed: 'Could not request a token',
  confirmFailed: 'Could not confirm the token request',
  tokenFailed: 'Could not fetch the token',
} as const

const failedStep = (snapshot: SnapshotFrom<typeof deviceCodeMachine>) =>
  (Object.keys(FAILURE_TITLES) as (keyof typeof FAILURE_TITLES)[]).find((state) =>
    snapshot.matches(state),
  )

/** The failed step's message, in the form above its fields. */
function FlowFailure({ actor }: { actor: FlowActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const step = useSelector(actor, failedStep)
  if (!step || !error) return null
  return (
    <InlineAlert variant="negative">
      <Heading>{FAILURE_TITLES[step]}</Heading>
      <Content>{error}</Content>
    </InlineAlert>
  )
}

/** The one showing of the token: its text, its expiry, a copy button; Done forgets it. */
function TokenShownDialog({ actor, onDone }: { actor: FlowActor; onDone: () => void }) {
  const token = useSelector(actor, (snapshot) => snapshot.context.token)
  const timeExpires = useSelector(actor, (snapshot) => snapshot.context.timeExpires)
  const tokenId = useSelector(actor, (snapshot) => snapshot.context.tokenId)
  if (!token) return null
  return (
    <SecretShownOnceDialog
      title="Access token created"
      advice="Give it to the command-line tool or SDK as a bearer token; if it is lost, delete it and make another."
      secret={token.reveal()}
      onDone={onDone}
    >
      <p>{timeExpires ? `Expires ${formatDateTime(timeExpires)}` : 'Does not expire'}</p>
      {tokenId && (
        <p>
          Listed by its ID, <code>{tokenId}</code>, which is not the token.
        </p>
      )}
    </SecretShownOnceDialog>
  )
}

/**
 * The flow from the lifetime's choice to the token's one showing. `maxTtlSeconds`: the silo's
 * maximum (null: none; undefined: this rack's API does not say).
 */
export function NewTokenFlow({
  maxTtlSeconds,
  onClose,
}: {
  maxTtlSeconds: number | null | undefined
  onClose: () => void
}) {
  const [confirmCode] = useDeviceAuthConfirmMutation()
  // one client per flow: the token request must name the client the code was issued to
  const [clientId] = useState(newDeviceClientId)
  const machine = useMemo(
    () =>
      deviceCodeMachine.provide({
        actors: {
          requestCode: fromPromise<IssuedCode, { ttlSeconds: number | null }>(({ input }) =>
            requestDeviceAuthorization({ clientId, ttlSeconds: input.ttlSeconds }),
          ),
          confirmCode: fromPromise<unknown, { userCode: string }>(({ input }) =>
            confirmCode({ deviceAuthVerify: { userCode: input.userCode } }).unwrap(),
          ),
          requestToken: fromPromise<IssuedToken, { deviceCode: string }>(async ({ input }) => {
            const grant = reviveDates(
              await requestDeviceAccessToken({
                clientId,
                deviceCode: input.deviceCode,
                grantType: DEVICE_CODE_GRANT_TYPE,
              }),
            )
            return {
              accessToken: grant.accessToken,
              timeExpires: grant.timeExpires ?? null,
              tokenId: grant.tokenId ?? null,
            }
          }),
        },
      }),
    [clientId, confirmCode],
  )
  const actor = useActorRef(machine, { input: { newToken: true }, inspect: inspectOption() })
  const shown = useSelector(actor, (snapshot) => snapshot.matches('tokenShown'))
  // a token made while no dialog waits for it would be a credential nobody holds, and the
  // contract gives its secret only once: the form stays open until the flow has an answer
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const close = () => {
    actor.send({ type: 'token.forget' })
    onClose()
  }

  if (shown) return <TokenShownDialog actor={actor} onDone={close} />

  const max = maxTtlSeconds ?? null
  const schema = object(
    lifetimeFieldsSchema(
      max ?? MAX_LIFETIME_SECONDS,
      max === null ? '' : ' in this silo',
      // with no maximum, an empty lifetime asks for a token that does not expire
      (parent) => max === null && String(parent.amount ?? '').trim() === '',
    ),
  )
  const initialValues: LifetimeInput =
    max === null ? { amount: '', unit: 'days' } : lifetimeInput(max)
  return (
    <SideModalForm
      title="New access token"
      submitLabel="Make token"
      docs={[docGuides.deviceTokens]}
      initialValues={initialValues}
      validationSchema={schema}
      onDismiss={close}
      isLocked={busy}
      onSubmit={async (values) => {
        if (failedStep(actor.getSnapshot())) actor.send({ type: 'token.retry' })
        const ttlSeconds = values.amount.trim() === '' ? null : toSeconds(values)
        actor.send({ type: 'token.request', ttlSeconds })
        await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
      }}
    >
      <FlowFailure actor={actor} />
      <p>
        {max === null
          ? 'Tokens in this silo need not expire: leave the lifetime empty for one that does not.'
          : `New tokens in this silo expire after at most ${describeLifetime(max)}.`}
      </p>
      <LifetimeFields isRequired={max !== null} />
    </SideModalForm>
  )
}
