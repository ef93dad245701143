/**
 * mulberry32: a small, fast seeded generator of 32-bit unsigned integers. The same seed gives the
 * same stream everywhere, so seeded mock data and a replayed chaos walk are reproducible.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}
