/**
 * The device-code form (SPEC §2 device authentication, §4 device code form, §5 device code): the
 * entry keeps only letters, at most 8, whether typed or pasted; submitting sends them upper-cased
 * with the dash the entry shows, as the server stores them (lib/device-code.ts); submit is possible only with all 8 letters and neither while
 * the confirmation is pending nor after it succeeded; a rejected code shows 'Code is invalid'.
 */
import { assign, fromPromise, setup } from 'xstate'
import { deviceCodeForSubmit, deviceCodeLetters, isDeviceCodeComplete } from '~/lib/device-code'

/** SPEC §8: the message for a rejected device code, whatever the server said. */
export const CODE_INVALID = 'Code is invalid'

export type DeviceCodeEvent =
  /** The entry's whole new text, typed or pasted; non-letters are dropped. */
  { type: 'code.change'; value: string } | { type: 'code.submit' }

export interface DeviceCodeContext {
  /** The letters entered so far (no dash, as typed: case is kept until submission). */
  letters: string
  /** 'Code is invalid' after a rejection, until the entry changes. */
  error: string | null
}

export const deviceCodeMachine = setup({
  types: {
    context: {} as DeviceCodeContext,
    events: {} as DeviceCodeEvent,
    input: {} as { initialCode?: string } | undefined,
    tags: {} as 'busy' | 'editable',
  },
  actors: {
    /** Provided by the page: POST /device/confirm with `{ userCode }`. */
    confirmCode: fromPromise<unknown, { userCode: string }>(() =>
      Promise.reject(new Error('confirmCode is provided by the page')),
    ),
  },
  actions: {
    setLetters: assign((_, params: { value: string }) => ({
      letters: deviceCodeLetters(params.value),
      error: null,
    })),
    rejectCode: assign({ error: CODE_INVALID }),
    /** Provided by the page: go to the device success screen. */
    onConfirmed: () => {},
  },
  guards: {
    codeComplete: ({ context }) => isDeviceCodeComplete(context.letters),
  },
}).createMachine({
  id: 'deviceCode',
  context: ({ input }) => ({ letters: deviceCodeLetters(input?.initialCode ?? ''), error: null }),
  initial: 'editing',
  states: {
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
        onDone: { target: 'confirmed', actions: 'onConfirmed' },
        onError: { target: 'editing', actions: 'rejectCode' },
      },
    },
    confirmed: { type: 'final' },
  },
})
