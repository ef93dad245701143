// @vitest-environment node
import { portLinkOf, routerIdText, stateDuration } from './rack-networking'

describe('portLinkOf (the contract’s free-form SwitchLinkState)', () => {
  test.each([
    [
      'a link up, as the transport hands it over',
      { link: { linkState: 'Up', enabled: true, speed: 'Speed100G', fec: 'RS', media: 'Optical' } },
      { status: 'up', enabled: true, speed: 'Speed100G', fec: 'RS', media: 'Optical' },
    ],
    [
      'a link down',
      { link: { linkState: 'Down', enabled: false } },
      { status: 'down', enabled: false },
    ],
    ['a fault the daemon names', { link: { linkState: 'Faulted' } }, { status: 'down' }],
    ['no link', { monitors: null }, { status: 'unknown' }],
    ['not an object', 'up', { status: 'unknown' }],
    ['nothing', undefined, { status: 'unknown' }],
  ])('%s', (_, state, link) => {
    const read = portLinkOf(state)
    expect(
      Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined)),
    ).toEqual(link)
  })
})

describe('stateDuration', () => {
  test.each([
    [45_000, '45s'],
    [3 * 60 * 60_000, '3h'],
    [21 * 24 * 60 * 60_000, '3w'],
  ])('%d ms is %s', (millis, text) => {
    expect(stateDuration(millis, Date.UTC(2026, 11, 7))).toBe(text)
  })
})

describe('routerIdText', () => {
  test.each([
    [3325256705, '198.51.100.1'],
    [0, '0.0.0.0'],
    [0xffffffff, '255.255.255.255'],
  ])('%d is %s', (id, text) => {
    expect(routerIdText(id)).toBe(text)
  })
})
