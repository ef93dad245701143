import type { GroupRow } from '@/resources/affinity-groups'
import { hostileValues } from '~/specs/helpers/hostile-input'
import {
  affinityGroupCreateBody,
  affinityGroupCreateSchema,
  initialAffinityGroupValues,
} from './affinity-group-create'
import { affinityGroupEditSchema } from './affinity-group-edit'
import { groupOptions, groupPickSchema, parseGroupValue } from './affinity-group-instance-add'
import { memberAddSchema, memberOptions } from './affinity-group-member-add'

/** The first message the schema gives for `values`, or undefined when they pass. */
function firstProblem(schema: { validateSync: (v: unknown) => unknown }, values: unknown) {
  try {
    schema.validateSync(values)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

const valid = { ...initialAffinityGroupValues, name: 'web-spread' }

describe('the new group form', () => {
  it.each([
    ['valid values', {}, undefined],
    ['an affinity group', { kind: 'affinity', policy: 'fail' }, undefined],
    ['no name', { name: '' }, 'Name is required'],
    ['a name starting with a digit', { name: '1web' }, 'Must start with a lowercase letter'],
    ['upper case', { name: 'Web' }, 'Must start with a lowercase letter'],
    [
      'an underscore',
      { name: 'web_spread' },
      'Can only contain lower-case letters, numbers, and dashes',
    ],
    ['a trailing dash', { name: 'web-' }, 'Must end with a letter or number'],
    ['64 characters', { name: `w${'a'.repeat(63)}` }, 'Can be at most 63 characters'],
  ])('%s: %o', (_case, change, message) => {
    expect(firstProblem(affinityGroupCreateSchema, { ...valid, ...change })).toBe(message)
  })

  it('sends the contract’s body, the description trimmed', () => {
    expect(
      affinityGroupCreateBody({ ...valid, description: '  spread  ', policy: 'fail' }),
    ).toEqual({ name: 'web-spread', description: 'spread', policy: 'fail', failureDomain: 'sled' })
  })
})

describe('the edit group form', () => {
  it.each([
    ['valid values', { name: 'renamed', description: '' }, undefined],
    ['no name', { name: '', description: '' }, 'Name is required'],
    ['a bad name', { name: 'Bad', description: '' }, 'Must start with a lowercase letter'],
  ])('%s', (_case, values, message) => {
    expect(firstProblem(affinityGroupEditSchema, values)).toBe(message)
  })

  it.each(hostileValues('name', 'Name'))('hostile input, $why: $message', ({ value, message }) => {
    expect(firstProblem(affinityGroupEditSchema, { name: value, description: '' })).toBe(message)
  })
})

describe('adding members', () => {
  const instance = (name: string, runState: 'stopped' | 'running', id = name) => ({
    id,
    name,
    runState,
    autoRestartEnabled: false,
  })

  it('offers non-members, a running one disabled with the reason', () => {
    const options = memberOptions(
      [instance('db1', 'stopped'), instance('web', 'running'), instance('in', 'stopped')],
      new Set(['in']),
    )
    expect(options).toEqual([
      { value: 'db1', label: 'db1 (stopped)', disabledReason: undefined },
      {
        value: 'web',
        label: 'web (running)',
        disabledReason: 'Only stopped instances can be added to an affinity or anti-affinity group',
      },
    ])
  })

  it('asks for an instance', () => {
    expect(firstProblem(memberAddSchema, { instance: '' })).toBe('Instance is required')
  })

  it('offers the groups the instance is not in, by kind and name', () => {
    const group = (kind: GroupRow['kind'], name: string) =>
      ({ kind, name, policy: 'allow' }) as GroupRow
    const options = groupOptions(
      [group('anti-affinity', 'a'), group('affinity', 'a'), group('affinity', 'b')],
      [group('affinity', 'a')],
    )
    expect(options.map((option) => option.value)).toEqual(['anti-affinity/a', 'affinity/b'])
    expect(options[0]?.label).toBe('a (anti-affinity, policy: allow)')
    expect(parseGroupValue('affinity/b')).toEqual({ kind: 'affinity', name: 'b' })
    expect(parseGroupValue('anti-affinity/a')).toEqual({ kind: 'anti-affinity', name: 'a' })
    expect(firstProblem(groupPickSchema, { group: '' })).toBe('Group is required')
  })
})
