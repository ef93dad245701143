import { type ResourceRef, touchesResource } from './audit-match'

const web: ResourceRef = {
  collection: 'instances',
  id: '1c94cc70-74ab-4689-b872-50bfae332107',
  name: 'web-01',
  project: 'mock-project',
}

describe('an audit log entry touching one resource', () => {
  it.each([
    ['by name in its project', '/v1/instances/web-01/start?project=mock-project', true],
    ['by name, the project first', '/v1/instances/web-01?project=mock-project&x=1', true],
    ['by id, whatever the query', `/v1/instances/${web.id}/stop`, true],
    ['a whole URI (HTTP/2)', 'https://rack.example/v1/instances/web-01?project=mock-project', true],
    ['by name in another project', '/v1/instances/web-01/start?project=other', false],
    ['by name with no project', '/v1/instances/web-01/start', false],
    ['another instance', '/v1/instances/web-02/start?project=mock-project', false],
    ['a name that only starts alike', '/v1/instances/web-01a?project=mock-project', false],
    ['another kind with the same name', '/v1/disks/web-01?project=mock-project', false],
    ['the collection alone (a create)', '/v1/instances?project=mock-project', false],
    ['an encoded name', '/v1/instances/web%2D01?project=mock-project', true],
    ['not a URI', 'http://[', false],
  ])('%s', (_, uri, expected) => {
    expect(touchesResource(uri, web)).toBe(expected)
  })
})
