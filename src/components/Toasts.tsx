import { lazy } from 'react'
import { toasterBox } from '~/machines/toaster-box'
import { LazyActorView } from './LazyActorView'

const loadView = () => import('./ToastsView')
const ToastsView = lazy(loadView)

/** The toasts (SPEC §2, §8): their view and queue (xstate included) load off the first screen. */
export function Toasts() {
  return (
    <LazyActorView box={toasterBox} loadView={loadView}>
      <ToastsView />
    </LazyActorView>
  )
}
