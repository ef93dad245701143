import {
  MOCK_SETTINGS_KEY,
  parseChaos,
  parseDelay,
  parseMockStep,
  parseScenario,
  readMockSettings,
} from './settings'

/** A Storage of our own: jsdom's sessionStorage is shared by every test in the file. */
function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key)
    },
    setItem: (key, value) => {
      data.set(key, String(value))
    },
  }
}

test.each([
  ['0', 0],
  ['250', 250],
  ['100-200', [100, 200]],
  [' 50 - 60 ', [50, 60]],
  ['200-100', undefined],
  ['fast', undefined],
  ['-5', undefined],
  [null, undefined],
])('parseDelay(%j) → %j', (raw, expected) => {
  expect(parseDelay(raw)).toEqual(expected)
})

test.each([
  ['0', 0],
  ['10', 10],
  ['2.5', 2.5],
  ['100', 100],
  ['101', undefined],
  ['-1', undefined],
  ['lots', undefined],
  [null, undefined],
])('parseChaos(%j) → %j', (raw, expected) => {
  expect(parseChaos(raw)).toEqual(expected)
})

// one rule for `mock-instance-step` and `mock-disk-step`: whole ms, at most MAX_MOCK_STEP_MS
test.each([
  ['4000', 4000],
  ['20000', 20000],
  [' 0 ', 0],
  ['60000', 60000],
  ['60001', undefined],
  ['1.5', undefined],
  ['-1', undefined],
  ['', undefined],
  ['slow', undefined],
  [null, undefined],
])('parseMockStep(%j) → %j', (raw, expected) => {
  expect(parseMockStep(raw)).toEqual(expected)
})

test.each([
  ['?mock-instance-step=4000', { instanceStepMs: 4000 }],
  ['?mock-disk-step=20000', { diskStepMs: 20000 }],
  ['?mock-instance-step=300&mock-disk-step=60000', { instanceStepMs: 300, diskStepMs: 60000 }],
  ['?mock-membership-step=30000', { membershipStepMs: 30000 }],
  ['?mock-membership-step=60001', {}],
  ['?mock-disk-step=60001', {}],
  ['?mock-disk-step=soon', {}],
  ['?mock-disk-step=', {}],
])('readMockSettings(%j) has the steps %j', (search, expected) => {
  expect(readMockSettings(search, memoryStorage())).toEqual(expected)
})

test.each([
  ['default', 'default'],
  ['large', 'large'],
  [' large ', 'large'],
  ['LARGE', undefined],
  ['huge', undefined],
  ['', undefined],
  [null, undefined],
])('parseScenario(%j) → %j', (raw, expected) => {
  expect(parseScenario(raw)).toBe(expected)
})

test('the scenario is remembered for the tab until another one is asked for', () => {
  const storage = memoryStorage()
  expect(readMockSettings('?mock-scenario=large&mock-delay=0', storage)).toEqual({
    delay: 0,
    scenario: 'large',
  })
  expect(readMockSettings('', storage)).toEqual({ delay: 0, scenario: 'large' })
  expect(readMockSettings('?mock-scenario=nonsense', storage)).toEqual({
    delay: 0,
    scenario: 'large',
  })
  expect(readMockSettings('?mock-scenario=default', storage)).toEqual({
    delay: 0,
    scenario: 'default',
  })
  expect(readMockSettings('', storage).scenario).toBe('default')
})

test('the instance and disk steps apply to this load only', () => {
  const storage = memoryStorage()
  expect(
    readMockSettings('?mock-delay=0&mock-instance-step=4000&mock-disk-step=20000', storage),
  ).toEqual({ delay: 0, instanceStepMs: 4000, diskStepMs: 20000 })
  expect(readMockSettings('', storage)).toEqual({ delay: 0 })
})

test('nothing set: no settings, so the server uses its defaults', () => {
  expect(readMockSettings('', memoryStorage())).toEqual({})
})

test('reads the query and remembers it for the next load in the tab', () => {
  const storage = memoryStorage()
  expect(readMockSettings('?mock-delay=0&chaos=10', storage)).toEqual({ delay: 0, chaos: 10 })
  expect(JSON.parse(storage.getItem(MOCK_SETTINGS_KEY) ?? '')).toEqual({ delay: 0, chaos: 10 })
  expect(readMockSettings('', storage)).toEqual({ delay: 0, chaos: 10 })
})

test('a new value replaces the remembered one; the others stay', () => {
  const storage = memoryStorage()
  readMockSettings('?mock-delay=100-200&chaos=10', storage)
  expect(readMockSettings('?chaos=0', storage)).toEqual({ delay: [100, 200], chaos: 0 })
  expect(readMockSettings('?mock-delay=5', storage)).toEqual({ delay: 5, chaos: 0 })
})

test('invalid values are ignored and do not erase remembered ones', () => {
  const storage = memoryStorage()
  readMockSettings('?chaos=20', storage)
  expect(readMockSettings('?chaos=lots&mock-delay=soon', storage)).toEqual({ chaos: 20 })
})

test('corrupt stored settings and a failing storage do not break the start', () => {
  const storage = memoryStorage()
  storage.setItem(MOCK_SETTINGS_KEY, '{not json')
  expect(readMockSettings('?chaos=5', storage)).toEqual({ chaos: 5 })
  const full = {
    ...memoryStorage(),
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
  }
  expect(readMockSettings('?mock-delay=0', full)).toEqual({ delay: 0 })
})

test('works with the real sessionStorage', () => {
  sessionStorage.clear()
  readMockSettings('?chaos=1', sessionStorage)
  expect(readMockSettings('', sessionStorage)).toEqual({ chaos: 1 })
  sessionStorage.clear()
})

test('failing calls apply to this load only; malformed ones are ignored', () => {
  const storage = memoryStorage()
  const query = new URLSearchParams([
    ['mock-fail', 'get /v1/disks 500'],
    ['mock-fail', 'GET /v1/me 403'],
    ['mock-fail', 'GET /v1/certificates 501'],
    ['mock-fail', 'GET /v1/me 418'],
    ['mock-fail', 'GET v1/me 500'],
    ['mock-fail', 'GET /v1/me'],
  ])
  expect(readMockSettings(`?${query}`, storage).faults).toEqual([
    { method: 'GET', path: '/v1/disks', status: 500 },
    { method: 'GET', path: '/v1/me', status: 403 },
    { method: 'GET', path: '/v1/certificates', status: 501 },
  ])
  expect(readMockSettings('', storage).faults).toBeUndefined()
})
