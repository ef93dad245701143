// @vitest-environment node
import { createActor, fromPromise } from 'xstate'
import { formatDeviceCode } from '~/lib/device-code'
import {
  CODE_INVALID,
  deviceCodeMachine,
  type IssuedCode,
  type IssuedToken,
} from './device-code.machine'

/** `type:x` / `paste:x` set the entry's whole text; the others drive submission. */
type Step = `type:${string}` | `paste:${string}` | 'submit' | 'accept' | 'reject'

interface Expected {
  state: 'editing' | 'confirming' | 'confirmed'
  /** What the entry shows. */
  shown: string
  canSubmit: boolean
  busy: boolean
  error: string | null
  /** The `userCode` of every confirmation sent. */
  sent: string[]
  navigated: boolean
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function run(steps: Step[], initialCode?: string) {
  const sent: string[] = []
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const onConfirmed = vi.fn()
  const actor = createActor(
    deviceCodeMachine.provide({
      actors: {
        confirmCode: fromPromise<unknown, { userCode: string }>(({ input }) => {
          sent.push(input.userCode)
          return new Promise<void>((resolve, reject) => {
            settle = { resolve, reject }
          })
        }),
      },
      actions: { onConfirmed },
    }),
    { input: { initialCode } },
  ).start()
  for (const step of steps) {
    if (step.startsWith('type:') || step.startsWith('paste:')) {
      actor.send({ type: 'code.change', value: step.slice(step.indexOf(':') + 1) })
    }
    if (step === 'submit') actor.send({ type: 'code.submit' })
    if (step === 'accept') settle?.resolve()
    if (step === 'reject') settle?.reject({ message: 'not found', statusCode: 404 })
    await flush()
  }
  const snapshot = actor.getSnapshot()
  return {
    state: snapshot.value,
    shown: formatDeviceCode(snapshot.context.letters),
    canSubmit: snapshot.can({ type: 'code.submit' }),
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
    sent,
    navigated: onConfirmed.mock.calls.length > 0,
  }
}

const editing = (shown: string, canSubmit: boolean, more: Partial<Expected> = {}): Expected => ({
  state: 'editing',
  shown,
  canSubmit,
  busy: false,
  error: null,
  sent: [],
  navigated: false,
  ...more,
})

describe('device code form', () => {
  it.each<[string, Step[], Expected]>([
    // SPEC §5: letters only, at most 8; SPEC §9: shown with a dash after index 3 (the fourth)
    ['starts empty, submit disabled', [], editing('', false)],
    ['typed letters show as typed', ['type:abcd'], editing('abcd', false)],
    ['a dash follows the fourth letter', ['type:abcde'], editing('abcd-e', false)],
    ['fewer than 8 letters cannot be submitted', ['type:abcdefg'], editing('abcd-efg', false)],
    ['8 letters can be submitted', ['type:abcdefgh'], editing('abcd-efgh', true)],
    ['a typed digit is rejected', ['type:abc', 'type:abc1'], editing('abc', false)],
    ['a typed space or symbol is rejected', ['type:ab', 'type:ab $'], editing('ab', false)],
    ['a ninth letter is not taken', ['type:abcdefghi'], editing('abcd-efgh', true)],
    ['typing the dash itself changes nothing', ['type:abcd-'], editing('abcd', false)],
    [
      'deleting a letter goes back below 8',
      ['type:abcdefgh', 'type:abcd-efg'],
      editing('abcd-efg', false),
    ],
    ['paste keeps only letters', ['paste:a1b2-c3d 4e5f6g7h8'], editing('abcd-efgh', true)],
    ['a pasted code with its dash', ['paste:XKCD-QWRT'], editing('XKCD-QWRT', true)],
    ['a paste of no letters leaves it empty', ['paste:1234-5678'], editing('', false)],
    ['non-ASCII letters are not letters here', ['paste:äbcdefghij'], editing('bcde-fghi', true)],
    // submission: upper case, no dash; busy while pending
    [
      'submit sends the letters upper-cased without the dash',
      ['type:abcd-efgh', 'submit'],
      { ...editing('abcd-efgh', false), state: 'confirming', busy: true, sent: ['ABCD-EFGH'] },
    ],
    [
      'submit with fewer than 8 letters sends nothing',
      ['type:abcdefg', 'submit'],
      editing('abcd-efg', false),
    ],
    [
      'submit while pending is ignored',
      ['type:abcdefgh', 'submit', 'submit'],
      { ...editing('abcd-efgh', false), state: 'confirming', busy: true, sent: ['ABCD-EFGH'] },
    ],
    [
      'typing while pending is ignored',
      ['type:abcdefgh', 'submit', 'type:zzz'],
      { ...editing('abcd-efgh', false), state: 'confirming', busy: true, sent: ['ABCD-EFGH'] },
    ],
    [
      'success goes to the success screen and cannot submit again',
      ['type:abcdefgh', 'submit', 'accept', 'submit'],
      {
        ...editing('abcd-efgh', false),
        state: 'confirmed',
        sent: ['ABCD-EFGH'],
        navigated: true,
      },
    ],
    [
      'a rejected code shows "Code is invalid" and keeps the entry',
      ['type:abcdefgh', 'submit', 'reject'],
      editing('abcd-efgh', true, { error: CODE_INVALID, sent: ['ABCD-EFGH'] }),
    ],
    [
      'editing after a rejection clears the message',
      ['type:abcdefgh', 'submit', 'reject', 'type:abcdefg'],
      editing('abcd-efg', false, { sent: ['ABCD-EFGH'] }),
    ],
    [
      'a corrected code can be sent after a rejection',
      ['type:abcdefgh', 'submit', 'reject', 'type:abcdefgx', 'submit', 'accept'],
      {
        ...editing('abcd-efgx', false),
        state: 'confirmed',
        sent: ['ABCD-EFGH', 'ABCD-EFGX'],
        navigated: true,
      },
    ],
  ])('%s', async (_name, steps, expected) => {
    expect(await run(steps)).toEqual(expected)
  })

  it('takes a code from the verification link, filtered the same way', async () => {
    expect(await run([], 'xkcd-qwrt')).toEqual(editing('xkcd-qwrt', true))
    expect(await run([], '12ab')).toEqual(editing('ab', false))
  })
})

describe('a new token made in the console', () => {
  /** Each step's answer: the request, the confirmation and the token, in the flow's order. */
  type TokenStep =
    | `request:${number}`
    | 'request:none'
    | 'retry'
    | 'forget'
    | 'code.submit'
    | `${'code' | 'confirm' | 'token'}:${'ok' | 'fail'}`

  const ISSUED: IssuedCode = { deviceCode: 'd'.repeat(64), userCode: 'BCDF-GHJK' }
  const TOKEN: IssuedToken = {
    accessToken: 'oxide-token-secret',
    timeExpires: new Date('2026-12-08T05:00:00.000Z'),
    tokenId: 'c1f6c1a4-7b1e-4c63-9d0e-2f3a4b5c6d7e',
  }

  interface Seen {
    state: string
    busy: boolean
    error: string | null
    /** The token as the dialog reads it (revealed), and as an inspector would print it. */
    token: string | null
    printed: string
    timeExpires: Date | null
    /** What each call was sent. */
    calls: string[]
  }

  async function runToken(steps: TokenStep[]): Promise<Seen> {
    const calls: string[] = []
    const pending: Record<
      string,
      { resolve: (value: unknown) => void; reject: (e: unknown) => void }
    > = {}
    const deferred = (name: string) =>
      new Promise((resolve, reject) => {
        pending[name] = { resolve, reject }
      })
    const actor = createActor(
      deviceCodeMachine.provide({
        actors: {
          requestCode: fromPromise(({ input }: { input: { ttlSeconds: number | null } }) => {
            calls.push(`request ${input.ttlSeconds}`)
            return deferred('code') as Promise<IssuedCode>
          }),
          confirmCode: fromPromise(({ input }: { input: { userCode: string } }) => {
            calls.push(`confirm ${input.userCode}`)
            return deferred('confirm')
          }),
          requestToken: fromPromise(({ input }: { input: { deviceCode: string } }) => {
            calls.push(`token ${input.deviceCode === ISSUED.deviceCode ? 'issued code' : '?'}`)
            return deferred('token') as Promise<IssuedToken>
          }),
        },
      }),
      { input: { newToken: true } },
    ).start()
    const answers = { code: ISSUED, confirm: undefined, token: TOKEN }
    for (const step of steps) {
      if (step.startsWith('request:')) {
        const ttl = step.slice('request:'.length)
        actor.send({ type: 'token.request', ttlSeconds: ttl === 'none' ? null : Number(ttl) })
      } else if (step === 'retry') actor.send({ type: 'token.retry' })
      else if (step === 'forget') actor.send({ type: 'token.forget' })
      else if (step === 'code.submit') actor.send({ type: 'code.submit' })
      else {
        const [name, outcome] = step.split(':') as [keyof typeof answers, 'ok' | 'fail']
        if (outcome === 'ok') pending[name]?.resolve(answers[name])
        else pending[name]?.reject({ message: `${name} refused`, statusCode: 400 })
      }
      await flush()
    }
    const snapshot = actor.getSnapshot()
    return {
      state: String(snapshot.value),
      busy: snapshot.hasTag('busy'),
      error: snapshot.context.error,
      token: snapshot.context.token?.reveal() ?? null,
      printed: JSON.stringify(snapshot.context),
      timeExpires: snapshot.context.timeExpires,
      calls,
    }
  }

  const seen = (state: string, calls: string[], more: Partial<Seen> = {}) => ({
    state,
    busy: false,
    error: null,
    token: null,
    timeExpires: null,
    calls,
    ...more,
  })
  const FLOW = ['request 3600', 'confirm BCDF-GHJK', 'token issued code']

  it.each<[string, TokenStep[], Omit<Seen, 'printed'>]>([
    ['starts choosing a lifetime, nothing sent', [], seen('choosing', [])],
    [
      'requested: asks for a code for the lifetime',
      ['request:3600'],
      seen('requesting', ['request 3600'], { busy: true }),
    ],
    [
      'without a lifetime: asks for the silo’s maximum',
      ['request:none'],
      seen('requesting', ['request null'], { busy: true }),
    ],
    [
      'the issued code is confirmed as the server wrote it',
      ['request:3600', 'code:ok'],
      seen('confirming', FLOW.slice(0, 2), { busy: true }),
    ],
    [
      'the entry’s submit does nothing in this flow',
      ['request:3600', 'code:ok', 'code.submit'],
      seen('confirming', FLOW.slice(0, 2), { busy: true }),
    ],
    [
      'confirmed: the token is fetched with the issued code',
      ['request:3600', 'code:ok', 'confirm:ok'],
      seen('fetchingToken', FLOW, { busy: true }),
    ],
    [
      'the token is shown with its expiry',
      ['request:3600', 'code:ok', 'confirm:ok', 'token:ok'],
      seen('tokenShown', FLOW, { token: TOKEN.accessToken, timeExpires: TOKEN.timeExpires }),
    ],
    [
      'forgotten when the dialog closes',
      ['request:3600', 'code:ok', 'confirm:ok', 'token:ok', 'forget'],
      seen('forgotten', FLOW),
    ],
    [
      'the request refused: its own state, the server’s words',
      ['request:3600', 'code:fail'],
      seen('requestFailed', FLOW.slice(0, 1), { error: 'code refused' }),
    ],
    [
      'the confirmation refused (a lifetime over the maximum): no code-invalid message',
      ['request:3600', 'code:ok', 'confirm:fail'],
      seen('confirmFailed', FLOW.slice(0, 2), { error: 'confirm refused' }),
    ],
    [
      'the token refused',
      ['request:3600', 'code:ok', 'confirm:ok', 'token:fail'],
      seen('tokenFailed', FLOW, { error: 'token refused' }),
    ],
    [
      'retry after a failure goes back to the choice, the failure cleared',
      ['request:3600', 'code:ok', 'confirm:fail', 'retry'],
      seen('choosing', FLOW.slice(0, 2)),
    ],
    [
      'a second request after a retry',
      ['request:3600', 'code:fail', 'retry', 'request:60'],
      seen('requesting', ['request 3600', 'request 60'], { busy: true }),
    ],
    ...(['choosing', 'requesting', 'confirming', 'fetchingToken'] as const).map(
      (state, index): [string, TokenStep[], Omit<Seen, 'printed'>] => {
        const before: TokenStep[] = ['request:3600', 'code:ok', 'confirm:ok'].slice(
          0,
          index,
        ) as TokenStep[]
        return [
          `closing while ${state} forgets it`,
          [...before, 'forget'],
          seen('forgotten', FLOW.slice(0, index)),
        ]
      },
    ),
    [
      'an answer after closing changes nothing',
      ['request:3600', 'code:ok', 'confirm:ok', 'forget', 'token:ok'],
      seen('forgotten', FLOW),
    ],
    [
      'closing after the request failed forgets it',
      ['request:3600', 'code:fail', 'forget'],
      seen('forgotten', FLOW.slice(0, 1)),
    ],
    [
      'closing after the confirmation failed forgets it',
      ['request:3600', 'code:ok', 'confirm:fail', 'forget'],
      seen('forgotten', FLOW.slice(0, 2)),
    ],
    [
      'closing after the token failed forgets it',
      ['request:3600', 'code:ok', 'confirm:ok', 'token:fail', 'forget'],
      seen('forgotten', FLOW),
    ],
  ])('%s', async (_name, steps, expected) => {
    const { printed: _printed, ...shown } = await runToken(steps)
    expect(shown).toEqual(expected)
  })

  it('no snapshot prints the device code or the token', async () => {
    for (const steps of [
      ['request:3600', 'code:ok'],
      ['request:3600', 'code:ok', 'confirm:ok', 'token:ok'],
    ] as TokenStep[][]) {
      const { printed } = await runToken(steps)
      expect(printed).not.toContain(ISSUED.deviceCode)
      expect(printed).not.toContain(TOKEN.accessToken)
    }
  })
})
