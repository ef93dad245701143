import { Suspense } from 'react'
import { closeJumpTo, JumpToPalette, useJumpToOpener } from './opener'

/**
 * Where the Jump to palette mounts, with its shortcut: once, in the main layout, the layout of
 * every signed-in page. The palette's code loads when it first opens.
 */
export function JumpToMount() {
  const open = useJumpToOpener()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <JumpToPalette onClose={closeJumpTo} />
    </Suspense>
  )
}
