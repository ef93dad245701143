// @vitest-environment node
import {
  formatAmount,
  formatShare,
  formatUsage,
  overCommitted,
  physicalCapacity,
  quotaStanding,
  recommendedCapacity,
  remaining,
  shareBarValue,
  sumCounts,
  usedPercent,
} from './capacity'
import { GiB, TiB } from './units'

/** A Gimlet as the rack reports it: 128 threads, 1 TiB of RAM. */
const gimlet = { usableHardwareThreads: 128, usablePhysicalRam: TiB }
const sleds = (count: number) => Array.from({ length: count }, () => gimlet)

describe('usedPercent', () => {
  it.each([
    [0, 100, 0],
    [45, 100, 45],
    [1, 3, 33],
    [2, 3, 67],
    [100, 100, 100],
    [150, 100, 150],
    [0, 0, 0],
    [4, 0, 100],
  ])('%i of %i is %i %%', (provisioned, quota, percent) => {
    expect(usedPercent(provisioned, quota)).toBe(percent)
  })
})

describe('formatShare and shareBarValue', () => {
  it.each([
    // part, whole, label, bar
    [0, 100, '0 %', 0],
    [56, 100, '56 %', 56],
    [1, 3, '33 %', 100 / 3],
    [2, 3, '67 %', 200 / 3],
    [1, 1000, '< 1 %', 0.1],
    [999, 1000, '> 99 %', 99.9],
    [100, 100, '100 %', 100],
    [150, 100, '150 %', 100],
    [116 * GiB, 128 * GiB, '91 %', 90.625],
    [0, 0, 'no quota', 0],
    [4, 0, 'no quota', 0],
  ] as const)('%d of %d reads %s, the bar at %d', (part, whole, label, bar) => {
    expect(formatShare(part, whole)).toBe(label)
    expect(shareBarValue(part, whole)).toBeCloseTo(bar)
  })

  it('names a missing whole as asked', () => {
    expect(formatShare(64, 0, 'no hardware')).toBe('no hardware')
  })
})

describe('quotaStanding', () => {
  it.each([
    [0, 32, 'within'],
    [28, 32, 'within'],
    [29, 32, 'near'],
    [116 * GiB, 128 * GiB, 'near'],
    [32, 32, 'at'],
    [40, 32, 'at'],
    [0, 0, 'within'],
    [1, 0, 'at'],
  ] as const)('%i of %i is %s', (provisioned, quota, standing) => {
    expect(quotaStanding(provisioned, quota)).toBe(standing)
  })
})

describe('remaining', () => {
  it.each([
    [10, 32, 22],
    [32, 32, 0],
    [40, 32, 0],
  ])('%i of %i leaves %i', (provisioned, quota, left) => {
    expect(remaining(provisioned, quota)).toBe(left)
  })
})

it('sums counts resource by resource', () => {
  expect(
    sumCounts([
      { cpus: 4, memory: GiB, storage: TiB },
      { cpus: 2, memory: 3 * GiB, storage: 0 },
    ]),
  ).toEqual({ cpus: 6, memory: 4 * GiB, storage: TiB })
  expect(sumCounts([])).toEqual({ cpus: 0, memory: 0, storage: 0 })
})

describe('the fleet', () => {
  it.each([
    // 16 × 128 threads; 16 TiB; 16 × 32 × 0.909 = 465.408 TiB
    [16, { cpus: 2048, memory: 16 * TiB, storage: 465.408 * TiB }],
    [1, { cpus: 128, memory: TiB, storage: 29.088 * TiB }],
    [0, { cpus: 0, memory: 0, storage: 0 }],
  ])('%i sleds have %o', (count, capacity) => {
    const physical = physicalCapacity(sleds(count))
    expect(physical.cpus).toBe(capacity.cpus)
    expect(physical.memory).toBe(capacity.memory)
    expect(physical.storage).toBeCloseTo(capacity.storage, 0)
  })

  it.each([
    // ceil(0.7 × 2048) = 1434; ceil(0.7 × 16384 GiB) = 11469 GiB; ceil(0.7 × 465.408) = 326 TiB
    [16, { cpus: 1434, memory: 11469 * GiB, storage: 326 * TiB }],
    // ceil(89.6) = 90; ceil(716.8) = 717 GiB; ceil(20.3616) = 21 TiB
    [1, { cpus: 90, memory: 717 * GiB, storage: 21 * TiB }],
    [0, { cpus: 0, memory: 0, storage: 0 }],
  ])('the recommended capacity of %i sleds is %o', (count, capacity) => {
    expect(recommendedCapacity(sleds(count))).toEqual(capacity)
  })

  it('rounds memory up in whole GiB from odd sizes', () => {
    // 0.7 × (1000 GiB + 0.5 GiB) = 700.35 GiB → 701 GiB
    const odd = [{ usableHardwareThreads: 3, usablePhysicalRam: 1000.5 * GiB }]
    expect(recommendedCapacity(odd)).toMatchObject({ cpus: 3, memory: 701 * GiB })
  })

  it.each([
    [{ cpus: 1000, memory: 10 * TiB, storage: 300 * TiB }, []],
    [{ cpus: 1435, memory: 10 * TiB, storage: 300 * TiB }, ['cpus']],
    [{ cpus: 1434, memory: 11470 * GiB, storage: 327 * TiB }, ['memory', 'storage']],
  ])('quotas of %o over-commit %o', (allocated, resources) => {
    expect(overCommitted(allocated, recommendedCapacity(sleds(16)))).toEqual(resources)
  })
})

describe('amounts in words', () => {
  it.each([
    ['cpus', 1, '1 vCPU'],
    ['cpus', 0, '0 vCPUs'],
    ['cpus', 1434, '1,434 vCPUs'],
    ['memory', 0, '0 B'],
    ['memory', 116 * GiB, '116 GiB'],
    ['memory', 1.5 * GiB, '1.5 GiB'],
    ['memory', 11469 * GiB, '11.2 TiB'],
    ['storage', 326 * TiB, '326 TiB'],
    ['storage', 465.408 * TiB, '465.41 TiB'],
  ] as const)('%s %d is %s', (resource, amount, text) => {
    expect(formatAmount(resource, amount)).toBe(text)
  })

  it.each([
    ['cpus', 12.25, '12.3 vCPUs'],
    ['memory', 372.53 * GiB, '372.5 GiB'],
    ['storage', 931.32 * GiB, '931.3 GiB'],
  ] as const)('%s %d to one decimal is %s', (resource, amount, text) => {
    expect(formatAmount(resource, amount, 1)).toBe(text)
  })

  it.each([
    ['cpus', 12, 32, '12 of 32 vCPUs'],
    ['memory', 96 * GiB, 128 * GiB, '96 GiB of 128 GiB'],
    ['storage', 512 * GiB, 8 * TiB, '512 GiB of 8 TiB'],
  ] as const)('%s %d of %d is %s', (resource, provisioned, quota, text) => {
    expect(formatUsage(resource, provisioned, quota)).toBe(text)
  })
})
