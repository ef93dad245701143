/** System → Silos: the fleet's silos and each silo's tabs (SPEC §2). */
import { wholeListArgs } from '~/lib/whole-list'
import { silos } from '~/store/entities/system'
import { routeQuery, storedOrQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { framedTabs, listLoad, page, paramCrumb } from './declare'

const systemSilosArea = () => import('~/store/api/system-silos')

const SilosPage = page(
  () => import('../pages/system/silos/SilosPage'),
  listLoad(systemSilosArea, 'siloList'),
)
const SiloCreateForm = page(() => import('../forms/silo-create'))
const SiloLayout = page(
  async () => ({ default: (await import('../pages/system/silos/SiloLayout')).SiloLayout }),
  {
    areas: systemSilosArea,
    queries: ({ silo }) => [storedOrQuery('siloView', { silo }, silos, silo)],
  },
)
const SiloIdpsTab = page(
  () => import('../pages/system/silos/SiloIdpsTab'),
  listLoad(systemSilosArea, 'siloIdentityProviderList', ({ silo }) => ({ silo })),
)
const SamlIdpCreateForm = page(() => import('../forms/saml-idp-create'))
const SamlIdpDetailsPanel = page(() => import('../pages/system/silos/SamlIdpDetailsPanel'))
const SiloIpPoolsTab = page(
  () => import('../pages/system/silos/SiloIpPoolsTab'),
  listLoad(systemSilosArea, 'siloIpPoolList', ({ silo }) => ({ silo })),
)
const SiloSubnetPoolsTab = page(
  () => import('../pages/system/silos/SiloSubnetPoolsTab'),
  listLoad(
    () => Promise.all([systemSilosArea(), import('~/store/api/system-subnet-pools')]),
    'siloSubnetPoolList',
    ({ silo }) => ({ silo }),
  ),
)
const SiloQuotasTab = page(() => import('../pages/system/silos/SiloQuotasTab'))
const SiloQuotasEditForm = page(() => import('../forms/silo-quotas-edit'))
const SiloFleetRolesTab = page(() => import('../pages/system/silos/SiloFleetRolesTab'))
const SiloAccessTab = page(() => import('../pages/system/silos/SiloAccessTab'), {
  // the own silo's groups, when it is the operator's, come once /v1/me says so (the tab)
  areas: systemSilosArea,
  queries: ({ silo }) => [
    routeQuery('siloPolicyView', { silo }),
    routeQuery('siloUserList', wholeListArgs({ silo })),
    routeQuery('currentUserGroups', {}),
  ],
})
// its list is only a local-only silo's, which the silo's view says once it is in: no route load
const SiloLocalUsersTab = page(() => import('../pages/system/silos/SiloLocalUsersTab'))
const SiloScimTokensTab = page(() => import('../pages/system/silos/SiloScimTokensTab'), {
  areas: systemSilosArea,
  queries: ({ silo }) => [routeQuery('scimTokenList', { silo })],
})

export const systemSiloRoutes: RouteNode = {
  path: 'silos',
  crumb: 'Silos',
  page: SilosPage,
  children: [
    { path: '/system/silos-new', crumb: 'New silo', modal: SiloCreateForm },
    {
      path: ':silo',
      crumb: paramCrumb('silo'),
      children: [
        ...framedTabs(SiloLayout, 'idps', [
          {
            path: 'idps',
            crumb: 'Identity Providers',
            page: SiloIdpsTab,
            children: [
              {
                path: 'saml/:provider',
                crumb: paramCrumb('provider'),
                modal: SamlIdpDetailsPanel,
              },
            ],
          },
          {
            path: 'idps-new',
            crumb: 'New identity provider',
            page: SiloIdpsTab,
            modal: SamlIdpCreateForm,
          },
          { path: 'ip-pools', crumb: 'IP Pools', page: SiloIpPoolsTab },
          { path: 'subnet-pools', crumb: 'Subnet Pools', page: SiloSubnetPoolsTab },
          {
            path: 'quotas',
            crumb: 'Quotas',
            page: SiloQuotasTab,
            children: [{ path: 'edit', crumb: 'Edit quotas', modal: SiloQuotasEditForm }],
          },
          { path: 'fleet-roles', crumb: 'Fleet Roles', page: SiloFleetRolesTab },
          { path: 'access', crumb: 'Access', page: SiloAccessTab },
          { path: 'scim-tokens', crumb: 'SCIM Tokens', page: SiloScimTokensTab },
          { path: 'local-users', crumb: 'Local Users', page: SiloLocalUsersTab },
        ]),
      ],
    },
  ],
}
