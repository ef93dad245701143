import { render, screen } from '@testing-library/react'
import {
  formatSledShare,
  largestFitWords,
  SledShare,
  shortfallWords,
} from '@/resources/sled-capacity'
import { allocatedBy, type SledFacts, sledAllocation } from '~/lib/sled-capacity'
import type { FitShortfall } from '~/lib/sled-fit'

const GiB = 1024 ** 3

const gimlet: SledFacts = {
  usableHardwareThreads: 128,
  usablePhysicalRam: 1000 * GiB,
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
}

describe('a sled’s share in words', () => {
  it.each([
    ['vcpus', { allocated: 96, usable: 128 }, '96 / 128 vCPU'],
    ['vcpus', { allocated: 1200, usable: 2048 }, '1,200 / 2,048 vCPU'],
    ['memory', { allocated: 640 * GiB, usable: 1000 * GiB }, '640 / 1,000 GiB'],
    ['memory', { allocated: 0, usable: 1024 * GiB }, '0 / 1,024 GiB'],
  ] as const)('%s %o reads %s', (resource, share, text) => {
    expect(formatSledShare(resource, { ...share, fraction: 0 })).toBe(text)
  })
})

describe('a sled’s share on screen', () => {
  const instances = allocatedBy([{ ncpus: 96, memory: 640 * GiB }])

  it('is a bar named with the figures, with the share taken', () => {
    render(<SledShare allocation={sledAllocation(gimlet, instances)} resource="vcpus" />)
    const bar = screen.getByRole('progressbar', { name: '96 / 128 vCPU' })
    expect(bar.getAttribute('aria-valuetext')).toBe('75 %')
  })

  it.each<[string, Partial<SledFacts>, string]>([
    [
      'not provisionable',
      { policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } },
      'Not provisionable',
    ],
    ['expunged', { policy: { kind: 'expunged' }, state: 'decommissioned' }, 'Expunged'],
    ['decommissioned', { state: 'decommissioned' }, 'Decommissioned'],
    // its memory has room, its vCPUs none: the memory cell says why too
    ['vCPU-bound', { usableHardwareThreads: 96 }, 'No vCPUs left'],
  ])('on a %s sled, the figures over why it takes no new instances, no bar', (_, facts, reason) => {
    render(
      <SledShare
        allocation={sledAllocation({ ...gimlet, ...facts }, instances)}
        resource="memory"
      />,
    )
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText('640 / 1,000 GiB')).toBeTruthy()
    expect(screen.getByText(reason)).toBeTruthy()
  })
})

describe('a size no sled can take, in words', () => {
  const shape = { ncpus: 64, memory: 512 * GiB }
  const largest = { ncpus: 48, memory: 384 * GiB }
  it.each<[FitShortfall, string]>([
    [
      { lacking: 'vcpus', largest },
      'No sled has 64 vCPUs free now; the largest that fits is 48 vCPUs and 384 GiB.',
    ],
    [
      { lacking: 'memory', largest },
      'No sled has 512 GiB of memory free now; the largest that fits is 48 vCPUs and 384 GiB.',
    ],
    [
      { lacking: 'both together', largest },
      'No sled has 64 vCPUs and 512 GiB free together now; the largest that fits is 48 vCPUs and 384 GiB.',
    ],
    [{ lacking: 'any sled' }, 'No sled takes new instances now.'],
    [
      { lacking: 'a sled apart', groups: ['db-spread'] },
      'No sled without a member of anti-affinity group db-spread has 64 vCPUs and 512 GiB free now.',
    ],
    [
      { lacking: 'a sled apart', groups: ['a', 'b', 'c'], largest },
      'No sled without a member of anti-affinity groups a, b and c has 64 vCPUs and 512 GiB free now; the largest that fits is 48 vCPUs and 384 GiB.',
    ],
  ])('%o', (shortfall, words) => {
    expect(shortfallWords(shape, shortfall)).toBe(words)
  })

  it.each([
    [undefined, 'No sled can take a new instance now.'],
    [largest, 'The largest instance one sled can take now: 48 vCPUs and 384 GiB.'],
  ])('the largest that fits, %o', (fit, words) => {
    expect(largestFitWords(fit)).toBe(words)
  })
})
