import {
  applyThemeChoice,
  colorSchemeOf,
  readThemeChoice,
  setThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './theme'

const stored = (value: string | null) => ({ getItem: () => value })

describe('readThemeChoice', () => {
  it.each<[string | null, ThemeChoice]>([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['purple', 'system'],
  ])('reads %j as %s', (value, choice) => {
    expect(readThemeChoice(stored(value))).toBe(choice)
  })

  it('falls back to the OS when storage is missing or throws', () => {
    expect(readThemeChoice(undefined)).toBe('system')
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readThemeChoice(blocked)).toBe('system')
  })
})

describe('applying a choice', () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.style.colorScheme = ''
  })

  it.each<[ThemeChoice, string]>([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'light dark'],
  ])('%s sets color-scheme %s on <html>', (choice, scheme) => {
    expect(colorSchemeOf(choice)).toBe(scheme)
    applyThemeChoice(choice)
    expect(document.documentElement.style.colorScheme).toBe(scheme)
  })

  it('remembers a choice and applies it at once', () => {
    setThemeChoice('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(readThemeChoice(localStorage)).toBe('dark')
    setThemeChoice('system')
    expect(document.documentElement.style.colorScheme).toBe('light dark')
  })
})
