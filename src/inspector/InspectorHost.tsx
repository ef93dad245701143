/**
 * The inspector's panel, rendered by the preview's session menu (src/inspector/opener.ts) into a
 * node of its own at the end of <body>: docked beside the page, not inside its layout, and under
 * the dialogs opened after it. It renders in the app's React tree (a portal), so it uses the
 * app's React DOM and S2 Provider: its chunk shares no code with the first screen's, which stays
 * as it was. Loaded only when QA opens it.
 */
import { createPortal } from 'react-dom'
import { inspectRelay } from '~/machines/inspect'
import { InspectorPanel } from './InspectorPanel'
import { InspectionStore } from './inspection-store'
import { INSPECTOR_STYLES } from './inspector-styles'

/** Made at the first opening, kept for the tab: opened again, the panel has what it saw. */
let opened: { store: InspectionStore; container: HTMLElement } | undefined

function openedOnce() {
  if (!opened) {
    const store = new InspectionStore()
    inspectRelay()?.attach(store.receive)
    const style = document.createElement('style')
    style.textContent = INSPECTOR_STYLES
    document.head.append(style)
    const container = document.createElement('div')
    container.id = 'console-inspector'
    document.body.append(container)
    opened = { store, container }
  }
  return opened
}

export default function InspectorHost({
  focus,
  onClose,
}: {
  /** Whether it takes the focus (opened from the menu or the keyboard, not by the URL). */
  focus: boolean
  onClose: () => void
}) {
  const { store, container } = openedOnce()
  return createPortal(
    <InspectorPanel store={store} onClose={onClose} focusOnOpen={focus} />,
    container,
  )
}
