/** The only import surface for the API: enhanced endpoints, generated hooks and app types. */
export * from './__generated__/endpoints'
export { api } from './enhance'
export type { ApiError } from './errors'
export { type Revived, reviveDates } from './transport'
