// @vitest-environment node
/**
 * The build's record of every route's first requests (record.ts) against the route table: each
 * route whose first load asks for something has it recorded, as templates that follow its params.
 */
import { type FirstRequestRoute, firstLoadAt } from '~/boot/first-requests'
// through the build, as the production build records it (stand-ins for the lazily imported pages)
import { recordFirstRequests } from '../../build.mjs'
import { flatRoutes } from '../route-table'

const table: FirstRequestRoute[] = await recordFirstRequests()

/** The production build's routes: this test's table has the preview's identity provider too. */
const productionRoutes = flatRoutes.filter(
  (route) => !route.pattern.endsWith('/saml/:provider/redirect'),
)

it('records every route of the table, in its order', () => {
  expect(table.map((route) => route.pattern)).toEqual(
    productionRoutes.map((route) => route.pattern),
  )
})

it('names, for every route with a page, the modules it renders', () => {
  const withPage = productionRoutes.filter((route) => route.page !== undefined)
  const named = (pattern: string) => table.find((route) => route.pattern === pattern)?.modules ?? []
  expect(withPage.filter((route) => named(route.pattern).length === 0)).toEqual([])
  expect(named('/projects/:project/instances')).toEqual(['src/pages/instances/InstancesPage.tsx'])
})

it('records first requests for every route of the main layout (its user at least)', () => {
  const missing = productionRoutes
    .filter((route) => route.layout === 'main')
    .filter(
      (route) =>
        table.find((recorded) => recorded.pattern === route.pattern)?.requests.length === 0,
    )
    .map((route) => route.pattern)
  expect(missing).toEqual([])
})

it.each([
  ['/projects', ['/v1/me', '/v1/projects?limit=50']],
  // the project's frame asks for the project, the list for its instances
  [
    '/projects/web-prod/instances',
    ['/v1/me', '/v1/projects/web-prod', '/v1/instances?limit=50&project=web-prod'],
  ],
  // through the redirect to the instances
  [
    '/projects/web-prod',
    ['/v1/me', '/v1/projects/web-prod', '/v1/instances?limit=50&project=web-prod'],
  ],
  [
    '/system/silos/default-silo/idps',
    [
      '/v1/me',
      '/v1/system/silos/default-silo',
      '/v1/system/identity-providers?limit=50&silo=default-silo',
    ],
  ],
])('at %s, the requests the page makes with those params', (location, expected) => {
  expect(firstLoadAt(table, location).requests).toEqual(expected)
})
