import { describe, expect, it } from 'vitest'
import {
  acknowledge,
  changedFields,
  conflictMessage,
  planUpdate,
  type UpdatePlan,
} from './changed-fields'

interface Values {
  name: string
  description: string
  target: { type: string; value: string }
}

const opened: Values = {
  name: 'web',
  description: 'old',
  target: { type: 'ip', value: '10.0.0.1' },
}

describe('planUpdate', () => {
  const rows: [string, Partial<Values>, Partial<Values>, UpdatePlan<Values>][] = [
    // [row, the user's edits, the server's moves since the form opened, the plan]
    ['nothing changed', {}, {}, { kind: 'unchanged', values: opened }],
    [
      'untouched and moved: the server’s',
      { name: 'api' },
      { description: 'theirs' },
      {
        kind: 'send',
        changes: { name: 'api' },
        values: { ...opened, name: 'api', description: 'theirs' },
      },
    ],
    [
      'touched and unmoved: the user’s',
      { description: 'mine' },
      {},
      {
        kind: 'send',
        changes: { description: 'mine' },
        values: { ...opened, description: 'mine' },
      },
    ],
    [
      'touched and moved elsewhere: a conflict',
      { name: 'api', description: 'mine' },
      { description: 'theirs' },
      { kind: 'conflict', conflicts: [{ field: 'description', theirs: 'theirs' }] },
    ],
    [
      'touched and moved to the same: nothing to send',
      { description: 'same' },
      { description: 'same' },
      { kind: 'unchanged', values: { ...opened, description: 'same' } },
    ],
    [
      'an object compared by content, not identity or key order',
      { target: { value: '10.0.0.1', type: 'ip' } },
      { name: 'theirs' },
      { kind: 'unchanged', values: { ...opened, name: 'theirs' } },
    ],
    [
      'an object touched while the server moved it: a conflict with theirs',
      { target: { type: 'ip', value: '10.0.0.2' } },
      { target: { type: 'drop', value: '' } },
      { kind: 'conflict', conflicts: [{ field: 'target', theirs: { type: 'drop', value: '' } }] },
    ],
  ]
  it.each(rows)('%s', (_row, edits, moves, plan) => {
    expect(planUpdate(opened, { ...opened, ...edits }, { ...opened, ...moves })).toEqual(plan)
  })

  it('a second save after the conflict is acknowledged writes the user’s value', () => {
    const edited = { ...opened, description: 'mine' }
    const latest = { ...opened, name: 'renamed', description: 'theirs' }
    const first = planUpdate(opened, edited, latest)
    if (first.kind !== 'conflict') throw new Error('expected a conflict')
    const basis = acknowledge(opened, first.conflicts)
    expect(planUpdate(basis, edited, latest)).toEqual({
      kind: 'send',
      changes: { description: 'mine' },
      // the name the user never touched stays the server's
      values: { ...latest, description: 'mine' },
    })
    // a third party's further change is caught again
    expect(planUpdate(basis, edited, { ...latest, description: 'again' }).kind).toBe('conflict')
  })
})

describe('changedFields', () => {
  it('lists only the fields whose value differs from the opened one', () => {
    expect(changedFields(opened, { ...opened, description: 'x' })).toEqual(['description'])
    expect(changedFields(opened, { ...opened })).toEqual([])
  })
})

describe('conflictMessage', () => {
  const labels = { name: 'Name', description: 'Description' }
  it.each([
    [
      'one field',
      [{ field: 'description' as const, theirs: 'db' }],
      true,
      'Description was changed by someone else since you opened this form: it is now "db". Save again to replace it with yours, or Cancel.',
    ],
    [
      'two fields, emptied, no Cancel',
      [
        { field: 'name' as const, theirs: 'api' },
        { field: 'description' as const, theirs: '' },
      ],
      false,
      'Name was changed by someone else since you opened this form: it is now "api". Description was changed by someone else since you opened this form: it is now empty. Save again to replace them with yours.',
    ],
  ])('%s', (_row, conflicts, canCancel, message) => {
    expect(conflictMessage(conflicts, labels, { canCancel })).toBe(message)
  })

  it('shows a value the form’s way', () => {
    const show = (_field: string, value: unknown) => `${value} GiB`
    expect(conflictMessage([{ field: 'memory', theirs: 8 }], { memory: 'Memory' }, { show })).toBe(
      'Memory was changed by someone else since you opened this form: it is now "8 GiB". Save again to replace it with yours, or Cancel.',
    )
  })
})
