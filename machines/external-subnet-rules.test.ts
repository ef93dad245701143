// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { InstanceState } from '~/store/api'
import {
  attachmentOf,
  type ExternalSubnetAction,
  externalSubnetAttachments,
  externalSubnetRules,
  instanceSubnetRules,
} from './external-subnet-rules'
import { instanceRunStates } from './instance-rules'

// every action in every attachment: allowed or not
const table: Record<
  ExternalSubnetAction,
  Record<(typeof externalSubnetAttachments)[number], boolean>
> = {
  attach: { attached: false, detached: true },
  detach: { attached: true, detached: false },
  delete: { attached: false, detached: true },
}

// the instance run states in which a subnet moves, for attach and detach alike
const movable: readonly InstanceState[] = ['running', 'stopped']

describe('external subnet action rules', () => {
  const cells = Object.entries(table).flatMap(([action, row]) =>
    externalSubnetAttachments.map(
      (attachment) => [action as ExternalSubnetAction, attachment, row[attachment]] as const,
    ),
  )

  it('covers every action of the rules', () => {
    expect(Object.keys(table)).toEqual([...externalSubnetRules.actions])
  })

  it.each(cells)('%s when %s: allowed %s', (action, attachment, allowed) => {
    expect(externalSubnetRules.can(action, attachment)).toBe(allowed)
    const reason = externalSubnetRules.reason(action, attachment)
    if (allowed) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/\w/)
  })

  it('says why an attached subnet cannot be deleted', () => {
    expect(externalSubnetRules.reason('delete', 'attached')).toBe(
      'An external subnet must be detached from its instance before it can be deleted',
    )
  })

  it.each([
    [{ instanceId: 'c0ffee00-0000-4000-8000-000000000001' }, 'attached'],
    [{ instanceId: null }, 'detached'],
    [{ instanceId: undefined }, 'detached'],
  ] as const)('reads %o as %s', (record, attachment) => {
    expect(attachmentOf(record)).toBe(attachment)
  })
})

describe('the instance run states an external subnet moves in', () => {
  const cells = instanceRunStates.flatMap((state) =>
    (['attach', 'detach'] as const).map((action) => [action, state] as const),
  )

  it.each(cells)('%s while %s', (action, state) => {
    const allowed = movable.includes(state)
    expect(instanceSubnetRules.can(action, state)).toBe(allowed)
    expect(instanceSubnetRules.reason(action, state)).toBe(
      allowed
        ? undefined
        : `Only running or stopped instances can have external subnets ${action}ed`,
    )
  })
})
