import { allocatedBy, type SledFacts, sledAllocation, sledRoom } from './sled-capacity'
import type { SledRoom } from './sled-fit'

const GiB = 1024 ** 3

/** A Gimlet as the mock seeds it: 128 threads, 1 TiB; in service, provisionable, active. */
const sled = (overrides: Partial<SledFacts> = {}): SledFacts => ({
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * GiB,
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  state: 'active',
  ...overrides,
})

const instance = (ncpus: number, memoryGiB: number) => ({ ncpus, memory: memoryGiB * GiB })

describe('what a sled’s instances hold', () => {
  it('sums every listed instance’s vCPUs and memory', () => {
    expect(allocatedBy([instance(4, 16), instance(8, 32)])).toEqual({
      vcpus: 12,
      memory: 48 * GiB,
    })
  })

  it('is nothing on a sled without instances', () => {
    expect(allocatedBy([])).toEqual({ vcpus: 0, memory: 0 })
  })
})

describe('a sled’s allocation', () => {
  it.each<
    [
      string,
      SledFacts,
      ReturnType<typeof instance>[],
      { vcpus: number; memory: number; noRoom?: string },
    ]
  >([
    [
      'a provisionable active sled with room',
      sled(),
      [instance(32, 256), instance(64, 384)],
      { vcpus: 0.75, memory: 0.625, noRoom: undefined },
    ],
    ['an empty sled', sled(), [], { vcpus: 0, memory: 0, noRoom: undefined }],
    [
      'a full sled',
      sled(),
      [instance(64, 512), instance(64, 512)],
      { vcpus: 1, memory: 1, noRoom: 'No vCPUs left' },
    ],
    [
      'a vCPU-bound sled: threads run out first',
      sled(),
      [instance(128, 64)],
      { vcpus: 1, memory: 0.0625, noRoom: 'No vCPUs left' },
    ],
    [
      'a memory-bound sled: memory runs out first',
      sled(),
      [instance(8, 1024)],
      { vcpus: 0.0625, memory: 1, noRoom: 'No memory left' },
    ],
    [
      'a non-provisionable sled: no room, whatever it holds',
      sled({ policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } }),
      [instance(4, 16)],
      { vcpus: 1, memory: 1, noRoom: 'Not provisionable' },
    ],
    [
      'an expunged sled',
      sled({ policy: { kind: 'expunged' } }),
      [],
      { vcpus: 1, memory: 1, noRoom: 'Expunged' },
    ],
    [
      'an expunged, decommissioned sled reads as expunged: the policy is why',
      sled({ policy: { kind: 'expunged' }, state: 'decommissioned' }),
      [],
      { vcpus: 1, memory: 1, noRoom: 'Expunged' },
    ],
    [
      'a decommissioned sled still in service',
      sled({ state: 'decommissioned' }),
      [],
      { vcpus: 1, memory: 1, noRoom: 'Decommissioned' },
    ],
    [
      'a sled that reports no threads or memory has no room',
      sled({ usableHardwareThreads: 0, usablePhysicalRam: 0 }),
      [],
      { vcpus: 1, memory: 1, noRoom: 'No vCPUs left' },
    ],
  ])('%s', (_case, facts, instances, expected) => {
    const allocation = sledAllocation(facts, allocatedBy(instances))
    expect({
      vcpus: allocation.vcpus.fraction,
      memory: allocation.memory.fraction,
      noRoom: allocation.noRoom,
    }).toEqual(expected)
  })

  it('keeps what is allocated and usable as they are, also on a sled out of placement', () => {
    const allocation = sledAllocation(
      sled({ policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } }),
      allocatedBy([instance(96, 640)]),
    )
    expect(allocation.vcpus).toMatchObject({ allocated: 96, usable: 128 })
    expect(allocation.memory).toMatchObject({ allocated: 640 * GiB, usable: 1024 * GiB })
  })
})

describe('a sled’s room for new instances', () => {
  it.each<[string, SledFacts, ReturnType<typeof instance>[], SledRoom]>([
    [
      'what is left of each resource',
      sled(),
      [instance(32, 256)],
      { id: 's', takesNew: true, freeThreads: 96, freeMemory: 768 * GiB },
    ],
    [
      'a sled whose policy keeps new instances off: none, whatever is free',
      sled({ policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } }),
      [],
      { id: 's', takesNew: false, freeThreads: 128, freeMemory: 1024 * GiB },
    ],
    [
      'a sled allocated past what it can run: nothing free, not less',
      sled(),
      [instance(130, 64)],
      { id: 's', takesNew: false, freeThreads: 0, freeMemory: 960 * GiB },
    ],
  ])('%s', (_, facts, instances, expected) => {
    expect(sledRoom('s', sledAllocation(facts, allocatedBy(instances)))).toEqual(expected)
  })
})
