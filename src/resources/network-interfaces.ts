/**
 * What a network interface's update sends besides the user's change. InstanceNetworkInterfaceUpdate
 * gives `transit_ips` a default of [] (the contract), so an update that leaves it out clears the
 * transit IPs someone set with the CLI or another client: every update sends the list the server
 * has right then, read fresh (save-changes.ts), unless the user changed it.
 */
import type {
  InstanceNetworkInterface,
  InstanceNetworkInterfaceUpdate,
  IpNet,
  PrivateIpStack,
} from '~/store/api'

/** The interface's private addresses: its IPv4 stack's, its IPv6 stack's, or both. */
export const nicAddresses = ({ ipStack }: Pick<InstanceNetworkInterface, 'ipStack'>) =>
  ipStack.type === 'dual_stack' ? [ipStack.value.v4.ip, ipStack.value.v6.ip] : [ipStack.value.ip]

/** The interface's transit IPs as the update's one list: the IPv4 stack's, then the IPv6's. */
export function transitIpsOf(stack: PrivateIpStack): IpNet[] {
  if (stack.type === 'dual_stack') {
    return [...stack.value.v4.transitIps, ...stack.value.v6.transitIps]
  }
  return stack.value.transitIps
}

/** The edit form's values: the fields it shows, and the transit IPs it sends back unseen. */
export interface NicEditValues {
  name: string
  description: string
  transitIps: IpNet[]
}

export type NicEditable = Pick<InstanceNetworkInterface, 'name' | 'description' | 'ipStack'>

export const nicEditValues = (nic: NicEditable): NicEditValues => ({
  name: nic.name,
  description: nic.description,
  transitIps: transitIpsOf(nic.ipStack),
})

/**
 * The edit's body: the fields the user changed (the contract's name and description are
 * nullable, and left out they stay), and `values`' transit IPs, the server's now unless the user
 * changed them.
 */
export const nicEditBody = (
  values: NicEditValues,
  changes: Partial<NicEditValues>,
): InstanceNetworkInterfaceUpdate => ({ ...changes, transitIps: values.transitIps })

/** Make primary's body, from the interface as the server has it right before the write. */
export const nicPrimaryBody = (latest: NicEditable): InstanceNetworkInterfaceUpdate => ({
  primary: true,
  transitIps: transitIpsOf(latest.ipStack),
})
