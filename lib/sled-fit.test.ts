import {
  type AntiAffinityConstraint,
  type AntiAffinityMembers,
  antiAffinityConstraints,
  fitShortfall,
  type InstanceShape,
  largestFit,
  type SledRoom,
  sledsThatFit,
} from './sled-fit'

const GiB = 1024 ** 3
const sled = (id: string, freeThreads: number, freeGiB: number, takesNew = true): SledRoom => ({
  id,
  takesNew,
  freeThreads,
  freeMemory: freeGiB * GiB,
})
const shape = (ncpus: number, memoryGiB: number): InstanceShape => ({
  ncpus,
  memory: memoryGiB * GiB,
})
const group = (policy: AntiAffinityConstraint['policy'], ...ids: string[]) => ({
  policy,
  memberSledIds: new Set(ids),
})
const LIMITS = shape(64, 1536)

describe('the sleds that can take an instance now', () => {
  it.each<[string, SledRoom[], InstanceShape, AntiAffinityConstraint[], string[]]>([
    ['an empty fleet: none', [], shape(1, 1), [], []],
    ['a sled with room', [sled('a', 8, 32)], shape(8, 32), [], ['a']],
    ['bound by vCPUs: memory to spare is not enough', [sled('a', 7, 512)], shape(8, 32), [], []],
    ['bound by memory: vCPUs to spare are not enough', [sled('a', 64, 31)], shape(8, 32), [], []],
    [
      'a sled that takes no new instances (not provisionable, expunged, not active), however empty',
      [sled('a', 128, 1024, false)],
      shape(1, 1),
      [],
      [],
    ],
    [
      'free room in total is not room on one sled',
      [sled('a', 40, 200), sled('b', 40, 200)],
      shape(64, 256),
      [],
      [],
    ],
    [
      'anti-affinity, fail: never on a sled with another member',
      [sled('a', 64, 512), sled('b', 64, 512)],
      shape(8, 32),
      [group('fail', 'a')],
      ['b'],
    ],
    [
      'anti-affinity, fail: with every sled holding a member, none',
      [sled('a', 64, 512), sled('b', 64, 512)],
      shape(8, 32),
      [group('fail', 'a', 'b')],
      [],
    ],
    [
      'anti-affinity, allow: a sled without a member first',
      [sled('a', 64, 512), sled('b', 64, 512)],
      shape(8, 32),
      [group('allow', 'a')],
      ['b'],
    ],
    [
      'anti-affinity, allow: with every sled holding a member, it goes on one anyway',
      [sled('a', 64, 512), sled('b', 64, 512)],
      shape(8, 32),
      [group('allow', 'a', 'b')],
      ['a', 'b'],
    ],
    [
      'anti-affinity, allow: the sled without a member must have room too',
      [sled('a', 64, 512), sled('b', 4, 512)],
      shape(8, 32),
      [group('allow', 'a')],
      ['a'],
    ],
  ])('%s', (_, sleds, wanted, constraints, expected) => {
    expect(sledsThatFit(sleds, wanted, constraints).map((room) => room.id)).toEqual(expected)
  })
})

describe('the largest instance that fits now', () => {
  it.each<[string, SledRoom[], InstanceShape | undefined]>([
    ['an empty fleet: none', [], undefined],
    ['no sled takes new instances: none', [sled('a', 128, 1024, false)], undefined],
    ['no sled has a vCPU free: none', [sled('a', 0, 512)], undefined],
    [
      'the sled with the most vCPUs free, with its memory',
      [sled('a', 48, 384), sled('b', 32, 900)],
      shape(48, 384),
    ],
    [
      'the same vCPUs free: the one with more memory',
      [sled('a', 48, 384), sled('b', 48, 500)],
      shape(48, 500),
    ],
    ['within an instance’s limits', [sled('a', 128, 2048)], shape(64, 1536)],
    [
      'a sled that takes no new instances does not count, however empty',
      [sled('a', 128, 1024, false), sled('b', 16, 64)],
      shape(16, 64),
    ],
  ])('%s', (_, sleds, expected) => {
    expect(largestFit(sleds, LIMITS)).toEqual(expected)
  })
})

describe('why no sled can take a size now', () => {
  it.each<[string, SledRoom[], InstanceShape, ReturnType<typeof fitShortfall>]>([
    ['a sled has room: nothing', [sled('a', 64, 512)], shape(64, 512), undefined],
    [
      'no sled takes new instances',
      [sled('a', 128, 1024, false)],
      shape(1, 1),
      { lacking: 'any sled' },
    ],
    ['an empty fleet', [], shape(1, 1), { lacking: 'any sled' }],
    [
      'no sled has the vCPUs',
      [sled('a', 48, 900), sled('b', 32, 100)],
      shape(64, 256),
      { lacking: 'vcpus', largest: shape(48, 900) },
    ],
    [
      'no sled has the memory',
      [sled('a', 64, 200), sled('b', 32, 300)],
      shape(16, 512),
      { lacking: 'memory', largest: shape(64, 200) },
    ],
    [
      'the vCPUs on one sled, the memory on another',
      [sled('a', 64, 100), sled('b', 8, 900)],
      shape(32, 512),
      { lacking: 'both together', largest: shape(64, 100) },
    ],
  ])('%s', (_, sleds, wanted, expected) => {
    expect(fitShortfall(sleds, wanted, LIMITS)).toEqual(expected)
  })

  const named = (name: string, policy: AntiAffinityConstraint['policy'], ...ids: string[]) => ({
    ...group(policy, ...ids),
    name,
  })
  it.each<
    [string, SledRoom[], InstanceShape, AntiAffinityConstraint[], ReturnType<typeof fitShortfall>]
  >([
    [
      'fail: the one sled with room holds a member, the other is too small',
      [sled('a', 64, 512), sled('b', 8, 32)],
      shape(32, 128),
      [named('spread', 'fail', 'a')],
      { lacking: 'a sled apart', largest: shape(8, 32), groups: ['spread'] },
    ],
    [
      'fail: every sled holds a member, so nothing fits apart',
      [sled('a', 64, 512), sled('b', 64, 512)],
      shape(8, 32),
      [named('spread', 'fail', 'a', 'b'), named('quiet', 'fail')],
      { lacking: 'a sled apart', largest: undefined, groups: ['spread'] },
    ],
    [
      'fail: a sled without a member has room, so nothing is lacking',
      [sled('a', 64, 512), sled('b', 64, 512)],
      shape(8, 32),
      [named('spread', 'fail', 'a')],
      undefined,
    ],
    [
      'allow: a preference, never a shortfall',
      [sled('a', 64, 512)],
      shape(8, 32),
      [named('spread', 'allow', 'a')],
      undefined,
    ],
    [
      'no sled has the vCPUs at all: that, not the group',
      [sled('a', 16, 512), sled('b', 16, 512)],
      shape(32, 64),
      [named('spread', 'fail', 'a')],
      { lacking: 'vcpus', largest: shape(16, 512) },
    ],
  ])('with anti-affinity groups, %s', (_, sleds, wanted, constraints, expected) => {
    expect(fitShortfall(sleds, wanted, LIMITS, constraints)).toEqual(expected)
  })
})

describe('the sleds an anti-affinity group’s members run on', () => {
  it.each<[string, AntiAffinityMembers[], Record<string, { instanceIds: string[] }>, string[][]]>([
    ['no groups', [], { a: { instanceIds: ['i1'] } }, []],
    [
      'each member on the sled whose instances name it',
      [{ name: 'spread', policy: 'fail', memberIds: ['i1', 'i3'] }],
      { a: { instanceIds: ['i1', 'i2'] }, b: { instanceIds: [] }, c: { instanceIds: ['i3'] } },
      [['a', 'c']],
    ],
    [
      'a stopped member is on no sled',
      [{ name: 'spread', policy: 'allow', memberIds: ['stopped'] }],
      { a: { instanceIds: ['i1'] } },
      [[]],
    ],
  ])('%s', (_, groups, bySled, expected) => {
    const constraints = antiAffinityConstraints(groups, bySled)
    expect(constraints.map((constraint) => [...constraint.memberSledIds].sort())).toEqual(expected)
    expect(constraints.map((constraint) => constraint.policy)).toEqual(
      groups.map((group) => group.policy),
    )
  })
})
