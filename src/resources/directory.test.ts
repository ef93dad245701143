// @vitest-environment node
import { grantSource, matchesName } from './directory'

const groupName = (id: string) => ({ 'group-devs': 'kernel-devs' })[id] ?? id

describe('grantSource: where the role on a row comes from', () => {
  it.each<[string, Parameters<typeof grantSource>[0], 'silo' | 'project', string]>([
    ['silo row, direct', { role: 'admin', level: 'silo' }, 'silo', 'Assigned directly'],
    [
      'silo row, through a group',
      { role: 'viewer', level: 'silo', groupId: 'group-devs' },
      'silo',
      'Through the group kernel-devs',
    ],
    ['project row, its own', { role: 'viewer', level: 'project' }, 'project', 'Assigned directly'],
    [
      'project row, the silo’s role',
      { role: 'admin', level: 'silo' },
      'project',
      'Silo role, assigned directly',
    ],
    [
      'project row, the silo’s role through a group',
      { role: 'collaborator', level: 'silo', groupId: 'group-devs' },
      'project',
      'Silo role, through the group kernel-devs',
    ],
  ])('%s', (_, grant, rowLevel, expected) => {
    expect(grantSource(grant, rowLevel, groupName)).toBe(expected)
  })
})

describe('matchesName: a search by name', () => {
  it.each([
    ['Grace Hopper', 'hop', true],
    ['Grace Hopper', '  GRACE ', true],
    ['Grace Hopper', 'ada', false],
    ['kernel-devs', 'l-d', true],
  ])('%s for “%s” → %s', (name, search, expected) => {
    expect(matchesName(name, search)).toBe(expected)
  })
})
