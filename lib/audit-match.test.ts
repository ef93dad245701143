import {
  type AuditEntryFacts,
  type ResourceRef,
  resourceEntries,
  touchesResource,
} from './audit-match'

const web: ResourceRef = {
  collection: 'instances',
  id: '1c94cc70-74ab-4689-b872-50bfae332107',
  createOperation: 'instance_create',
  name: 'web-01',
  project: 'mock-project',
  projectId: '7b1c0d6e-2f3a-4c5b-9d8e-1f2a3b4c5d6e',
  timeCreated: '2026-03-01T10:00:00.000Z',
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

const disk: ResourceRef = {
  collection: 'disks',
  createOperation: 'disk_create',
  id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'data-01',
  project: 'mock-project',
  projectId: '7b1c0d6e-2f3a-4c5b-9d8e-1f2a3b4c5d6e',
  timeCreated: '2026-03-01T10:00:00.000Z',
}

const logEntry = (overrides: Partial<AuditEntryFacts>): AuditEntryFacts => ({
  operationId: 'disk_create',
  requestUri: '/v1/disks?project=mock-project',
  timeCompleted: '2026-03-01T10:00:00.300Z',
  result: { kind: 'success' },
  ...overrides,
})

describe('a resource’s create, which names only its project', () => {
  it.each<[string, AuditEntryFacts[], boolean]>([
    // why, the log's entries (the first is the one asked about), whether it is the disk's create
    ['its kind’s create in its project, right as it was created', [logEntry({})], true],
    [
      'the project named by id',
      [logEntry({ requestUri: `/v1/disks?project=${disk.projectId}` })],
      true,
    ],
    [
      'completed 2 s after it was created: the edge',
      [logEntry({ timeCompleted: '2026-03-01T10:00:02.000Z' })],
      true,
    ],
    [
      'completed 2 s before (clocks): the edge',
      [logEntry({ timeCompleted: '2026-03-01T09:59:58.000Z' })],
      true,
    ],
    [
      'completed just over 2 s after',
      [logEntry({ timeCompleted: '2026-03-01T10:00:02.001Z' })],
      false,
    ],
    ['another kind’s create', [logEntry({ operationId: 'instance_create' })], false],
    ['in another project', [logEntry({ requestUri: '/v1/disks?project=other' })], false],
    ['with no project', [logEntry({ requestUri: '/v1/disks' })], false],
    ['a refused create made nothing', [logEntry({ result: { kind: 'error' } })], false],
    [
      'two creates fit: ambiguous, neither is matched',
      [logEntry({}), logEntry({ timeCompleted: '2026-03-01T10:00:01.000Z' })],
      false,
    ],
    [
      'a refused create beside it leaves it alone',
      [logEntry({}), logEntry({ result: { kind: 'error' } })],
      true,
    ],
    [
      'a create in another project beside it leaves it alone',
      [logEntry({}), logEntry({ requestUri: '/v1/disks?project=other' })],
      true,
    ],
    ['not a URI', [logEntry({ requestUri: 'http://[' })], false],
  ])('%s', (_, entries, matched) => {
    expect(resourceEntries(entries, disk).includes(entries[0])).toBe(matched)
  })

  it('keeps the log’s order, the create among the entries that name it', () => {
    const resize = logEntry({
      operationId: 'disk_update',
      requestUri: '/v1/disks/data-01?project=mock-project',
    })
    const other = logEntry({ operationId: 'project_update', requestUri: '/v1/projects/x' })
    const create = logEntry({})
    expect(resourceEntries([resize, other, create], disk)).toEqual([resize, create])
  })
})
