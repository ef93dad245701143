// @vitest-environment node
import type { Sled } from '~/store/api'
import { policyLabel, provisionLabel, sledPolicyLabel } from './inventory-ui'

describe('the words an operator reads for a sled’s policies', () => {
  test.each<[Sled['policy'], string, string, string]>([
    [
      { kind: 'in_service', provisionPolicy: 'provisionable' },
      'In service',
      'Provisionable',
      'In service',
    ],
    [
      { kind: 'in_service', provisionPolicy: 'non_provisionable' },
      'In service',
      'Not provisionable',
      'Not provisionable',
    ],
    // the contract: an expunged sled is always non-provisionable
    [{ kind: 'expunged' }, 'Expunged', 'Not provisionable', 'Expunged'],
  ])('%o reads %s, %s; in a table, %s', (policy, readsAs, provision, inTable) => {
    expect(policyLabel(policy)).toBe(readsAs)
    expect(provisionLabel({ policy })).toBe(provision)
    expect(sledPolicyLabel({ policy })).toBe(inTable)
  })
})
