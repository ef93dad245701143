/**
 * The console-auth area's endpoints and their cache tags (tags.ts; docs/architecture.md), and the
 * device flow's two form-encoded calls, which go past the store (`postForm`).
 */
import { generatedApi } from './__generated__/console-auth'
import type { DeviceAccessTokenRequest, DeviceAuthRequest } from './__generated__/types'
import { LIST } from './tags'
import { postForm } from './transport'

export * from './__generated__/console-auth'

generatedApi.enhanceEndpoints({
  endpoints: {
    // a confirmed device code makes a new access token
    deviceAuthConfirm: { invalidatesTags: [{ type: 'AccessToken', id: LIST }] },
  },
})

/**
 * `/device/auth`'s answer, which the contract leaves untyped (a `default` response of any
 * content): RFC 8628 §3.2's device authorization response, as omicron's DeviceAuthResponse view
 * sends it.
 */
export interface DeviceAuthorization {
  deviceCode: string
  /** `XXXX-XXXX`, as the server stores it (docs/architecture.md, Where the server wins). */
  userCode: string
  verificationUri: string
  /** Seconds the codes stay valid. */
  expiresIn: number
}

/**
 * `/device/token`'s answer once the code is confirmed, also untyped in the contract: RFC 6749
 * §5.1's grant as omicron's DeviceAccessTokenGrant view sends it, with the token's id and expiry.
 */
export interface DeviceTokenGrant {
  /** The bearer secret (`oxide-token-…`): shown once, kept nowhere. */
  accessToken: string
  tokenType: string
  tokenId?: string
  /** ISO time; null or absent: the token does not expire. */
  timeExpires?: string | null
}

/**
 * The contract's device_auth_request (`DeviceAuthRequest`, form-encoded): a code for this
 * client, for a token of `ttlSeconds` (the silo's maximum when left out).
 */
export const requestDeviceAuthorization = async (request: DeviceAuthRequest) =>
  (await postForm('deviceAuthRequest', '/device/auth', { ...request })) as DeviceAuthorization

/**
 * The contract's device_access_token (`DeviceAccessTokenRequest`, form-encoded): the token of a
 * confirmed code, handed out once. Its answer goes to the caller alone (transport.ts `postForm`).
 */
export const requestDeviceAccessToken = async (request: DeviceAccessTokenRequest) =>
  (await postForm('deviceAccessToken', '/device/token', { ...request })) as DeviceTokenGrant
