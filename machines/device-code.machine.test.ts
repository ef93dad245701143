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
    // SPEC §5: letters only, at most 8, shown with a dash after the third
    ['starts empty, submit disabled', [], editing('', false)],
    ['typed letters show as typed', ['type:abc'], editing('abc', false)],
    ['a dash follows the third letter', ['type:abcd'], editing('abc-d', false)],
    ['fewer than 8 letters cannot be submitted', ['type:abcdefg'], editing('abc-defg', false)],
    ['8 letters can be submitted', ['type:abcdefgh'], editing('abc-defgh', true)],
    ['a typed digit is rejected', ['type:abc', 'type:abc1'], editing('abc', false)],
    ['a typed space or symbol is rejected', ['type:ab', 'type:ab $'], editing('ab', false)],
    ['a ninth letter is not taken', ['type:abcdefghi'], editing('abc-defgh', true)],
    ['typing the dash itself changes nothing', ['type:abc-'], editing('abc', false)],
    [
      'deleting a letter goes back below 8',
      ['type:abcdefgh', 'type:abc-defg'],
      editing('abc-defg', false),
    ],
    ['paste keeps only letters', ['paste:a1b2-c3d 4e5f6g7h8'], editing('abc-defgh', true)],
    ['a pasted code with its dash', ['paste:XKC-DQWRT'], editing('XKC-DQWRT', true)],
    ['a paste of no letters leaves it empty', ['paste:1234-5678'], editing('', false)],
    ['non-ASCII letters are not letters here', ['paste:äbcdefghij'], editing('bcd-efghi', true)],
    // submission: upper case, no dash; busy while pending
    [
      'submit sends the letters upper-cased without the dash',
      ['type:abc-defgh', 'submit'],
      { ...editing('abc-defgh', false), state: 'confirming', busy: true, sent: ['ABCDEFGH'] },
    ],
    [
      'submit with fewer than 8 letters sends nothing',
      ['type:abcdefg', 'submit'],
      editing('abc-defg', false),
    ],
    [
      'submit while pending is ignored',
      ['type:abcdefgh', 'submit', 'submit'],
      { ...editing('abc-defgh', false), state: 'confirming', busy: true, sent: ['ABCDEFGH'] },
    ],
    [
      'typing while pending is ignored',
      ['type:abcdefgh', 'submit', 'type:zzz'],
      { ...editing('abc-defgh', false), state: 'confirming', busy: true, sent: ['ABCDEFGH'] },
    ],
    [
      'success goes to the success screen and cannot submit again',
      ['type:abcdefgh', 'submit', 'accept', 'submit'],
      {
        ...editing('abc-defgh', false),
        state: 'confirmed',
        sent: ['ABCDEFGH'],
        navigated: true,
      },
    ],
    [
      'a rejected code shows "Code is invalid" and keeps the entry',
      ['type:abcdefgh', 'submit', 'reject'],
      editing('abc-defgh', true, { error: CODE_INVALID, sent: ['ABCDEFGH'] }),
    ],
    [
      'editing after a rejection clears the message',
      ['type:abcdefgh', 'submit', 'reject', 'type:abcdefg'],
      editing('abc-defg', false, { sent: ['ABCDEFGH'] }),
    ],
    [
      'a corrected code can be sent after a rejection',
      ['type:abcdefgh', 'submit', 'reject', 'type:abcdefgx', 'submit', 'accept'],
      {
        ...editing('abc-defgx', false),
        state: 'confirmed',
        sent: ['ABCDEFGH', 'ABCDEFGX'],
        navigated: true,
      },
    ],
  ])('%s', async (_name, steps, expected) => {
    expect(await run(steps)).toEqual(expected)
  })

  it('takes a code from the verification link, filtered the same way', async () => {
    expect(await run([], 'xkc-dqwrt')).toEqual(editing('xkc-dqwrt', true))
    expect(await run([], '12ab')).toEqual(editing('ab', false))
  })
})
