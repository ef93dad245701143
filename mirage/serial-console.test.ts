import { BOOT_LOOP_RUN_MS, bootCycle, STEP_MS } from './instance-steps'
import { INSTANCE_SEED } from './seeds/instance-seeds'
import { BOOT_LOOP_INSTANCE } from './seeds/project-seeds'
import { bootLog, PANIC_LINE, REBOOT_CLOSE, readSerialOutput } from './serial-console'
import { openMockSerialConsole } from './serial-console-socket'
import { call, startTestServer, stopTestServer } from './testing'

afterEach(stopTestServer)

const bytes = (text: string) => Array.from(new TextEncoder().encode(text))
const text = (data: number[]) => new TextDecoder().decode(new Uint8Array(data))

describe('readSerialOutput: the contract’s instance_serial_console query', () => {
  const output = new TextEncoder().encode('0123456789')
  it.each([
    ['from the start', { from_start: '0' }, '0123456789', 10],
    ['from an offset', { from_start: '4' }, '456789', 10],
    ['from an offset, at most max_bytes', { from_start: '4', max_bytes: '3' }, '456', 7],
    ['from past the end: nothing, the end', { from_start: '25' }, '', 10],
    ['the most recent bytes', { most_recent: '3' }, '789', 10],
    ['more recent bytes than there are: all', { most_recent: '99' }, '0123456789', 10],
    ['the most recent bytes, at most max_bytes', { most_recent: '6', max_bytes: '2' }, '45', 6],
    ['no recent bytes', { most_recent: '0' }, '', 10],
    ['max_bytes 0', { from_start: '2', max_bytes: '0' }, '', 2],
  ])('%s: %j', (_, query, expected, lastByteOffset) => {
    const answer = readSerialOutput(output, query)
    expect(text(answer.data)).toBe(expected)
    expect(answer.last_byte_offset).toBe(lastByteOffset)
  })

  it.each([
    ['neither from_start nor most_recent', {}, "Exactly one of 'from_start' or 'most_recent'"],
    ['only max_bytes', { max_bytes: '4' }, "Exactly one of 'from_start' or 'most_recent'"],
    ['both', { from_start: '0', most_recent: '4' }, "Exactly one of 'from_start' or 'most_recent'"],
    ['a negative offset', { from_start: '-1' }, 'from_start: invalid digit'],
    ['a word', { most_recent: 'all' }, 'most_recent: invalid digit'],
    ['a fraction', { from_start: '0', max_bytes: '1.5' }, 'max_bytes: invalid digit'],
  ])('refuses %s with a 400', (_, query, message) => {
    expect(() => readSerialOutput(output, query)).toThrowError(
      expect.objectContaining({ status: 400, message: expect.stringContaining(message) }),
    )
  })
})

describe('instance_serial_console over the mock', () => {
  const running = INSTANCE_SEED.byState.running
  const url = (query: string) =>
    `/v1/instances/${running}/serial-console?project=${INSTANCE_SEED.project}&${query}`

  it('answers from the boot log the stream sends', async () => {
    startTestServer()
    const whole = await call('GET', url('from_start=0'))
    expect(whole.status).toBe(200)
    const log = bootLog(running).join('\r\n')
    expect(whole.body).toEqual({ data: bytes(log), last_byte_offset: bytes(log).length })
    const tail = await call('GET', url('most_recent=7&max_bytes=5'))
    expect(tail.body).toEqual({
      data: bytes(log.slice(-7, -2)),
      last_byte_offset: bytes(log).length - 2,
    })
  })

  it.each([
    ['', 400],
    ['from_start=0&most_recent=1', 400],
    ['most_recent=x', 400],
  ])('%j: %i', async (query, status) => {
    startTestServer()
    expect((await call('GET', url(query))).status).toBe(status)
  })

  it('refuses an instance in a state with no console (SPEC §4)', async () => {
    startTestServer()
    const reply = await call(
      'GET',
      `/v1/instances/${INSTANCE_SEED.main}/serial-console?project=${INSTANCE_SEED.project}&most_recent=10`,
    )
    expect(reply.status).toBe(400)
    expect(reply.text).toContain('serial console')
  })
})

describe('the boot-loop instance', () => {
  const { project, instance } = BOOT_LOOP_INSTANCE
  const start = Date.parse('2026-03-01T12:00:00.000Z')

  /** A mock on a clock the test moves; the loop's first boot, read from its seeded record. */
  function loopingMock() {
    let now = start
    const { db } = startTestServer({ now: () => now })
    const seeded = db.instances.findBy((row) => row.name === instance)
    if (!seeded) throw new Error('no boot-loop seed')
    const firstBoot = Date.parse(seeded.time_run_state_updated)
    return {
      db,
      id: seeded.id,
      firstBoot,
      at: (ms: number) => {
        now = firstBoot + ms
      },
    }
  }
  const view = async () =>
    (await call('GET', `/v1/instances/${instance}?project=${project}`)).body as {
      run_state: string
      time_run_state_updated: string
    }
  const buffered = async () =>
    text(
      (
        (
          await call(
            'GET',
            `/v1/instances/${instance}/serial-console?project=${project}&from_start=0`,
          )
        ).body as { data: number[] }
      ).data,
    )

  const period = BOOT_LOOP_RUN_MS + STEP_MS.rebooting
  it.each([
    ['just booted', 0, 'running', 0],
    ['a moment before its panic', BOOT_LOOP_RUN_MS - 1, 'running', 0],
    ['at its panic', BOOT_LOOP_RUN_MS, 'rebooting', BOOT_LOOP_RUN_MS],
    ['rebooting', period - 1, 'rebooting', BOOT_LOOP_RUN_MS],
    ['booted again', period, 'running', period],
    [
      'two cycles on, rebooting',
      2 * period + BOOT_LOOP_RUN_MS,
      'rebooting',
      2 * period + BOOT_LOOP_RUN_MS,
    ],
  ])('%s (%i ms in) is %s since %i ms', async (_, ms, state, since) => {
    const mock = loopingMock()
    mock.at(ms)
    const answer = await view()
    expect(answer.run_state).toBe(state)
    expect(Date.parse(answer.time_run_state_updated)).toBe(mock.firstBoot + since)
    expect(bootCycle(mock.db, mock.id)?.state).toBe(state)
  })

  it('prints its kernel panic before each reboot; a new boot starts its output again', async () => {
    const mock = loopingMock()
    mock.at(BOOT_LOOP_RUN_MS - 1)
    expect(await buffered()).toBe(bootLog(instance).join('\r\n'))
    mock.at(BOOT_LOOP_RUN_MS)
    expect(await buffered()).toBe(`${bootLog(instance).join('\r\n')}\r\n${PANIC_LINE}\r\n`)
    mock.at(period)
    expect(await buffered()).toBe(bootLog(instance).join('\r\n'))
  })

  it('its stream sends the boot log, then the panic, then closes as it reboots', async () => {
    const mock = loopingMock()
    // the panic comes 50 ms after the stream opens, by the mock's clock and the timers alike
    const offset = mock.firstBoot + BOOT_LOOP_RUN_MS - 50 - Date.now()
    mock.db.timing.now = () => Date.now() + offset
    const socket = openMockSerialConsole(
      mock.db,
      `ws://localhost:4000/v1/instances/${instance}/serial-console/stream?project=${project}`,
    )
    socket.binaryType = 'arraybuffer'
    const frames: string[] = []
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) =>
      frames.push(new TextDecoder().decode(new Uint8Array(event.data)))
    const closed = await new Promise<CloseEvent>((resolve) => {
      socket.onclose = resolve
    })
    expect(frames).toEqual([bootLog(instance).join('\r\n'), `\r\n${PANIC_LINE}\r\n`])
    expect({ code: closed.code, reason: closed.reason }).toEqual(REBOOT_CLOSE)
    expect((await view()).run_state).toBe('rebooting')
  })

  it('its stream replays only the most recent bytes asked for', async () => {
    const mock = loopingMock()
    mock.at(0)
    const socket = openMockSerialConsole(
      mock.db,
      `ws://localhost:4000/v1/instances/${instance}/serial-console/stream?project=${project}&most_recent=0`,
    )
    const opened = new Promise((resolve) => {
      socket.onopen = resolve
    })
    const frames: unknown[] = []
    socket.onmessage = (event) => frames.push(event.data)
    await opened
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(frames).toEqual([])
    socket.close()
  })
})
