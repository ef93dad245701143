/**
 * Runs `work` once, on the user's first press of a pointer or a key anywhere in the page, and
 * returns how to cancel it. For code that only an action of the user's can need (the confirm
 * dialog, the toasts' view): it loads while the press becomes a click, a menu opens and an item is
 * chosen, not with the first screen, which never uses it.
 */
export function whenUserActs(work: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const
  const run = () => {
    cancel()
    work()
  }
  const cancel = () => {
    for (const type of events) document.removeEventListener(type, run, { capture: true })
  }
  for (const type of events) document.addEventListener(type, run, { capture: true, passive: true })
  return cancel
}
