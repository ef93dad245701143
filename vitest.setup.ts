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
