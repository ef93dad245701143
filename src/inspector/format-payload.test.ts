// @vitest-environment node
import { formatPayload } from './format-payload'

const circular: Record<string, unknown> = { type: 'loop' }
circular.self = circular

describe('formatPayload', () => {
  it.each([
    [{ type: 'instance.stop' }, { type: 'instance.stop' }],
    [
      { type: 'confirm.open', options: { action: function deleteDisk() {} } },
      { type: 'confirm.open', options: { action: 'ƒ deleteDisk' } },
    ],
    [
      { type: 'x', run: () => 1 },
      { type: 'x', run: 'ƒ run' },
    ],
    [
      { type: 'xstate.error.actor.stop', error: new Error('Instance is busy') },
      { type: 'xstate.error.actor.stop', error: 'Error: Instance is busy' },
    ],
    [
      { type: 'upload.start', file: new Blob(['abcd']) },
      { type: 'upload.start', file: 'Blob (4 bytes)' },
    ],
    [circular, { type: 'loop', self: '[circular]' }],
  ])('%o', (event, shown) => {
    expect(JSON.parse(formatPayload(event))).toEqual(shown)
  })
})
