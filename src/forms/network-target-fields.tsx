/**
 * The fields of a typed network value (network-target-values.ts) — a firewall rule's target or
 * host, a route's destination or target: a kind (VPC, subnet, instance, internet gateway, IP, IP
 * subnet, drop) and its value, picked from the project's and VPC's existing resources where the
 * kind names one (an instance among those the form's rule allows, when it has one), typed and
 * checked (SPEC §5) where it is an address. One pair of fields for every form that takes one.
 */
import { useField } from 'formik'
import { useEffect, useRef } from 'react'
import { PickerField, type PickerOption } from '@/components/form/PickerField'
import {
  type TargetChoices,
  TargetPickerField,
  type TargetWords,
  targetChoices,
} from '@/components/form/TargetPickerField'
import { TextField } from '@/components/form/TextField'
import { type InstanceCandidate, instanceOptions } from '@/resources/instance-options'
import type { InstanceState } from '~/store/api'
import { useInstanceListQuery } from '~/store/api/instances'
import {
  useInternetGatewayListQuery,
  useVpcListQuery,
  useVpcSubnetListQuery,
} from '~/store/api/vpcs'
import {
  isNamedKind,
  type NamedKind,
  type NetworkValueKind,
  networkKindLabels,
  networkValueLabels,
} from './network-target-values'

const namePlaceholders: Record<NamedKind, string> = {
  vpc: 'Select a VPC',
  subnet: 'Select a subnet',
  instance: 'Select an instance',
  internet_gateway: 'Select an internet gateway',
}

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

/**
 * The rule an instance must pass to be picked, and the words for those it leaves out: a route's
 * target (route-fields.tsx). Without one every instance is offered, as a firewall rule may name
 * any.
 */
export interface InstanceOffer {
  /** Why the run state keeps the instance out, or undefined when it may be picked. */
  reasonOf: (runState: InstanceState) => string | undefined
  words: TargetWords
}

/**
 * The instances the offer allows, by name (the contract's targets name them), the others counted.
 * `kept`, the instance the form opened with, stays pickable whatever its state now: a route that
 * already sends to an instance that has failed since shows its target, and a save keeps it.
 */
export function offeredInstances(
  instances: readonly InstanceCandidate[],
  offer: InstanceOffer,
  kept?: string,
): TargetChoices {
  return targetChoices(
    instanceOptions(instances, offer.reasonOf, 'name').map((option) =>
      option.value === kept ? { ...option, disabledReason: undefined } : option,
    ),
  )
}

/** The project's instances as `offeredInstances` gives them, the others counted under the field. */
function OfferedInstanceField({
  name,
  project,
  offer,
  kept,
}: {
  name: string
  project: string
  offer: InstanceOffer
  kept?: string
}) {
  const instances = useInstanceListQuery({ project })
  return (
    <TargetPickerField
      name={name}
      label={networkValueLabels.instance}
      placeholder={namePlaceholders.instance}
      choices={offeredInstances(instances.data?.items ?? [], offer, kept)}
      words={offer.words}
      isLoading={instances.isLoading}
    />
  )
}

interface Props {
  /** The formik field of the `{ type, value }` object, e.g. `destination`. */
  name: string
  /** What the pair is, e.g. 'Destination': the kind field is '<label> type'. */
  label: string
  kinds: readonly NetworkValueKind[]
  project: string
  vpc: string
  /** Which instances the instance kind offers; every one without it. */
  instanceOffer?: InstanceOffer
}

/**
 * The kind picker and, beside it, the value: a picker of existing names for a named kind, a text
 * field for an address, nothing for `drop`. Changing the kind clears a value that belonged to the
 * previous one.
 */
export function NetworkValueFields({ name, label, kinds, project, vpc, instanceOffer }: Props) {
  const [{ value: kind }, kindMeta] = useField<NetworkValueKind>(`${name}.type`)
  const [, valueMeta, valueHelpers] = useField<string>(`${name}.value`)
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
      {kind === 'drop' ? null : kind === 'instance' && instanceOffer ? (
        <OfferedInstanceField
          name={`${name}.value`}
          project={project}
          offer={instanceOffer}
          kept={kindMeta.initialValue === 'instance' ? valueMeta.initialValue : undefined}
        />
      ) : isNamedKind(kind) ? (
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
