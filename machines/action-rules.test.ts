// @vitest-environment node
import { defineActionRules, orList } from './action-rules'

const lamp = defineActionRules<'switchOn' | 'switchOff', 'on' | 'off' | 'broken'>({
  switchOn: { states: ['off'], reason: 'Only an off lamp can be switched on', source: 'test' },
  switchOff: { states: ['on'], reason: 'Only an on lamp can be switched off', source: 'test' },
})

describe('defineActionRules', () => {
  test('lists the actions in table order and keeps the table', () => {
    expect(lamp.actions).toEqual(['switchOn', 'switchOff'])
    expect(lamp.rules.switchOn.states).toEqual(['off'])
  })

  test.each([
    ['switchOn', 'off', true],
    ['switchOn', 'on', false],
    ['switchOn', 'broken', false],
    ['switchOff', 'on', true],
    ['switchOff', 'off', false],
    ['switchOff', 'broken', false],
  ] as const)('%s in %s: allowed %s, with the reason only when not', (action, state, allowed) => {
    expect(lamp.can(action, state)).toBe(allowed)
    expect(lamp.reason(action, state)).toBe(allowed ? undefined : lamp.rules[action].reason)
  })

  test.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a or b'],
    [['a', 'b', 'c'], 'a, b or c'],
  ])('orList(%j) is %j', (items, text) => {
    expect(orList(items)).toBe(text)
  })
})
