/**
 * Every operation the mock serves. Operations the console depends on are listed in
 * `RequiredOperation`, so forgetting one of them is a type error rather than a 501 at runtime.
 */
import type { Handler, HandlerMap } from '../operation'
import { projectHandlers } from './projects'
import { sessionHandlers } from './session'
import { systemHandlers } from './system'
import { vpcHandlers } from './vpcs'

type RequiredOperation =
  | 'ping'
  | 'current_user_view'
  | 'current_user_groups'
  | 'policy_view'
  | 'project_list'
  | 'project_create'
  | 'project_view'
  | 'project_update'
  | 'project_delete'
  | 'vpc_list'
  | 'vpc_subnet_list'
  | 'vpc_delete'
  | 'vpc_subnet_delete'

export const handlers: HandlerMap & { [Op in RequiredOperation]: Handler<Op> } = {
  ...systemHandlers,
  ...sessionHandlers,
  ...projectHandlers,
  ...vpcHandlers,
}
