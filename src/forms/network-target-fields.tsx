/**
 * A typed network value — a firewall rule's target or host, a route's destination or target: a
 * kind (VPC, subnet, instance, internet gateway, IP, IP subnet, drop) and its value, picked from
 * the project's and VPC's existing resources where the kind names one, typed and checked (SPEC §5)
 * where it is an address. One pair of fields for every form that takes one.
 */
import { useField } from 'formik'
import { useEffect, useRef } from 'react'
import { object, string } from 'yup'
import type {
  RouteDestination,
  RouteTarget,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleTarget,
} from '~/store/api'
import { useInstanceListQuery } from '~/store/api/instances'
import {
  useInternetGatewayListQuery,
  useVpcListQuery,
  useVpcSubnetListQuery,
} from '~/store/api/vpcs'
import { PickerField, type PickerOption } from '../components/form/PickerField'
import { TextField } from '../components/form/TextField'
import { requiredMessage, validateCidr, validateIp } from '../util/validation'

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

const namePlaceholders: Record<NamedKind, string> = {
  vpc: 'Select a VPC',
  subnet: 'Select a subnet',
  instance: 'Select an instance',
  internet_gateway: 'Select an internet gateway',
}

const isNamedKind = (kind: string): kind is NamedKind =>
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

/** The existing resources a named kind picks from, in the page's project and VPC. */
export function useNetworkNameOptions(
  kind: NetworkValueKind,
  { project, vpc }: { project: string; vpc: string },
): { options: PickerOption[]; isLoading: boolean } {
  const vpcs = useVpcListQuery({ project }, { skip: kind !== 'vpc' })
  const subnets = useVpcSubnetListQuery({ project, vpc }, { skip: kind !== 'subnet' })
  const instances = useInstanceListQuery({ project }, { skip: kind !== 'instance' })
  const gateways = useInternetGatewayListQuery(
    { project, vpc },
    { skip: kind !== 'internet_gateway' },
  )
  const query = { vpc: vpcs, subnet: subnets, instance: instances, internet_gateway: gateways }[
    isNamedKind(kind) ? kind : 'vpc'
  ]
  if (!isNamedKind(kind)) return { options: [], isLoading: false }
  const items: { name: string }[] = query.data?.items ?? []
  return {
    options: items.map((item) => ({ value: item.name, label: item.name })),
    isLoading: query.isLoading,
  }
}

interface Props {
  /** The formik field of the `{ type, value }` object, e.g. `destination`. */
  name: string
  /** What the pair is, e.g. 'Destination': the kind field is '<label> type'. */
  label: string
  kinds: readonly NetworkValueKind[]
  project: string
  vpc: string
}

/**
 * The kind picker and, beside it, the value: a picker of existing names for a named kind, a text
 * field for an address, nothing for `drop`. Changing the kind clears a value that belonged to the
 * previous one.
 */
export function NetworkValueFields({ name, label, kinds, project, vpc }: Props) {
  const [{ value: kind }] = useField<NetworkValueKind>(`${name}.type`)
  const [, , valueHelpers] = useField<string>(`${name}.value`)
  const previousKind = useRef(kind)
  useEffect(() => {
    if (previousKind.current === kind) return
    previousKind.current = kind
    valueHelpers.setValue('', false)
    valueHelpers.setTouched(false, false)
  }, [kind, valueHelpers])
  const names = useNetworkNameOptions(kind, { project, vpc })
  return (
    <>
      <PickerField
        name={`${name}.type`}
        label={`${label} type`}
        isRequired
        options={kinds.map((k) => ({ value: k, label: networkKindLabels[k] }))}
      />
      {kind === 'drop' ? null : isNamedKind(kind) ? (
        <PickerField
          name={`${name}.value`}
          label={networkValueLabels[kind]}
          isRequired
          options={names.options}
          isLoading={names.isLoading}
          placeholder={namePlaceholders[kind]}
        />
      ) : (
        <TextField
          name={`${name}.value`}
          label={networkValueLabels[kind]}
          isRequired
          description={kind === 'ip' ? 'An IPv4 or IPv6 address' : 'Like 10.0.0.0/16 or fd00::/64'}
        />
      )}
    </>
  )
}
