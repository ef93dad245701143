// @vitest-environment node
import { makeStore } from '..'
import { withAntiAffinityMembers } from './affinity'
import { page, stubFetch } from './stub-fetch-testing'

const members = withAntiAffinityMembers.endpoints.antiAffinityMembers
const member = (id: string) => ({
  type: 'instance',
  value: { id, name: `name-${id}`, run_state: 'running' },
})

beforeEach(() => {
  // every failed call is logged (SPEC §8); one here fails on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the members of anti-affinity groups', () => {
  const replies = {
    '/v1/anti-affinity-groups/spread/members': page([member('a')], 'more'),
    '/v1/anti-affinity-groups/spread/members?page_token=more': page([member('b')]),
    '/v1/anti-affinity-groups/quiet/members': page([]),
  }

  it("reads every page of each group's members, in the project, by group", async () => {
    const asked = stubFetch(replies)
    const result = await makeStore().dispatch(
      members.initiate({ project: 'p1', groups: ['spread', 'quiet'] }),
    )
    expect(result.data).toEqual({ spread: ['a', 'b'], quiet: [] })
    expect(asked.map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        '/v1/anti-affinity-groups/spread/members?limit=1000&project=p1',
        '/v1/anti-affinity-groups/spread/members?limit=1000&page_token=more&project=p1',
      ]),
    )
  })

  it("fails with the server's error when a group's members cannot be read", async () => {
    stubFetch({
      ...replies,
      '/v1/anti-affinity-groups/quiet/members': {
        status: 404,
        body: { error_code: 'ObjectNotFound', message: 'not found: anti-affinity-group' },
      },
    })
    const result = await makeStore().dispatch(
      members.initiate({ project: 'p1', groups: ['spread', 'quiet'] }),
    )
    expect(result.error).toMatchObject({ statusCode: 404 })
  })
})
