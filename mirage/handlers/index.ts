/**
 * Every operation the mock serves. Operations the console depends on are listed in
 * `RequiredOperation`, so forgetting one of them is a type error rather than a 501 at runtime.
 */
import type { Handler, HandlerMap } from '../operation'
import { antiAffinityGroupHandlers } from './anti-affinity-groups'
import { deviceHandlers } from './device'
import { diskHandlers } from './disks'
import { floatingIpHandlers } from './floating-ips'
import { imageHandlers } from './images'
import { instanceHandlers } from './instances'
import { ipPoolHandlers } from './ip-pools'
import { meHandlers } from './me'
import { projectHandlers } from './projects'
import { sessionHandlers } from './session'
import { snapshotHandlers } from './snapshots'
import { systemHandlers } from './system'
import { vpcHandlers } from './vpcs'

type RequiredOperation =
  | 'ping'
  | 'current_user_view'
  | 'current_user_groups'
  | 'policy_view'
  | 'login_local'
  | 'login_saml'
  | 'logout'
  | 'device_auth_request'
  | 'device_auth_confirm'
  | 'device_access_token'
  | 'current_user_ssh_key_list'
  | 'current_user_ssh_key_create'
  | 'current_user_ssh_key_view'
  | 'current_user_ssh_key_delete'
  | 'current_user_access_token_list'
  | 'current_user_access_token_delete'
  | 'project_list'
  | 'project_create'
  | 'project_view'
  | 'project_update'
  | 'project_delete'
  | 'vpc_list'
  | 'vpc_subnet_list'
  | 'vpc_delete'
  | 'vpc_subnet_delete'
  | 'disk_list'
  | 'disk_create'
  | 'disk_view'
  | 'disk_delete'
  | 'disk_bulk_write_import_start'
  | 'disk_bulk_write_import'
  | 'disk_bulk_write_import_stop'
  | 'disk_finalize_import'
  | 'snapshot_list'
  | 'snapshot_create'
  | 'snapshot_view'
  | 'snapshot_delete'
  | 'image_list'
  | 'image_create'
  | 'image_view'
  | 'image_delete'
  | 'image_promote'
  | 'image_demote'
  | 'ip_pool_list'
  | 'floating_ip_list'
  | 'floating_ip_attach'
  | 'floating_ip_detach'
  | 'anti_affinity_group_list'

export const handlers: HandlerMap & { [Op in RequiredOperation]: Handler<Op> } = {
  ...systemHandlers,
  ...sessionHandlers,
  ...meHandlers,
  ...deviceHandlers,
  ...projectHandlers,
  ...vpcHandlers,
  ...diskHandlers,
  ...snapshotHandlers,
  ...imageHandlers,
  ...instanceHandlers,
  ...ipPoolHandlers,
  ...floatingIpHandlers,
  ...antiAffinityGroupHandlers,
}
