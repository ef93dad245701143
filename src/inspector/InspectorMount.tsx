/**
 * Where the inspector's panel mounts, with what opens it (`?inspect`, Alt+Shift+I): in the
 * preview's session menu, and on the dev server in front of a real API (`API_URL=… npm start`),
 * where there is no preview banner, from App.tsx. One mount at a time, so the shortcut toggles
 * once.
 */
import { Suspense } from 'react'
import { closeInspector, InspectorHost, useInspectorOpener } from './opener'

export function InspectorMount() {
  const inspector = useInspectorOpener()
  if (!inspector.open) return null
  return (
    <Suspense fallback={null}>
      <InspectorHost focus={inspector.focus} onClose={closeInspector} />
    </Suspense>
  )
}
