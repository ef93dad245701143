/**
 * A typed network value — a firewall rule's target or host, a route's destination or target — as
 * forms hold it: its kinds and their words, and the check of a typed value (SPEC §5 for
 * addresses). The fields that edit one are network-target-fields.tsx.
 */
import { object, string } from 'yup'
import { requiredMessage, validateCidr, validateIp } from '@/util/validation'
import type {
  RouteDestination,
  RouteTarget,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleTarget,
} from '~/store/api'

/** Every kind the contract's route destinations and targets and firewall targets and hosts take. */
export type NetworkValueKind =
  | RouteDestination['type']
  | RouteTarget['type']
  | VpcFirewallRuleTarget['type']
  | VpcFirewallRuleHostFilter['type']
export type AddressKind = Extract<NetworkValueKind, 'ip' | 'ip_net'>
export type NamedKind = Exclude<NetworkValueKind, AddressKind | 'drop'>

export const networkKindLabels: Record<NetworkValueKind, string> = {
  vpc: 'VPC',
  subnet: 'VPC subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  ip: 'IP address',
  ip_net: 'IP subnet',
  drop: 'Drop',
}

/** What the value field asks for, per kind. */
export const networkValueLabels: Record<Exclude<NetworkValueKind, 'drop'>, string> = {
  vpc: 'VPC name',
  subnet: 'Subnet name',
  instance: 'Instance name',
  internet_gateway: 'Gateway name',
  ip: 'IP address',
  ip_net: 'IP subnet',
}

export const isNamedKind = (kind: string): kind is NamedKind =>
  kind === 'vpc' || kind === 'subnet' || kind === 'instance' || kind === 'internet_gateway'

/** The form's shape of one typed value; `value` is '' for `drop`. */
export interface NetworkValue<Kind extends NetworkValueKind = NetworkValueKind> {
  type: Kind
  value: string
}

/**
 * The message for a typed value, or undefined when it is fine: an address kind is checked with
 * SPEC §5's rules, every kind but `drop` needs a value.
 */
export function networkValueProblem({ type, value }: NetworkValue): string | undefined {
  if (type === 'drop') return undefined
  const trimmed = value.trim()
  if (!trimmed) return requiredMessage(networkValueLabels[type])
  if (type === 'ip') return validateIp(trimmed)
  if (type === 'ip_net') return validateCidr(trimmed)
  return undefined
}

/** The yup schema of one typed value (for a route's destination and target). */
export const networkValueSchema = () =>
  object({
    type: string().required(),
    value: string().test('value', (value, context) => {
      const problem = networkValueProblem({
        type: context.parent.type as NetworkValueKind,
        value: value ?? '',
      })
      return problem ? context.createError({ message: problem }) : true
    }),
  })
