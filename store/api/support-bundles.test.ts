// @vitest-environment node
import { indexFiles } from './support-bundles'

describe('a support bundle’s index: one file a line', () => {
  it.each<[string, string, string[]]>([
    [
      'files',
      'bundle_id.txt\nrack/a/sled/b/sled-agent.log\n',
      ['bundle_id.txt', 'rack/a/sled/b/sled-agent.log'],
    ],
    ['no trailing newline', 'a.txt\nb.txt', ['a.txt', 'b.txt']],
    ['directory entries left out', 'rack/\nrack/a.log\n', ['rack/a.log']],
    ['blank lines and CRLF', 'a.txt\r\n\r\nb.txt\r\n', ['a.txt', 'b.txt']],
    ['nothing', '', []],
  ])('%s', (_, index, files) => expect(indexFiles(index)).toEqual(files))
})
