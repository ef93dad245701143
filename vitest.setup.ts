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
