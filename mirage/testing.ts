/** Test helpers: a mock server per test (delay 0, no logging) and a small fetch wrapper. */
import { VPC_SEED } from './seeds/vpc-seeds'
import { type MockServerOptions, type RunningMock, startMockServer } from './server'

let running: RunningMock | undefined

/** Starts a fresh server (fresh seeds); the previous one is shut down first. */
export function startTestServer(options: MockServerOptions = {}): RunningMock {
  running?.server.shutdown()
  running = startMockServer({ delay: 0, environment: 'test', ...options })
  return running
}

export function stopTestServer() {
  running?.server.shutdown()
  running = undefined
}

/**
 * An instance create's body as the handler tests send it: a stopped instance of 1 vCPU and 1 GiB
 * named `name` (its hostname too), with `fields` added.
 */
export const instanceCreateBody = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  description: '',
  hostname: name,
  ncpus: 1,
  memory: 1024 ** 3,
  start: false,
  ...fields,
})

/**
 * A firewall rule as a rules update (VpcFirewallRuleUpdate) sends it: inbound TCP web traffic
 * allowed to the seeded VPC, with `fields` over it.
 */
export const firewallRuleUpdate = (fields: Record<string, unknown> = {}) => ({
  name: 'allow-web',
  description: 'web traffic',
  status: 'enabled',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  targets: [{ type: 'vpc', value: VPC_SEED.vpc }],
  filters: { hosts: null, protocols: [{ type: 'tcp' }], ports: ['80', '443'] },
  ...fields,
})

export interface ApiReply {
  status: number
  text: string
  /** Parsed JSON, or undefined for an empty body or one that is not JSON (a zip). */
  body: unknown
}

/** Sends `body` as JSON, or as it is (application/octet-stream) when it is bytes (a zip). */
export async function call(method: string, url: string, body?: unknown): Promise<ApiReply> {
  const bytes = body instanceof Uint8Array
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': bytes ? 'application/octet-stream' : 'application/json' },
    body: bytes
      ? new Blob([new Uint8Array(body)])
      : body === undefined
        ? undefined
        : JSON.stringify(body),
  })
  const text = await response.text()
  const json = text !== '' && (response.headers.get('content-type') ?? '').includes('json')
  return { status: response.status, text, body: json ? JSON.parse(text) : undefined }
}

/** A GET answered with bytes (a support bundle's zip), as they came. */
export async function callBytes(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

/** A form-encoded POST, as OAuth 2.0 clients (the CLI's device flow) send one. */
export async function callForm(url: string, form: Record<string, string>): Promise<ApiReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
  const text = await response.text()
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined }
}
