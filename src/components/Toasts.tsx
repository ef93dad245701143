import { lazy } from 'react'
import { lazyToaster } from '~/machines/toaster'
import { LazyActorView } from './LazyActorView'

const loadView = () => import('./ToastsView')
const ToastsView = lazy(loadView)

/** The toasts (SPEC §2, §8): their view and queue (xstate included) load off the first screen. */
export function Toasts() {
  return (
    <LazyActorView actor={lazyToaster} loadView={loadView}>
      <ToastsView />
    </LazyActorView>
  )
}
