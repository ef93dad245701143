// @vitest-environment node
import { createActor, fromPromise } from 'xstate'
import { formatDeviceCode } from '~/lib/device-code'
import { CODE_INVALID, deviceCodeMachine } from './device-code.machine'

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
