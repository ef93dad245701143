/**
 * A project's VPCs (SPEC §2): the list and a VPC's tabs (firewall rules, subnets, routers,
 * gateways), and its Activity (the audit log's entries of it) after SPEC's tabs.
 */
import { vpcs } from '~/store/entities/vpcs'
import { routeQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { framedTabs, listLoad, page, paramCrumb, projectResourceQueries, vpcsArea } from './declare'

const VpcsPage = page(
  () => import('../pages/vpcs/VpcsPage'),
  listLoad(vpcsArea, 'vpcList', ({ project }) => ({ project })),
)
const VpcCreateForm = page(() => import('../forms/vpc-create'))
const VpcEditForm = page(() => import('../forms/vpc-edit'))
const VpcLayout = page(
  async () => ({ default: (await import('../pages/vpcs/VpcLayout')).VpcLayout }),
  {
    areas: vpcsArea,
    queries: ({ project, vpc }) =>
      projectResourceQueries(project, vpcs, vpc, 'vpcView', { project, vpc }),
  },
)
const VpcFirewallRulesTab = page(() => import('../pages/vpcs/VpcFirewallRulesTab'), {
  areas: vpcsArea,
  queries: ({ project, vpc }) => [routeQuery('vpcFirewallRulesView', { project, vpc })],
})
const FirewallRuleCreateForm = page(() => import('../forms/firewall-rule-create'))
const FirewallRuleEditForm = page(() => import('../forms/firewall-rule-edit'))
const VpcSubnetsTab = page(
  () => import('../pages/vpcs/VpcSubnetsTab'),
  listLoad(vpcsArea, 'vpcSubnetList', ({ project, vpc }) => ({ project, vpc })),
)
const SubnetCreateForm = page(() => import('../forms/subnet-create'))
const SubnetEditForm = page(() => import('../forms/subnet-edit'))
const VpcRoutersTab = page(
  () => import('../pages/vpcs/VpcRoutersTab'),
  listLoad(vpcsArea, 'vpcRouterList', ({ project, vpc }) => ({ project, vpc })),
)
const RouterPage = page(() => import('../pages/vpcs/RouterPage'))
const RouterCreateForm = page(() => import('../forms/router-create'))
const RouterEditForm = page(() => import('../forms/router-edit'))
const RouteCreateForm = page(() => import('../forms/route-create'))
const RouteEditForm = page(() => import('../forms/route-edit'))
const VpcInternetGatewaysTab = page(
  () => import('../pages/vpcs/VpcInternetGatewaysTab'),
  listLoad(vpcsArea, 'internetGatewayList', ({ project, vpc }) => ({ project, vpc })),
)
const InternetGatewayDetailsPanel = page(() => import('../pages/vpcs/InternetGatewayDetailsPanel'))
const VpcActivityTab = page(() => import('../pages/vpcs/VpcActivityTab'))

export const vpcRoutes: RouteNode = {
  path: 'vpcs',
  crumb: 'VPCs',
  page: VpcsPage,
  children: [
    { path: '/projects/:project/vpcs-new', crumb: 'New VPC', modal: VpcCreateForm },
    {
      path: ':vpc',
      crumb: paramCrumb('vpc'),
      children: [
        ...framedTabs(VpcLayout, 'firewall-rules', [
          // over the VPC's page; the rules stay in view under the side modal
          { path: 'edit', crumb: 'Edit VPC', page: VpcFirewallRulesTab, modal: VpcEditForm },
          {
            path: 'firewall-rules',
            crumb: 'Firewall Rules',
            page: VpcFirewallRulesTab,
            children: [{ path: ':rule/edit', crumb: 'Edit rule', modal: FirewallRuleEditForm }],
          },
          // a new rule, or (with a rule) a copy of that rule under a new name
          {
            path: 'firewall-rules-new/:rule?',
            crumb: 'New firewall rule',
            page: VpcFirewallRulesTab,
            modal: FirewallRuleCreateForm,
          },
          {
            path: 'subnets',
            crumb: 'Subnets',
            page: VpcSubnetsTab,
            children: [{ path: ':subnet/edit', crumb: 'Edit subnet', modal: SubnetEditForm }],
          },
          {
            path: 'subnets-new',
            crumb: 'New subnet',
            page: VpcSubnetsTab,
            modal: SubnetCreateForm,
          },
          {
            path: 'routers',
            crumb: 'Routers',
            page: VpcRoutersTab,
            children: [
              {
                path: ':router',
                crumb: paramCrumb('router'),
                page: RouterPage,
                children: [
                  { path: 'edit', crumb: 'Edit router', modal: RouterEditForm },
                  { path: 'routes-new', crumb: 'New route', modal: RouteCreateForm },
                  { path: 'routes/:route/edit', crumb: 'Edit route', modal: RouteEditForm },
                ],
              },
            ],
          },
          {
            path: 'routers-new',
            crumb: 'New router',
            page: VpcRoutersTab,
            modal: RouterCreateForm,
          },
          {
            path: 'internet-gateways',
            crumb: 'Internet Gateways',
            page: VpcInternetGatewaysTab,
            children: [
              {
                path: ':gateway',
                crumb: paramCrumb('gateway'),
                modal: InternetGatewayDetailsPanel,
              },
            ],
          },
          { path: 'activity', crumb: 'Activity', page: VpcActivityTab },
        ]),
      ],
    },
  ],
}
