// @vitest-environment node
import { instanceRunStates } from '~/machines/instance-rules'
import type { InstanceState } from '~/store/api'
import {
  addToGroupReason,
  groupEditHref,
  groupHref,
  kindFromSearch,
  POLICY_HELP,
} from './affinity-groups'

const facts = (runState: InstanceState) => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'db1',
  runState,
  autoRestartEnabled: false,
})

describe('whether an instance may join a group (SPEC §4 add to affinity group)', () => {
  // SPEC §4's row, written out again as the oracle: stopped only
  const allowed: Record<InstanceState, boolean> = {
    creating: false,
    starting: false,
    running: false,
    stopping: false,
    stopped: true,
    rebooting: false,
    migrating: false,
    repairing: false,
    failed: false,
    destroyed: false,
  }
  test.each(instanceRunStates.map((state) => [state, allowed[state]] as const))(
    '%s: allowed %s',
    (state, ok) => {
      const reason = addToGroupReason(facts(state))
      if (ok) expect(reason).toBeUndefined()
      else
        expect(reason).toBe(
          'Only stopped instances can be added to an affinity or anti-affinity group',
        )
    },
  )
})

describe('how a route names a group of either kind', () => {
  test.each([
    ['', 'anti-affinity'],
    ['?kind=affinity', 'affinity'],
    ['kind=affinity', 'affinity'],
    ['?kind=anti-affinity', 'anti-affinity'],
    ['?kind=other', 'anti-affinity'],
  ] as const)('%s is %s', (search, kind) => {
    expect(kindFromSearch(search)).toBe(kind)
  })

  test.each([
    ['anti-affinity', '/projects/p/affinity/g', '/projects/p/affinity/g/edit'],
    [
      'affinity',
      '/projects/p/affinity/g?kind=affinity',
      '/projects/p/affinity/g/edit?kind=affinity',
    ],
  ] as const)('a %s group is at %s', (kind, page, edit) => {
    expect(groupHref('p', kind, 'g')).toBe(page)
    expect(groupEditHref('p', kind, 'g')).toBe(edit)
    expect(kindFromSearch(page.split('?')[1] ?? '')).toBe(kind)
  })

  test('the policy help is SPEC §9’s', () => {
    expect(POLICY_HELP).toMatch(
      /determines whether member instances may start when the rule can't be satisfied/,
    )
  })
})
