/**
 * The device code, from both of its ends.
 *
 * Verifying (SPEC §2 device authentication, §4 device code form, §5 device code): the entry keeps
 * only letters, at most 8, whether typed or pasted; submitting sends them upper-cased with the
 * dash the entry shows, as the server stores them (lib/device-code.ts); submit is possible only
 * with all 8 letters and neither while the confirmation is pending nor after it succeeded; a
 * rejected code shows 'Code is invalid'.
 *
 * A new token in the console (Settings → Access Tokens): the page runs the whole device flow
 * itself, as the CLI and the user would between them (RFC 8628): it asks for a code for a
 * lifetime (`device_auth_request`), confirms it with the user's session through the same
 * confirmation as above (`device_auth_confirm`), and takes the token (`device_access_token`),
 * which it shows once; forgetting it (closing the dialog) ends the flow. Each step's failure is a
 * state of its own with the server's words. The device code and the token are held as
 * `SecretText`, so no inspector or log prints them.
 */
import { assign, fromPromise, setup } from 'xstate'
import { deviceCodeForSubmit, deviceCodeLetters, isDeviceCodeComplete } from '~/lib/device-code'
import { errorMessage } from '~/lib/error-message'
import { SecretText } from '~/lib/secret-text'

/** SPEC §8: the message for a rejected device code, whatever the server said. */
export const CODE_INVALID = 'Code is invalid'

export type DeviceCodeEvent =
  /** The entry's whole new text, typed or pasted; non-letters are dropped. */
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  /** A new token of this lifetime in seconds (null: the silo's maximum, or none). */
  | { type: 'token.request'; ttlSeconds: number | null }
  /** After a failure: back to choosing the lifetime. */
  | { type: 'token.retry' }
  /** The dialog closes: whatever it showed is dropped. */
  | { type: 'token.forget' }

/** `device_auth_request`'s answer, as the flow needs it. */
export interface IssuedCode {
  deviceCode: string
  userCode: string
}

/** `device_access_token`'s answer, as the flow needs it. */
export interface IssuedToken {
  accessToken: string
  /** When it expires, or null: the token does not expire. */
  timeExpires: Date | null
  tokenId: string | null
}

export interface DeviceCodeContext {
  /** The letters entered (verifying) or issued (a new token); no dash, case as typed. */
  letters: string
  /** 'Code is invalid' after a rejection, or a new token's failure in the server's words. */
  error: string | null
  /** A new token's lifetime as requested, in seconds; null for the silo's maximum. */
  ttlSeconds: number | null
  /** The issued device code, which fetches the token once confirmed. */
  deviceCode: SecretText | null
  /** The token, while it is shown. */
  token: SecretText | null
  /** When the shown token expires, null when it does not. */
  timeExpires: Date | null
  /** The shown token's id, as listed. */
  tokenId: string | null
}

/** Verifying a code the CLI shows, or making a new token in the console. */
export type DeviceCodeInput = { initialCode?: string } | { newToken: true }

const noToken = {
  deviceCode: null,
  token: null,
  timeExpires: null,
  tokenId: null,
} satisfies Partial<DeviceCodeContext>

export const deviceCodeMachine = setup({
  types: {
    context: {} as DeviceCodeContext & { newToken: boolean },
    events: {} as DeviceCodeEvent,
    input: {} as DeviceCodeInput | undefined,
    tags: {} as 'busy' | 'editable',
  },
  actors: {
    /** Provided by the page: POST /device/confirm with `{ userCode }`. */
    confirmCode: fromPromise<unknown, { userCode: string }>(() =>
      Promise.reject(new Error('confirmCode is provided by the page')),
    ),
    /** Provided by the page: POST /device/auth (form-encoded) for a token of `ttlSeconds`. */
    requestCode: fromPromise<IssuedCode, { ttlSeconds: number | null }>(() =>
      Promise.reject(new Error('requestCode is provided by the page')),
    ),
    /** Provided by the page: POST /device/token (form-encoded) for the confirmed code. */
    requestToken: fromPromise<IssuedToken, { deviceCode: string }>(() =>
      Promise.reject(new Error('requestToken is provided by the page')),
    ),
  },
  actions: {
    setLetters: assign((_, params: { value: string }) => ({
      letters: deviceCodeLetters(params.value),
      error: null,
    })),
    rejectCode: assign({ error: CODE_INVALID }),
    /** The failure's message in the server's words (SPEC §8). */
    fail: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    forget: assign({ letters: '', error: null, ...noToken }),
    /** Provided by the page: go to the device success screen. */
    onConfirmed: () => {},
  },
  guards: {
    codeComplete: ({ context }) => isDeviceCodeComplete(context.letters),
    makingToken: ({ context }) => context.newToken,
  },
}).createMachine({
  id: 'deviceCode',
  context: ({ input }) => {
    const newToken = Boolean(input && 'newToken' in input)
    const initialCode = input && 'initialCode' in input ? input.initialCode : undefined
    return {
      newToken,
      letters: deviceCodeLetters(initialCode ?? ''),
      error: null,
      ttlSeconds: null,
      ...noToken,
    }
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'makingToken', target: 'choosing' }, { target: 'editing' }],
    },

    // verifying a code the CLI shows
    editing: {
      tags: ['editable'],
      on: {
        'code.change': {
          actions: { type: 'setLetters', params: ({ event }) => ({ value: event.value }) },
        },
        'code.submit': { guard: 'codeComplete', target: 'confirming' },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmCode',
        input: ({ context }) => ({ userCode: deviceCodeForSubmit(context.letters) }),
        onDone: [
          { guard: 'makingToken', target: 'fetchingToken' },
          { target: 'confirmed', actions: 'onConfirmed' },
        ],
        onError: [
          {
            guard: 'makingToken',
            target: 'confirmFailed',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: 'rejectCode' },
        ],
      },
      on: { 'token.forget': { guard: 'makingToken', target: 'forgotten' } },
    },
    confirmed: { type: 'final' },

    // a new token made in the console
    choosing: {
      tags: ['editable'],
      on: {
        'token.request': {
          target: 'requesting',
          actions: assign(({ event }) => ({ ttlSeconds: event.ttlSeconds, error: null })),
        },
        'token.forget': 'forgotten',
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ ttlSeconds: context.ttlSeconds }),
        onDone: {
          target: 'confirming',
          actions: assign(({ event }) => ({
            letters: deviceCodeLetters(event.output.userCode),
            deviceCode: new SecretText(event.output.deviceCode),
          })),
        },
        onError: {
          target: 'requestFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'token.forget': 'forgotten' },
    },
    fetchingToken: {
      tags: ['busy'],
      invoke: {
        src: 'requestToken',
        input: ({ context }) => ({ deviceCode: context.deviceCode?.reveal() ?? '' }),
        onDone: {
          target: 'tokenShown',
          actions: assign(({ event }) => ({
            deviceCode: null,
            token: new SecretText(event.output.accessToken),
            timeExpires: event.output.timeExpires,
            tokenId: event.output.tokenId,
          })),
        },
        onError: {
          target: 'tokenFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'token.forget': 'forgotten' },
    },
    tokenShown: { on: { 'token.forget': 'forgotten' } },
    requestFailed: {
      on: { 'token.retry': { target: 'choosing', actions: 'forget' }, 'token.forget': 'forgotten' },
    },
    confirmFailed: {
      on: { 'token.retry': { target: 'choosing', actions: 'forget' }, 'token.forget': 'forgotten' },
    },
    tokenFailed: {
      on: { 'token.retry': { target: 'choosing', actions: 'forget' }, 'token.forget': 'forgotten' },
    },
    forgotten: { type: 'final', entry: 'forget' },
  },
})
