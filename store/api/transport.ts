/**
 * The wire conventions of SPEC §7, in one place: every request the console sends and every
 * response it reads passes through `apiBaseQuery`.
 *
 * Timestamps: SPEC §7 turns ISO timestamps into dates by key name. The Redux store must stay
 * serializable and the generated app types say `string`, so the store keeps the ISO strings and
 * the conversion lives at the read edge: entity selectors return `reviveDates(entity)`, typed by
 * `Revived<T>`. One rule (`isTimestampKey`), one place that applies it.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import { REQUEST_HEADERS, takeFirstRequest } from '~/boot/first-requests'
import { type ApiError, type ApiResult, processServerError } from './errors'

/**
 * The exact inverse of `camelCase`, so every contract key survives the round trip: a run of
 * capitals is one word per letter (`iEEE802` → `i_e_e_e802`, as the contract spells it).
 */
export const snakeCase = (key: string) =>
  key.replace(/(?!^)[A-Z]/g, (c) => `_${c.toLowerCase()}`).toLowerCase()

export const camelCase = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

export function mapKeysDeep(value: unknown, mapKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, mapKey))
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [mapKey(key), mapKeysDeep(item, mapKey)]),
  )
}

/** Request bodies: camelCase keys → snake_case, at every depth. */
export const toWireBody = (body: unknown) => mapKeysDeep(body, snakeCase)
/** Response bodies: snake_case keys → camelCase, at every depth. */
export const fromWireBody = (body: unknown) => mapKeysDeep(body, camelCase)

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** SPEC §7: keys that start with time_, end with _time or _expiration, or are timestamp (either case). */
export function isTimestampKey(key: string) {
  const wire = snakeCase(key)
  return (
    wire.startsWith('time_') ||
    wire.endsWith('_time') ||
    wire.endsWith('_expiration') ||
    wire === 'timestamp'
  )
}

// `time${Capitalize<string>}` keeps `timeless` and `timeseriesName` out, as isTimestampKey does;
// a bare `time` has no `time_` prefix on the wire either.
type TimestampKey =
  | `time${Capitalize<string>}`
  | `${string}Time`
  | `${string}Expiration`
  | `${string}_time`
  | `${string}_expiration`
  | 'timestamp'
type NotTimestampKey = 'time'
type ReviveValue<V> = V extends string ? Date : V extends null | undefined ? V : Revived<V>

/** The app type with timestamp-named string fields as Date, at every depth. */
export type Revived<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? Revived<U>[]
    : T extends object
      ? {
          [K in keyof T]: K extends NotTimestampKey
            ? Revived<T[K]>
            : K extends TimestampKey
              ? ReviveValue<T[K]>
              : Revived<T[K]>
        }
      : T

const revivedCache = new WeakMap<object, unknown>()

/**
 * Timestamps by key (SPEC §7) as Date, at every depth. Cached per input object so selectors
 * that revive the same stored entity return the same object and React does not re-render.
 */
export function reviveDates<T>(value: T): Revived<T> {
  if (typeof value !== 'object' || value === null) return value as Revived<T>
  const cached = revivedCache.get(value)
  if (cached) return cached as Revived<T>
  let revived: unknown
  if (Array.isArray(value)) {
    revived = value.map((item) => reviveDates(item))
  } else if (isPlainObject(value)) {
    revived = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isTimestampKey(key) && typeof item === 'string' && ISO_UTC.test(item)
          ? new Date(item)
          : reviveDates(item),
      ]),
    )
  } else {
    return value as Revived<T>
  }
  revivedCache.set(value, revived)
  return revived as Revived<T>
}

type QueryValue = string | number | boolean | Date | null | undefined
export type QueryParams = Record<string, QueryValue | QueryValue[]>

/** SPEC §7 query rules: drop null/undefined, repeat the key for arrays, snake_case keys, ISO dates. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return ''
  const parts: string[] = []
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw]
    for (const value of values) {
      if (value === null || value === undefined) continue
      const text = value instanceof Date ? value.toISOString() : String(value)
      parts.push(`${encodeURIComponent(snakeCase(key))}=${encodeURIComponent(text)}`)
    }
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

/** A request that got no answer (offline, refused, aborted): status 0, a client error (SPEC §8). */
function unreachable(error: unknown): Extract<ApiResult, { type: 'client_error' }> {
  return {
    type: 'client_error',
    statusCode: 0,
    headers: new Headers(),
    error: error as Error,
    text: '',
  }
}

/** Read a response as text; empty → {}; JSON with camelCase keys; unparsable → client_error. */
export async function readResponse(response: Response): Promise<ApiResult> {
  const text = await response.text()
  const base = { statusCode: response.status, headers: response.headers }
  let json: unknown
  try {
    json = text.length > 0 ? JSON.parse(text) : {}
  } catch (error) {
    return { ...base, type: 'client_error', error: error as Error, text }
  }
  return { ...base, type: response.ok ? 'success' : 'error', data: fromWireBody(json) }
}

export interface ApiRequest {
  url: string
  method?: string
  params?: QueryParams
  body?: unknown
}

let bearerToken: string | undefined
/** A token, when supplied, goes in a bearer Authorization header (SPEC §7); sessions use the cookie. */
export function setApiToken(token: string | undefined) {
  bearerToken = token
}

export function buildRequest({
  url,
  method = 'GET',
  params,
  body,
}: ApiRequest): [string, RequestInit] {
  const headers: Record<string, string> = { ...REQUEST_HEADERS }
  if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`
  return [
    url + toQueryString(params),
    {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(toWireBody(body)),
    },
  ]
}

/**
 * Where a 401 sends the user; replaced in tests. A document navigation, not the router's: the page
 * and its store go with it, so whoever signs in next starts from an empty store without a
 * `forgetUser` here (a sign-in also forgets, store/index.ts).
 */
export const navigation = {
  toLogin(redirectUri: string) {
    window.location.assign(`/login?redirect_uri=${encodeURIComponent(redirectUri)}`)
  },
}

/** Local login answers 401 for a wrong password: that is a form error, not an expired session. */
const LOGIN_REDIRECT_EXEMPT = new Set(['loginLocal'])

const sessionEndListeners = new Set<() => void>()

/**
 * Runs `listener` whenever a request finds the session over (a 401 outside sign-in), before the
 * redirect to sign in: the warm start forgets the device's copy then (store/persist.ts).
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener)
  return () => sessionEndListeners.delete(listener)
}

export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const [url, init] = buildRequest(request)
  let result: ApiResult
  try {
    // the first load's GETs went out from index.html's first script, before this code arrived
    // (boot/first-requests.ts); a token's request was not among them
    const sentEarly = init.method === 'GET' && !bearerToken ? takeFirstRequest(url) : undefined
    result = await readResponse(await (sentEarly ?? fetch(url, { ...init, signal: api.signal })))
  } catch (error) {
    result = unreachable(error)
  }
  if (result.type === 'success') return { data: result.data }
  return { error: failed(api.endpoint, result) }
}

/** A failed call's ApiError, logged (SPEC §8); a 401 outside sign-in ends the session. */
function failed(endpoint: string, result: Exclude<ApiResult, { type: 'success' }>): ApiError {
  const error = processServerError(endpoint, result)
  console.error(`${endpoint} failed`, error)
  if (error.statusCode === 401 && !LOGIN_REDIRECT_EXEMPT.has(endpoint)) {
    // the session is over: its lists leave the device before whoever signs in next can see them
    for (const listener of sessionEndListeners) listener()
    navigation.toLogin(window.location.pathname + window.location.search)
  }
  return error
}

/**
 * RFC 6749 §5.2's error reply (`{ error, error_description }`), which the device flow's
 * form-encoded endpoints send in place of the server's Error, read as one: its description is
 * the message, its code the error code.
 */
function oauthErrorAsServerError(result: Exclude<ApiResult, { type: 'success' }>) {
  if (result.type !== 'error') return result
  const data = result.data as { error?: unknown; errorDescription?: unknown; message?: unknown }
  if (typeof data?.error !== 'string' || data.message !== undefined) return result
  const description = typeof data.errorDescription === 'string' ? data.errorDescription : undefined
  return { ...result, data: { errorCode: data.error, message: description ?? data.error } }
}

/**
 * A form-encoded POST: the contract's `application/x-www-form-urlencoded` bodies, the device
 * flow's `/device/auth` and `/device/token` (RFC 8628), whose keys are snake_cased as every
 * body's and whose null or undefined fields are left out. Sent past the store, so its answer (a
 * bearer token) is the caller's alone: no action carries it, no cache keeps it. Resolves with
 * the JSON answer (camelCase keys); rejects with the ApiError, logged as every failure (SPEC §8).
 */
export async function postForm(
  endpoint: string,
  url: string,
  fields: Record<string, string | number | null | undefined>,
): Promise<unknown> {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(snakeCase(key), String(value))
  }
  let result: ApiResult
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body: form.toString(),
    })
    result = await readResponse(response)
  } catch (error) {
    result = unreachable(error)
  }
  if (result.type === 'success') return result.data
  throw failed(endpoint, oauthErrorAsServerError(result))
}

/**
 * A call whose answer is not JSON (a support bundle's zip, its index as text): the request and
 * the failures of `apiBaseQuery`, the successful response handed back unread. Rejects with the
 * ApiError.
 */
export async function fetchRaw(endpoint: string, request: ApiRequest): Promise<Response> {
  const [url, init] = buildRequest(request)
  let response: Response
  try {
    response = await fetch(url, init)
  } catch (error) {
    throw failed(endpoint, unreachable(error))
  }
  if (response.ok) return response
  // a response that is not ok reads as an error, or as unreadable
  throw failed(endpoint, (await readResponse(response)) as Exclude<ApiResult, { type: 'success' }>)
}

/** How much of a request's body has gone out. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** Headers as `getAllResponseHeaders` lists them (`name: value` lines). */
function responseHeaders(xhr: XMLHttpRequest) {
  const headers = new Headers()
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}

/**
 * A call whose body is a file's bytes (the contract's `application/octet-stream`: a release
 * repository's zip), streamed as they are and sent with XMLHttpRequest, since fetch reports no
 * upload progress: `onProgress` hears how much has gone out. The answer and the failures are
 * `apiBaseQuery`'s (JSON with camelCase keys; the ApiError, logged). Aborting `signal` aborts the
 * request and rejects with the signal's reason, which is the caller's doing and no failure.
 */
export function putBytes(
  endpoint: string,
  request: ApiRequest & { body: Blob },
  { onProgress, signal }: { onProgress(progress: UploadProgress): void; signal?: AbortSignal },
): Promise<unknown> {
  const [url, init] = buildRequest({ ...request, body: undefined })
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method ?? 'PUT', url)
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      xhr.setRequestHeader(name, value)
    }
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.total || request.body.size })
    })
    xhr.addEventListener('load', () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: responseHeaders(xhr),
      })
      readResponse(response).then((result) =>
        result.type === 'success' ? resolve(result.data) : reject(failed(endpoint, result)),
      )
    })
    const unanswered = () => {
      if (signal?.aborted) reject(signal.reason)
      else reject(failed(endpoint, unreachable(new Error(`${endpoint}: no answer`))))
    }
    xhr.addEventListener('error', unanswered)
    xhr.addEventListener('abort', unanswered)
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(request.body)
  })
}
