/**
 * Every operation the mock serves. index.test.ts derives the operations the console uses from
 * the generated hooks `src/` imports and checks that each one is here (or in `notMocked`).
 */
import type { HandlerMap, OperationId } from '../operation'
import { affinityGroupHandlers, antiAffinityGroupHandlers } from './affinity-groups'
import { alertHandlers } from './alerts'
import { auditLogHandlers } from './audit-log'
import { authSettingsHandlers } from './auth-settings'
import { certificateHandlers } from './certificates'
import { deviceHandlers } from './device'
import { diskHandlers } from './disks'
import { externalSubnetHandlers } from './external-subnets'
import { floatingIpHandlers } from './floating-ips'
import { hardwareHandlers } from './hardware'
import { hardwareIntakeHandlers } from './hardware-intake'
import { imageHandlers } from './images'
import { instanceHandlers } from './instances'
import { internetGatewayHandlers } from './internet-gateways'
import { ipPoolHandlers } from './ip-pools'
import { localUserHandlers } from './local-users'
import { meHandlers } from './me'
import { metricHandlers } from './metrics'
import { policyHandlers } from './policies'
import { projectHandlers } from './projects'
import { rackNetworkingHandlers } from './rack-networking'
import { scimTokenHandlers } from './scim-tokens'
import { sessionHandlers } from './session'
import { siloHandlers } from './silos'
import { snapshotHandlers } from './snapshots'
import { subnetPoolHandlers } from './subnet-pools'
import { supportBundleHandlers } from './support-bundles'
import { switchPortHandlers } from './switch-ports'
import { systemHandlers } from './system'
import { systemIpPoolHandlers } from './system-ip-pools'
import { systemNetworkingHandlers } from './system-networking'
import { systemSubnetPoolHandlers } from './system-subnet-pools'
import { systemUpdateHandlers } from './system-update'
import { timeseriesHandlers } from './timeseries'
import { userHandlers } from './users'
import { utilizationHandlers } from './utilization'
import { vpcFirewallRuleHandlers } from './vpc-firewall-rules'
import { vpcRouterHandlers } from './vpc-routers'
import { vpcSubnetHandlers } from './vpc-subnets'
import { vpcHandlers } from './vpcs'

/**
 * Operations the console uses that the mock answers with 501 on purpose (routes.ts answers 501
 * for every operation without a handler; this list says it is meant). index.test.ts checks that
 * each operation the console uses is handled or listed here.
 */
export const notMocked: readonly OperationId[] = []

export const handlers: HandlerMap = {
  ...systemHandlers,
  ...systemNetworkingHandlers,
  ...rackNetworkingHandlers,
  ...switchPortHandlers,
  ...sessionHandlers,
  ...meHandlers,
  ...deviceHandlers,
  ...authSettingsHandlers,
  ...projectHandlers,
  ...vpcHandlers,
  ...vpcFirewallRuleHandlers,
  ...vpcSubnetHandlers,
  ...vpcRouterHandlers,
  ...internetGatewayHandlers,
  ...diskHandlers,
  ...snapshotHandlers,
  ...imageHandlers,
  ...instanceHandlers,
  ...ipPoolHandlers,
  ...floatingIpHandlers,
  ...externalSubnetHandlers,
  ...antiAffinityGroupHandlers,
  ...affinityGroupHandlers,
  ...policyHandlers,
  ...userHandlers,
  ...siloHandlers,
  ...localUserHandlers,
  ...scimTokenHandlers,
  ...certificateHandlers,
  ...utilizationHandlers,
  ...systemIpPoolHandlers,
  ...systemSubnetPoolHandlers,
  ...subnetPoolHandlers,
  ...hardwareHandlers,
  ...hardwareIntakeHandlers,
  ...systemUpdateHandlers,
  ...auditLogHandlers,
  ...supportBundleHandlers,
  ...alertHandlers,
  ...metricHandlers,
  ...timeseriesHandlers,
}
