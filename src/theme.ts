/**
 * Light, dark, or whatever the OS says (the default). The choice is remembered in localStorage
 * and applied as the CSS `color-scheme` of <html>, which every light-dark() colour of app.css
 * and S2's own styles resolve against (S2's Provider is given the same scheme).
 */
import { useSyncExternalStore } from 'react'

export const themeChoices = ['light', 'dark', 'system'] as const
export type ThemeChoice = (typeof themeChoices)[number]
export type ColorScheme = 'light' | 'dark' | 'light dark'

export const THEME_STORAGE_KEY = 'oxide-console-theme'

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  themeChoices.includes(value as ThemeChoice)

/** The stored choice; anything unreadable or unknown is 'system'. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY)
    return isThemeChoice(value) ? value : 'system'
  } catch {
    // storage can be unavailable (privacy settings): fall back to the OS
    return 'system'
  }
}

export const colorSchemeOf = (choice: ThemeChoice): ColorScheme =>
  choice === 'system' ? 'light dark' : choice

const listeners = new Set<() => void>()
let current: ThemeChoice =
  typeof window === 'undefined' ? 'system' : readThemeChoice(window.localStorage)

/** Sets <html>'s color-scheme; called before the first render so no page flashes light first. */
export function applyThemeChoice(choice: ThemeChoice = current) {
  document.documentElement.style.colorScheme = colorSchemeOf(choice)
}

export function setThemeChoice(choice: ThemeChoice) {
  current = choice
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // not remembered, still applied
  }
  applyThemeChoice(choice)
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, () => current)
}
