/**
 * Handler types derived from the generated wire types (DESIGN.md "Contract → types → store →
 * mock"): a handler is declared for an operationId and must return that operation's success body,
 * snake_case, exactly as the contract says.
 */
import type { operations } from '~/store/api/__generated__/wire'
import type { MockDb } from './db'

export type OperationId = keyof operations
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'head' | 'patch' | 'options'

/** One row of the generated route table: operation, method, contract path, 2xx status or null. */
export type ContractRoute = readonly [OperationId, HttpMethod, string, number | null]

type Responses<Op extends OperationId> = operations[Op]['responses']
type SuccessCode<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>
type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined

/** The success body of an operation; `undefined` for 204 (no content). */
export type WireResponse<Op extends OperationId> = JsonContent<Responses<Op>[SuccessCode<Op>]>

type OperationParameters<Op extends OperationId> = operations[Op]['parameters']
type Strings<T> = [T] extends [never] ? Record<string, never> : { [K in keyof T]: string }

/** Path parameters arrive as (decoded) strings whatever their contract type. */
export type PathParams<Op extends OperationId> = Strings<
  NonNullable<OperationParameters<Op>['path']>
>
/** Query parameters arrive as strings and may be absent; handlers parse what they use. */
export type QueryParams<Op extends OperationId> = Partial<
  Strings<NonNullable<OperationParameters<Op>['query']>>
>
/** The parsed JSON body, trusted only as far as the handler checks it (like the real server). */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } }
}
  ? Body
  : undefined

/**
 * Whose call it is, as the transport knows it: the browser's one session (session-access.ts
 * `tabSession`) or the session cookie of an HTTP request (http/sessions.ts). Per request, so
 * concurrent calls of different sessions never see each other's user.
 */
export interface MockSession {
  /** The signed-in user's id; '' when there is none. */
  readonly userId: string
  signIn(userId: string): void
  signOut(): void
}

/**
 * The request as every transport hands it to a handler, in the shape of Mirage's `Request` (the
 * browser's transport) so a handler reads the same fields whichever transport it runs under.
 */
export interface ApiRequest {
  readonly method: string
  /** The absolute URL, on the origin the client called (a proxy's when it says so). */
  readonly url: string
  readonly params: Record<string, string>
  /** Like Mirage's: `key[]=a&key[]=b` is an array, a repeated plain key keeps its last value. */
  readonly queryParams: Record<string, string | string[]>
  /** The raw body; '' when there is none (or it is not text, e.g. a Blob). */
  readonly requestBody: string
  /** The body's bytes when it is a file's (`application/octet-stream`); undefined otherwise. */
  readonly requestBytes?: Uint8Array
  /** Header names in lower case. */
  readonly requestHeaders: Record<string, string>
}

export interface HandlerContext<Op extends OperationId> {
  db: MockDb
  /** Who is calling; signing in and out goes through it. */
  session: MockSession
  params: PathParams<Op>
  query: QueryParams<Op>
  body: RequestBody<Op>
  request: ApiRequest
}

/**
 * A reply the handler shapes itself, for operations whose contract answer is not one JSON body:
 * the device flow's OAuth 2.0 form replies (RFC 8628), the SAML login's redirect (303 with a
 * Location header) and a support bundle's bytes (a `Uint8Array` body, sent as it is with the
 * Content-Type its headers name).
 */
export class RawReply {
  constructor(
    readonly status: number,
    readonly body?: object,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * Errors are thrown as `MockApiError` (see errors.ts); the status of a success is the contract's.
 * A no-content operation's handler just returns, hence `void` rather than `undefined` there, or
 * returns a `RawReply` when the contract gives no JSON answer to follow.
 */
export type Handler<Op extends OperationId> =
  WireResponse<Op> extends undefined
    ? (context: HandlerContext<Op>) => void | RawReply | Promise<void> | Promise<RawReply>
    : (context: HandlerContext<Op>) => WireResponse<Op> | Promise<WireResponse<Op>>

/** Any subset of the contract's operations; each entry is checked against its own operation. */
export type HandlerMap = { [Op in OperationId]?: Handler<Op> }
