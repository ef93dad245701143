// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  attachmentOf,
  type FloatingIpAction,
  floatingIpAttachments,
  floatingIpRules,
} from './floating-ip-rules'

// every action in every attachment: allowed (✓) or not
const table: Record<FloatingIpAction, Record<(typeof floatingIpAttachments)[number], boolean>> = {
  attach: { attached: false, detached: true },
  detach: { attached: true, detached: false },
  delete: { attached: false, detached: true },
}

describe('floating IP action rules', () => {
  const cells = Object.entries(table).flatMap(([action, row]) =>
    floatingIpAttachments.map(
      (attachment) => [action as FloatingIpAction, attachment, row[attachment]] as const,
    ),
  )

  it('covers every action of the rules', () => {
    expect(Object.keys(table)).toEqual([...floatingIpRules.actions])
  })

  it.each(cells)('%s when %s: allowed %s', (action, attachment, allowed) => {
    expect(floatingIpRules.can(action, attachment)).toBe(allowed)
    const reason = floatingIpRules.reason(action, attachment)
    if (allowed) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/\w/)
  })

  it('says why an attached floating IP cannot be deleted', () => {
    expect(floatingIpRules.reason('delete', 'attached')).toBe(
      'A floating IP must be detached from its instance before it can be deleted',
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
