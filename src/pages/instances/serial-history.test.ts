import {
  appendText,
  arrivedWhilePaused,
  emptyHistory,
  findMatches,
  HISTORY_LIMIT_BYTES,
  historyFileName,
  historyText,
  MAX_MATCHES,
  markReboot,
  pause,
  plainText,
  rebootMarker,
  resume,
  type SerialHistory,
  shownText,
  stepMatch,
} from './serial-history'

const appendAll = (history: SerialHistory, texts: string[]) => texts.reduce(appendText, history)

describe('plainText: serial output as a log’s lines', () => {
  it.each([
    ['CR LF is one line end', 'a\r\nb\r\n', 'a\nb\n'],
    ['colours go', '\x1b[1;32m[  OK  ]\x1b[0m Started', '[  OK  ] Started'],
    ['cursor moves go', 'x\x1b[2K\x1b[10;4Hy', 'xy'],
    ['a title (OSC) goes', '\x1b]0;tty\x07login:', 'login:'],
    ['a lone CR and a bell go', 'progress 10%\rprogress 20%\x07', 'progress 10%progress 20%'],
    ['tabs and unicode stay', 'a\tb — ü', 'a\tb — ü'],
  ])('%s', (_, raw, plain) => {
    expect(plainText(raw)).toBe(plain)
  })
})

describe('the history’s bound: the oldest is dropped past the limit', () => {
  it.each([
    ['under the limit: all kept', 10, ['abc', 'def'], 'abcdef', 0],
    ['exactly the limit: all kept', 6, ['abc', 'def'], 'abcdef', 0],
    ['one past: the first character goes', 6, ['abc', 'defg'], 'bcdefg', 1],
    ['one append larger than the limit keeps its end', 4, ['0123456789'], '6789', 6],
    ['multi-byte characters count as their UTF-8 bytes', 4, ['üü', 'ab'], 'üab', 2],
  ])('%s', (_, limit, texts, kept, dropped) => {
    const history = appendAll(emptyHistory(limit), texts)
    expect(historyText(history)).toBe(kept)
    expect(history.droppedBytes).toBe(dropped)
    expect(history.bytes).toBeLessThanOrEqual(limit)
  })

  it('keeps 5 MiB of a longer boot loop, the newest', () => {
    const line = `${'x'.repeat(1023)}\n`
    let history = emptyHistory()
    for (let index = 0; index < 6 * 1024; index++) history = appendText(history, line)
    history = appendText(history, 'the panic\n')
    expect(HISTORY_LIMIT_BYTES).toBe(5 * 1024 * 1024)
    expect(history.bytes).toBe(HISTORY_LIMIT_BYTES)
    expect(history.droppedBytes).toBe(1024 * 1024 + 'the panic\n'.length)
    expect(historyText(history).endsWith('x\nthe panic\n')).toBe(true)
  })
})

describe('reboot markers', () => {
  const at = new Date(2026, 2, 1, 10, 42, 17)
  it.each([
    ['after a whole line', ['panic\n'], 'panic\n— instance rebooted at 10:42 —\n'],
    [
      'after a partial line: on a line of its own',
      ['login: '],
      'login: \n— instance rebooted at 10:42 —\n',
    ],
    ['first of all', [], '— instance rebooted at 10:42 —\n'],
  ])('%s', (_, before, text) => {
    expect(historyText(markReboot(appendAll(emptyHistory(), before), at))).toBe(text)
  })

  it('names the local time of day, hours and minutes', () => {
    expect(rebootMarker(new Date(2026, 0, 5, 9, 5))).toBe('— instance rebooted at 09:05 —')
  })

  it('keeps appending across two reboots', () => {
    const boots = ['boot\npanic\n', 'boot\npanic\n', 'boot\n']
    const history = boots.reduce(
      (kept, boot, index) =>
        index === 0 ? appendText(kept, boot) : appendText(markReboot(kept, at), boot),
      emptyHistory(),
    )
    expect(historyText(history).split('\n')).toEqual([
      'boot',
      'panic',
      '— instance rebooted at 10:42 —',
      'boot',
      'panic',
      '— instance rebooted at 10:42 —',
      'boot',
      '',
    ])
  })
})

describe('pause: the pane stops, the history keeps taking output and counts it', () => {
  it.each([
    ['not paused: all shown, nothing counted', [], false, 'ab', 0],
    ['paused: what came after is held back and counted', ['cd', 'é'], true, 'ab', 4],
    ['resumed: all shown again', ['cd'], 'resumed', 'abcd', 0],
  ] as const)('%s', (_, after, state, shown, arrived) => {
    let history = appendText(emptyHistory(), 'ab')
    if (state) history = pause(history)
    history = appendAll(history, [...after])
    if (state === 'resumed') history = resume(history)
    expect(shownText(history)).toBe(shown)
    expect(arrivedWhilePaused(history)).toBe(arrived)
  })

  it('paused past the limit: shows what is still held of what it showed', () => {
    let history = pause(appendText(emptyHistory(4), 'abcd'))
    history = appendText(history, 'ef')
    expect(shownText(history)).toBe('cd')
    expect(historyText(history)).toBe('cdef')
    expect(arrivedWhilePaused(history)).toBe(2)
  })

  it('pausing twice keeps the first pause', () => {
    const paused = pause(appendText(emptyHistory(), 'ab'))
    expect(pause(appendText(paused, 'c'))).toMatchObject({ paused: { bytes: 2 } })
  })
})

describe('search', () => {
  it.each([
    ['none for an empty query', 'panic', '', []],
    [
      'case-insensitive, in order',
      'Kernel panic; PANIC again',
      'panic',
      [
        [7, 12],
        [14, 19],
      ],
    ],
    [
      'not overlapping',
      'aaaa',
      'aa',
      [
        [0, 2],
        [2, 4],
      ],
    ],
    ['none when absent', 'login:', 'panic', []],
  ] as const)('%s', (_, text, query, matches) => {
    expect(findMatches(text, query).map(({ start, end }) => [start, end])).toEqual(matches)
  })

  it('marks at most MAX_MATCHES', () => {
    expect(findMatches('e'.repeat(MAX_MATCHES + 5), 'e')).toHaveLength(MAX_MATCHES)
  })

  it.each([
    ['next from none is the first', -1, 3, 'next', 0],
    ['previous from none is the last', -1, 3, 'previous', 2],
    ['next', 0, 3, 'next', 1],
    ['next wraps to the first', 2, 3, 'next', 0],
    ['previous wraps to the last', 0, 3, 'previous', 2],
    ['previous', 2, 3, 'previous', 1],
    ['no matches: none', 0, 0, 'next', -1],
    ['a current past fewer matches starts again', 5, 2, 'next', 0],
  ] as const)('%s', (_, current, count, direction, next) => {
    expect(stepMatch(current, count, direction)).toBe(next)
  })
})

describe('the download’s name', () => {
  it.each([
    ['boot-loop', new Date(2026, 2, 1, 10, 42), 'boot-loop-serial-20260301-1042.log'],
    ['db1', new Date(2026, 11, 24, 9, 5), 'db1-serial-20261224-0905.log'],
  ])('%s at %s', (instance, at, name) => {
    expect(historyFileName(instance, at)).toBe(name)
  })
})
