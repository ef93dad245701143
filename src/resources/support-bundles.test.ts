// @vitest-environment node
import { object } from 'yup'
import { commentBody, commentSchema, fileName } from './support-bundles'

// the comment takes any text (no limit in the contract or SPEC): trimmed, spaces alone are none
describe('a support bundle’s comment', () => {
  it.each<[string, string, string | null]>([
    ['text', 'sled 7 slow', 'sled 7 slow'],
    ['surrounding spaces', '  sled 7  ', 'sled 7'],
    ['spaces alone', '   ', null],
    ['empty', '', null],
    ['markup, as text', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['10,000 characters', 'x'.repeat(10_000), 'x'.repeat(10_000)],
  ])('%s is valid and sent as %#', async (_, typed, sent) => {
    await expect(
      object({ comment: commentSchema }).validate({ comment: typed }),
    ).resolves.toBeTruthy()
    expect(commentBody(typed)).toEqual({ userComment: sent })
  })
})

it.each([
  ['bundle_id.txt', 'bundle_id.txt'],
  ['rack/r1/sled/BRM1/sled-agent.log', 'sled-agent.log'],
])('%s downloads as %s', (path, name) => expect(fileName(path)).toBe(name))
