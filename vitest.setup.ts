// jsdom lacks the observers S2's collections use; give them inert stand-ins.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver

// nor does it answer media queries (tables pick their row height by one): none matches
globalThis.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }) as unknown as MediaQueryList

// nor CSS.escape, which React Aria's collections use to find a selected item by its key inside an
// attribute selector; escaping every character but letters, digits, '-' and '_' is valid there
globalThis.CSS ??= {
  escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
} as unknown as typeof CSS
