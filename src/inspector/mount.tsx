/**
 * Opens the inspector: its styles, its store attached to the machines' relay (machines/inspect.ts)
 * and its panel in a React root of its own beside the app's, so the app renders nothing for it.
 * Loaded only when QA opens it (src/inspector/opener.ts).
 */
import { Provider as S2Provider } from '@react-spectrum/s2/Provider'
import { createRoot } from 'react-dom/client'
import { inspectRelay } from '~/machines/inspect'
import { useThemeChoice } from '../theme'
import { InspectorPanel } from './InspectorPanel'
import { InspectionStore } from './inspection-store'
import { INSPECTOR_STYLES } from './inspector-styles'

/** One store for the tab: closing and opening the panel again keeps what it has seen. */
let store: InspectionStore | undefined

function Themed({ children }: { children: React.ReactNode }) {
  const theme = useThemeChoice()
  return (
    <S2Provider colorScheme={theme === 'system' ? undefined : theme} locale="en-US">
      {children}
    </S2Provider>
  )
}

/** Shows the panel; returns how to take it away. */
export function mountInspector({
  onClose,
  focus,
}: {
  onClose: () => void
  focus: boolean
}): () => void {
  if (!store) {
    store = new InspectionStore()
    inspectRelay()?.attach(store.receive)
  }
  const style = document.createElement('style')
  style.textContent = INSPECTOR_STYLES
  document.head.append(style)
  const container = document.createElement('div')
  container.id = 'console-inspector'
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <Themed>
      <InspectorPanel store={store} onClose={onClose} focusOnOpen={focus} />
    </Themed>,
  )
  return () => {
    root.unmount()
    container.remove()
    style.remove()
  }
}
