// @vitest-environment node
/**
 * The mock serves every operation the console uses (DESIGN.md "Contract → types → store → mock"):
 * the operations are read from the generated hooks `src/` imports from `~/store/api/<area>`, not kept
 * by hand, so a page that starts using a new endpoint fails here until the mock answers it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { api as generatedApi } from '~/store/api'
import { contractRoutes } from '../contract/__generated__/contract-routes'
import type { OperationId } from '../operation'
import { handlers, notMocked } from '.'

// each area's endpoints are injected when its module is imported: all of them, for this test
const GENERATED = path.resolve(import.meta.dirname, '../../store/api/__generated__')
await Promise.all(
  readdirSync(GENERATED)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => import(path.join(GENERATED, file))),
)

const SRC = path.resolve(import.meta.dirname, '../../src')

/** Operations the console calls without a generated hook, and where. */
const CALLED_WITHOUT_HOOK: Partial<Record<OperationId, string>> = {
  login_saml: 'src/pages/login/LoginSamlPage.tsx posts the identity provider form itself',
  device_auth_request: 'store/api/console-auth.ts posts the form itself (postForm)',
  device_access_token: 'store/api/console-auth.ts posts the form itself (postForm)',
  support_bundle_download: 'store/api/support-bundles.ts fetches the zip itself (fetchRaw)',
  support_bundle_download_file: 'store/api/support-bundles.ts fetches the file itself (fetchRaw)',
  system_update_repository_upload: 'store/api/system-update.ts sends the zip itself (putBytes)',
}

/**
 * Hand-written endpoints that gather several operations' answers in one query (a `queryFn`,
 * docs/architecture.md "From the contract to a page"), and the operations they call.
 */
const GATHERING: Record<string, OperationId[]> = {
  failedInstanceList: ['sled_instance_list', 'instance_list', 'instance_view'],
  sledAllocated: ['sled_instance_list'],
  switchPortLinks: ['networking_switch_port_status'],
  antiAffinityMembers: ['anti_affinity_group_member_list'],
  resourceActivity: ['audit_log_list'],
  vpcRouting: [
    'vpc_router_list',
    'vpc_router_route_list',
    'internet_gateway_list',
    'internet_gateway_ip_pool_list',
    'internet_gateway_ip_address_list',
  ],
  groupMembers: ['group_list', 'user_list'],
  projectPolicies: ['project_list', 'project_policy_view'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** `useLazyDiskViewQuery` → `diskView`, `useTimeseriesQueryMutation` → `timeseriesQuery`. */
const endpointOf = (hook: string) =>
  hook
    .replace(/^use(Lazy)?/, '')
    .replace(/(Query|Mutation)$/, '')
    .replace(/^./, (c) => c.toLowerCase())

/** Every generated hook imported from the store's API surface, with a file that imports it. */
function importedHooks() {
  const hooks = new Map<string, string>()
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8')
    for (const [, names] of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'~\/store\/api(?:\/[\w-]+)?'/g,
    )) {
      for (const name of names.split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (/^use\w+(Query|Mutation)$/.test(imported)) hooks.set(imported, path.relative(SRC, file))
      }
    }
  }
  return hooks
}

// the codegen names each endpoint after its operation id, in camelCase
const camel = (operationId: string) =>
  operationId.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase())
const operationOfEndpoint = new Map(
  contractRoutes.map(([operationId]) => [camel(operationId), operationId] as const),
)

const hooks = importedHooks()
const consoleOperations = new Map<OperationId, string>()
for (const [hook, file] of hooks) {
  const operationId = operationOfEndpoint.get(endpointOf(hook))
  if (operationId) consoleOperations.set(operationId, `${hook} in ${file}`)
  for (const gathered of GATHERING[endpointOf(hook)] ?? []) {
    consoleOperations.set(gathered, `${hook} in ${file}`)
  }
}
for (const [operationId, where] of Object.entries(CALLED_WITHOUT_HOOK)) {
  consoleOperations.set(operationId as OperationId, where)
}

describe('the operations the console uses', () => {
  test('are read from the hooks src/ imports', () => {
    expect(hooks.size).toBeGreaterThan(20)
    // each hook names a generated endpoint, and each endpoint is a contract operation
    for (const [hook, file] of hooks) {
      const endpoint = endpointOf(hook)
      if (endpoint in GATHERING) {
        // its operations are the contract's
        const operations = new Set(operationOfEndpoint.values())
        for (const gathered of GATHERING[endpoint]) expect(operations).toContain(gathered)
        continue
      }
      expect(generatedApi.endpoints, `${hook} (${file})`).toHaveProperty(endpoint)
      expect(operationOfEndpoint.get(endpoint), `${hook} (${file})`).toBeDefined()
    }
  })

  test('the endpoint names map one to one onto operation ids', () => {
    expect(operationOfEndpoint.size).toBe(contractRoutes.length)
    for (const endpoint of operationOfEndpoint.keys()) {
      expect(generatedApi.endpoints).toHaveProperty(endpoint)
    }
  })

  test.each([...consoleOperations])(
    '%s has a handler or is explicitly not mocked (%s)',
    (operationId) => {
      expect(operationId in handlers || notMocked.includes(operationId)).toBe(true)
    },
  )

  test('an operation is either handled or not mocked, never both', () => {
    for (const operationId of notMocked) expect(handlers).not.toHaveProperty(operationId)
  })
})
