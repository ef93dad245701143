import { CloseButton } from '@react-spectrum/s2/CloseButton'
import { Link } from '@react-spectrum/s2/Link'
import { useSelector } from '@xstate/react'
import { createPortal } from 'react-dom'
import { toaster } from '~/machines/toast.machine'
import { dismissToast } from '~/machines/toaster'

/**
 * Renders the toast queue; error toasts are announced politely (SPEC §8). The region is a portal
 * on <body> above every overlay, marked as React Aria's top layer so an open modal neither hides
 * it from screen readers nor makes its Dismiss buttons unreachable.
 */
export default function ToastsView() {
  const toasts = useSelector(toaster, (snapshot) => snapshot.context.toasts)
  return createPortal(
    <section className="toasts" aria-label="Notifications" data-react-aria-top-layer="true">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          aria-live="polite"
        >
          <div className="toast-title">{toast.title}</div>
          <CloseButton
            aria-label="Dismiss notification"
            staticColor="white"
            size="S"
            onPress={() => dismissToast(toast.id)}
          />
          <div className="toast-content">{toast.content}</div>
          {toast.cta && (
            <Link href={toast.cta.link} staticColor="white" onPress={() => dismissToast(toast.id)}>
              {toast.cta.text}
            </Link>
          )}
        </div>
      ))}
    </section>,
    document.body,
  )
}
