// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { isJumpToShortcut, jumpToShortcut } from './opener'

const key = (
  k: string,
  modifiers: Partial<Record<'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => ({ key: k, altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, ...modifiers })

describe('the shortcut', () => {
  test.each<[string, ReturnType<typeof key>, { mac: boolean; opens: boolean }]>([
    ['Ctrl+K elsewhere', key('k', { ctrlKey: true }), { mac: false, opens: true }],
    ['Ctrl+K with Caps Lock', key('K', { ctrlKey: true }), { mac: false, opens: true }],
    ['⌘K on macOS', key('k', { metaKey: true }), { mac: true, opens: true }],
    [
      'Ctrl+K on macOS (its text fields’ kill-line)',
      key('k', { ctrlKey: true }),
      { mac: true, opens: false },
    ],
    ['the Windows key and K elsewhere', key('k', { metaKey: true }), { mac: false, opens: false }],
    ['Ctrl+Shift+K', key('K', { ctrlKey: true, shiftKey: true }), { mac: false, opens: false }],
    ['Ctrl+Alt+K', key('k', { ctrlKey: true, altKey: true }), { mac: false, opens: false }],
    ['K alone', key('k'), { mac: false, opens: false }],
    ['Ctrl+J', key('j', { ctrlKey: true }), { mac: false, opens: false }],
  ])('%s', (_, event, { mac, opens }) => {
    expect(isJumpToShortcut(event, mac)).toBe(opens)
  })

  test.each([
    [false, { shown: 'Ctrl K', aria: 'Control+K' }],
    [true, { shown: '⌘ K', aria: 'Meta+K' }],
  ])('on macOS %s it reads %o', (mac, shortcut) => {
    expect(jumpToShortcut(mac)).toEqual(shortcut)
  })
})
