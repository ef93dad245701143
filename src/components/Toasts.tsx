import { CloseButton } from '@react-spectrum/s2/CloseButton'
import { Link } from '@react-spectrum/s2/Link'
import { useSelector } from '@xstate/react'
import { dismissToast, toaster } from '~/machines/toaster'

/** Renders the toast queue; error toasts are announced politely (SPEC §8). */
export function Toasts() {
  const toasts = useSelector(toaster, (snapshot) => snapshot.context.toasts)
  return (
    <section className="toasts" aria-label="Notifications">
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
    </section>
  )
}
