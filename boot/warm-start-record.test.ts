// @vitest-environment node
import {
  EARLY_READ_GLOBAL,
  OPT_OUT_KEY,
  POINTER_KEY,
  startEarlyRead,
  takeEarlyRead,
} from './warm-start-record'

const storage = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
})

describe('startEarlyRead', () => {
  it.each([
    ['the record the pointer names', { [POINTER_KEY]: 'v1/user/silo' }, ['v1/user/silo']],
    ['nothing when no copy was written', {}, []],
    [
      'nothing when the user keeps nothing on the device',
      { [POINTER_KEY]: 'v1/user/silo', [OPT_OUT_KEY]: 'off' },
      [],
    ],
  ])('reads %s', (_, items, expected) => {
    const read = vi.fn(async (key: string) => ({ key }))
    const scope = {}
    expect(startEarlyRead(scope, storage(items), read)).toBe(expected.length > 0)
    expect(read.mock.calls.map(([key]) => key)).toEqual(expected)
    expect(EARLY_READ_GLOBAL in scope).toBe(expected.length > 0)
  })
})

describe('takeEarlyRead', () => {
  const started = (read: (key: string) => Promise<unknown>) => {
    const scope = {}
    startEarlyRead(scope, storage({ [POINTER_KEY]: 'v1/ada/silo' }), read)
    return scope
  }

  it('hands the read of the same record over once', async () => {
    const scope = started(async () => 'the record')
    await expect(takeEarlyRead(scope, 'v1/ada/silo')).resolves.toBe('the record')
    // a second read asks the database: the record may have been written since
    expect(takeEarlyRead(scope, 'v1/ada/silo')).toBeUndefined()
  })

  it('hands nothing over for another record, and drops its read', () => {
    const scope = started(async () => 'the record')
    expect(takeEarlyRead(scope, 'v1/grace/silo')).toBeUndefined()
    expect(takeEarlyRead(scope, 'v1/ada/silo')).toBeUndefined()
  })

  it('hands a failed read over as a failure, for the warm start to drop the record', async () => {
    const scope = started(() => Promise.reject(new Error('unreadable')))
    await expect(takeEarlyRead(scope, 'v1/ada/silo')).rejects.toThrow('unreadable')
  })

  it('hands nothing over when the script read nothing', () => {
    expect(takeEarlyRead({}, 'v1/ada/silo')).toBeUndefined()
  })
})
