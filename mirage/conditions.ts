/**
 * Network conditions of mock mode (SPEC §4): a random delay of 200-400 ms per call, an optional
 * chaos rate that fails calls with 401, 403, 404 or 500, and faults set on chosen calls, which
 * may also answer 501, as a rack whose API lacks an operation does.
 */
import { forbidden, internalError, MockApiError, unauthorized } from './errors'

export type Delay = number | readonly [number, number]

export const DEFAULT_DELAY: Delay = [200, 400]

/** Mirage's `timing` is one fixed number; each call here draws its own delay from the range. */
export function pickDelay(delay: Delay, random: () => number = Math.random): number {
  if (typeof delay === 'number') return Math.max(0, delay)
  const [min, max] = delay
  return Math.max(0, min + random() * (max - min))
}

/** No timer at all for 0, so tests with `delay: 0` answer as soon as Mirage does. */
export const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve()

export const CHAOS_STATUSES = [401, 403, 404, 500] as const
/**
 * A fault's statuses: chaos's, and 501, an operation this rack's API does not offer (an older
 * release), which chaos leaves out: it is no passing failure.
 */
export const FAULT_STATUSES = [...CHAOS_STATUSES, 501] as const

/** `rate` is a percentage; 0 or undefined never fails. */
export function chaosStrikes(rate: number | undefined, random: () => number = Math.random) {
  return rate !== undefined && rate > 0 && random() * 100 < rate
}

export function chaosError(random: () => number = Math.random): MockApiError {
  return statusError(CHAOS_STATUSES[Math.floor(random() * CHAOS_STATUSES.length)])
}

/** The contract's error for one of the statuses chaos and faults answer with. */
export function statusError(status: FaultStatus): MockApiError {
  switch (status) {
    case 401:
      return unauthorized()
    case 403:
      return forbidden()
    case 404:
      return new MockApiError(
        404,
        'ObjectNotFound',
        'not found: the mock failed this call on purpose (chaos or a fault)',
      )
    case 501:
      // as the server says it of an operation it does not have
      return new MockApiError(501, 'NotImplemented', 'Not Implemented')
    default:
      return internalError()
  }
}

export type FaultStatus = (typeof FAULT_STATUSES)[number]

/**
 * One call made to fail on purpose (QA, the e2e specs): every call of `method` on exactly `path`
 * is answered `status` until the fault is lifted, so a page's failure path is reached every time
 * where chaos reaches it only by chance.
 */
export interface MockFault {
  method: string
  path: string
  status: FaultStatus
}

export const faultFor = (faults: readonly MockFault[], method: string, pathname: string) =>
  faults.find(
    (fault) => fault.method.toUpperCase() === method.toUpperCase() && fault.path === pathname,
  )
