// @vitest-environment node
import type { NavScope } from '@/route-types'
import { navHeading, scopeChoices, scopeOf } from './scope'

describe('the scope a page is in', () => {
  it.each<[NavScope | undefined, string]>([
    ['system', 'system'],
    ['silo', 'silo'],
    ['project', 'silo'],
    ['settings', 'silo'],
    [undefined, 'silo'],
  ])('%s → %s', (nav, scope) => {
    expect(scopeOf(nav)).toBe(scope)
  })
})

describe('the scopes the switcher offers', () => {
  it.each([
    // fleet viewer → choices
    [true, ['silo default-silo /projects', 'system System /system/silos']],
    [false, ['silo default-silo /projects']],
  ])('fleet viewer %s', (fleetViewer, expected) => {
    const choices = scopeChoices({ siloName: 'default-silo', fleetViewer })
    expect(choices.map((choice) => `${choice.id} ${choice.label} ${choice.href}`)).toEqual(expected)
  })
})

describe('the side navigation’s header', () => {
  it.each<[NavScope | undefined, string | undefined, string]>([
    ['project', 'default-silo', 'Project mock-project'],
    ['system', 'default-silo', 'System'],
    ['settings', 'default-silo', 'Settings'],
    ['silo', 'default-silo', 'Silo default-silo'],
    [undefined, 'default-silo', 'Silo default-silo'],
    // before /v1/me answers
    ['silo', undefined, 'Silo'],
  ])('%s (silo %s) → %s', (nav, siloName, heading) => {
    expect(navHeading(nav, { project: 'mock-project' }, siloName)).toBe(heading)
  })
})
