/**
 * The navigation's clock: when the navigation to the page shown began, read by a list whose first
 * rows are still loading to know how long its navigation has waited (docs/architecture.md,
 * Loading). Apart from the route data (route-data.ts), so the components that read it import no
 * route module.
 */
import { HOLD_FOR_DATA_MS, SPINNER_DELAY_MS } from '~/lib/constants'

/** When the navigation to the page shown began (performance.now()); the first page's: the load's. */
let navigationStartedAt = 0

/** A navigation begins now: its page's first data is waited for from here (routes.tsx). */
export function startNavigationClock() {
  navigationStartedAt = performance.now()
}

/**
 * How long a list whose first rows are loading waits before it shows its spinner: what is left of
 * its navigation's wait for data (docs/architecture.md, Loading: a spinner only once the wait
 * outlasts the cap), and at least SPINNER_DELAY_MS, so a later first load (another page of the
 * list) that answers sooner shows none either.
 */
export const spinnerDelay = () =>
  Math.max(SPINNER_DELAY_MS, navigationStartedAt + HOLD_FOR_DATA_MS - performance.now())
