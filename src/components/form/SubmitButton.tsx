import { Button } from '@react-spectrum/s2/Button'
import type { ReactNode } from 'react'
import { useButtonPending } from '@/hooks/use-minimum-display'

/**
 * A formik form's submit: pending while the form submits, its spinner held for SPEC §9's minimum
 * (a hook, which formik's render function cannot call itself). `disabledBy` is the id of what
 * says why it is disabled.
 */
export function SubmitButton({
  isSubmitting,
  disabledBy,
  children,
}: {
  isSubmitting: boolean
  disabledBy?: string
  children: ReactNode
}) {
  const isPending = useButtonPending(isSubmitting)
  return (
    <Button
      variant="accent"
      type="submit"
      isPending={isPending}
      isDisabled={Boolean(disabledBy)}
      aria-describedby={disabledBy}
    >
      {children}
    </Button>
  )
}
