// @vitest-environment node
/** SPEC §8 (Error catalogue), one row per rule, read through the transport as the app reads it. */
import { PLACEMENT_EXPLANATION } from '~/lib/capacity-refusal'
import { processServerError } from './errors'
import { readResponse } from './transport'

type Failure = Exclude<Awaited<ReturnType<typeof readResponse>>, { type: 'success' }>

/** A wire response (snake_case JSON or raw text) as `apiBaseQuery` hands it to processServerError. */
async function failure(status: number, body: unknown, headers?: HeadersInit): Promise<Failure> {
  const text = typeof body === 'string' || body === null ? body : JSON.stringify(body)
  const result = await readResponse(new Response(text, { status, headers }))
  if (result.type === 'success') throw new Error(`status ${status} is not a failure`)
  return result
}

const exists = (message?: string) => ({ error_code: 'ObjectAlreadyExists', message })

describe('messages (SPEC §8)', () => {
  it.each<[string, string, number, unknown, string]>([
    [
      'Forbidden → fixed text',
      'projectList',
      403,
      { error_code: 'Forbidden', message: 'Forbidden' },
      'Action not authorized',
    ],
    [
      'Forbidden whatever the server says',
      'siloCreate',
      403,
      { error_code: 'Forbidden', message: 'actor lacks privilege' },
      'Action not authorized',
    ],
    [
      'ObjectNotFound → the server message, capitalised',
      'projectView',
      404,
      { error_code: 'ObjectNotFound', message: 'not found: project with name "nope"' },
      'Not found: project with name "nope"',
    ],
    [
      'ObjectAlreadyExists → the resource from the message',
      'projectCreate',
      400,
      exists('already exists: project "mock-project"'),
      'Project name already exists',
    ],
    [
      'ObjectAlreadyExists → the message wins over the operation',
      'instanceCreate',
      400,
      exists('already exists: disk "boot"'),
      'Disk name already exists',
    ],
    [
      'ObjectAlreadyExists → a kebab-case resource (as the server writes it)',
      'vpcSubnetCreate',
      400,
      exists('already exists: vpc-subnet "default"'),
      'VPC subnet name already exists',
    ],
    [
      'ObjectAlreadyExists → a multi-word resource',
      'vpcSubnetCreate',
      400,
      exists('already exists: vpc subnet "default"'),
      'VPC subnet name already exists',
    ],
    [
      'ObjectAlreadyExists → initialisms upper-cased',
      'floatingIpCreate',
      400,
      exists('already exists: floating-ip "fip"'),
      'Floating IP name already exists',
    ],
    [
      'ObjectAlreadyExists → no resource in the message: from the operation',
      'projectCreate',
      400,
      exists('name is taken'),
      'Project name already exists',
    ],
    [
      'ObjectAlreadyExists → no message: from the operation',
      'projectCreate',
      400,
      exists(),
      'Project name already exists',
    ],
    [
      'ObjectAlreadyExists → a multi-word operation',
      'vpcSubnetCreate',
      400,
      exists(),
      'VPC subnet name already exists',
    ],
    [
      'ObjectAlreadyExists → an operation with a scope prefix',
      'currentUserSshKeyCreate',
      400,
      exists(),
      'SSH key name already exists',
    ],
    [
      'ObjectAlreadyExists → a system operation',
      'systemIpPoolCreate',
      400,
      exists(),
      'IP pool name already exists',
    ],
    [
      'ObjectAlreadyExists → a snake_case operation id',
      'instance_create',
      400,
      exists(),
      'Instance name already exists',
    ],
    [
      'InsufficientCapacity, no sled fits → the server message and what it means',
      'instanceStart',
      507,
      {
        error_code: 'InsufficientCapacity',
        message: 'Insufficient Capacity: No sleds can fit the requested instance',
      },
      `Insufficient Capacity: No sleds can fit the requested instance. ${PLACEMENT_EXPLANATION}`,
    ],
    [
      'InsufficientCapacity, the silo’s quota → the server message, which says what to do',
      'instanceStart',
      507,
      {
        error_code: 'InsufficientCapacity',
        message:
          'Insufficient Capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
      },
      'Insufficient Capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
    ],
    [
      'JSON parse error → the detail, capitalised',
      'projectCreate',
      400,
      { message: 'unable to parse JSON body: missing field `name` at line 1 column 2' },
      'Missing field `name`',
    ],
    [
      'JSON parse error without a position',
      'projectCreate',
      400,
      { error_code: 'InvalidRequest', message: 'unable to parse JSON body: EOF while parsing' },
      'EOF while parsing',
    ],
    [
      'other → the server message, capitalised',
      'projectList',
      500,
      { error_code: 'Internal', message: 'internal error' },
      'Internal error',
    ],
    [
      'other with no error code',
      'instanceStart',
      400,
      { message: 'instance must be stopped' },
      'Instance must be stopped',
    ],
    [
      'other already capitalised',
      'projectList',
      503,
      { error_code: 'ServiceUnavailable', message: 'Service Unavailable' },
      'Service Unavailable',
    ],
    [
      'no message → unknown',
      'projectList',
      500,
      { error_code: 'Internal', request_id: 'r' },
      'Unknown server error',
    ],
    ['an empty message → unknown', 'projectList', 500, { message: '' }, 'Unknown server error'],
    [
      'a message that is not text → unknown',
      'projectList',
      500,
      { message: 3 },
      'Unknown server error',
    ],
    ['an empty body → unknown', 'projectList', 500, '', 'Unknown server error'],
    [
      'a JSON body that is not an object → unknown',
      'projectList',
      500,
      [1],
      'Unknown server error',
    ],
    [
      'unreadable (HTML) → fixed text',
      'projectList',
      502,
      '<html>502</html>',
      'Error reading API response',
    ],
    [
      'unreadable (truncated JSON)',
      'projectList',
      500,
      '{"message":',
      'Error reading API response',
    ],
  ])('%s', async (_, operation, status, body, message) => {
    expect(processServerError(operation, await failure(status, body)).message).toBe(message)
  })

  it('a failed fetch (no response at all) is unreadable', () => {
    const error = processServerError('projectList', {
      type: 'client_error',
      statusCode: 0,
      headers: new Headers(),
      error: new TypeError('Failed to fetch'),
      text: '',
    })
    expect(error).toEqual({
      message: 'Error reading API response',
      errorCode: undefined,
      statusCode: 0,
      requestId: undefined,
    })
  })
})

describe('every error carries errorCode, statusCode and requestId (SPEC §8)', () => {
  it.each<[string, number, unknown, Record<string, string>, Record<string, unknown>]>([
    [
      'a JSON error',
      403,
      { error_code: 'Forbidden', message: 'x', request_id: 'req-1' },
      {},
      { errorCode: 'Forbidden', statusCode: 403, requestId: 'req-1' },
    ],
    [
      'the body request id over the header',
      404,
      { error_code: 'ObjectNotFound', message: 'x', request_id: 'req-body' },
      { 'x-request-id': 'req-header' },
      { errorCode: 'ObjectNotFound', statusCode: 404, requestId: 'req-body' },
    ],
    [
      'the header request id when the body has none',
      500,
      { error_code: 'Internal', message: 'x' },
      { 'x-request-id': 'req-header' },
      { errorCode: 'Internal', statusCode: 500, requestId: 'req-header' },
    ],
    [
      'no error code',
      400,
      { message: 'x', request_id: 'req-2' },
      {},
      { errorCode: undefined, statusCode: 400, requestId: 'req-2' },
    ],
    ['an empty body', 500, '', {}, { errorCode: undefined, statusCode: 500, requestId: undefined }],
    [
      'an unreadable body, traced by the header',
      502,
      'Bad Gateway',
      { 'x-request-id': 'req-3' },
      { errorCode: undefined, statusCode: 502, requestId: 'req-3' },
    ],
  ])('%s', async (_, status, body, headers, expected) => {
    const error = processServerError('projectView', await failure(status, body, headers))
    expect(error).toMatchObject(expected)
    for (const key of ['message', 'errorCode', 'statusCode', 'requestId']) {
      expect(error).toHaveProperty(key)
    }
  })
})
