import { Button } from '@react-spectrum/s2/Button'
import { TextField } from '@react-spectrum/s2/TextField'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { useButtonPending } from '@/hooks/use-minimum-display'
import { pb } from '@/paths'
import { formatDeviceCode } from '~/lib/device-code'
import { deviceCodeMachine } from '~/machines/device-code.machine'
import { inspectOption } from '~/machines/inspect'
import { useDeviceAuthConfirmMutation } from '~/store/api/console-auth'

/**
 * SPEC §2 device authentication: the user types (or pastes) the code the CLI shows and confirms
 * it for their session. The rules live in the device-code machine; the page renders its state.
 */
export default function DeviceVerifyPage() {
  const [, navigate] = useLocation()
  const search = useSearch()
  const [confirmCode] = useDeviceAuthConfirmMutation()

  const machine = useMemo(
    () =>
      deviceCodeMachine.provide({
        actors: {
          confirmCode: fromPromise<unknown, { userCode: string }>(({ input }) =>
            confirmCode({ deviceAuthVerify: { userCode: input.userCode } }).unwrap(),
          ),
        },
        actions: { onConfirmed: () => navigate(pb.deviceSuccess()) },
      }),
    [confirmCode, navigate],
  )
  // a verification link may carry the code (RFC 8628 `verification_uri_complete`)
  const initialCode = new URLSearchParams(search).get('user_code') ?? undefined
  const actor = useActorRef(machine, { input: { initialCode }, inspect: inspectOption() })
  const letters = useSelector(actor, (snapshot) => snapshot.context.letters)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'code.submit' }))
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const submitPending = useButtonPending(busy)

  return (
    <div className="device-panel">
      <h1 className="device-title">Device Authentication</h1>
      <form
        className="device-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'code.submit' })
        }}
      >
        <TextField
          label="Enter the code shown on your device"
          value={formatDeviceCode(letters)}
          onChange={(value) => actor.send({ type: 'code.change', value })}
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          validationBehavior="aria"
          autoComplete="one-time-code"
          autoFocus
          // no maxLength: the browser would cut a paste before its non-letters are dropped
          isReadOnly={busy}
          UNSAFE_className="device-code-field"
        />
        <Button
          type="submit"
          variant="accent"
          isDisabled={!canSubmit && !busy}
          isPending={submitPending}
        >
          Log in on device
        </Button>
      </form>
    </div>
  )
}
