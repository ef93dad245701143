/**
 * What a route's create and edit forms share: the values, the schema (SPEC §5 messages on typed
 * addresses, through network-target-values), the fields, the request body and how a typed
 * destination or target reads in a table ('IP subnet 0.0.0.0/0', 'Internet gateway default').
 */
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { ipVersion, nameSchema, parseCidr } from '@/util/validation'
import { countOf } from '~/lib/count-of'
import { routeTargetRules } from '~/machines/route-rules'
import type { RouteDestination, RouterRoute, RouteTarget } from '~/store/api'
import { type InstanceOffer, NetworkValueFields } from './network-target-fields'
import {
  type NetworkValue,
  type NetworkValueKind,
  networkKindLabels,
  networkValueSchema,
} from './network-target-values'

/** The contract's RouteDestination kinds. */
export const destinationKinds = [
  'ip',
  'ip_net',
  'vpc',
  'subnet',
] as const satisfies readonly NetworkValueKind[]
/** The contract's RouteTarget kinds. */
export const targetKinds = [
  'ip',
  'vpc',
  'subnet',
  'instance',
  'internet_gateway',
  'drop',
] as const satisfies readonly NetworkValueKind[]

export interface RouteFormValues {
  name: string
  description: string
  destination: NetworkValue
  target: NetworkValue
}

export const emptyRouteValues: RouteFormValues = {
  name: '',
  description: '',
  destination: { type: 'ip_net', value: '' },
  target: { type: 'ip', value: '' },
}

/**
 * The server refuses a route between addresses of two IP versions (in its words, capitalised as
 * the console shows server messages); the form says so on the target before sending anything.
 */
export const mixedVersionsMessage =
  'Cannot mix explicit IPv4 and IPv6 addresses between destination and target'

/**
 * The IP version of a typed address or subnet; undefined for a named kind, drop or a bad value.
 * Formik validates an empty field as undefined.
 */
function explicitVersion({ type, value = '' }: { type?: string; value?: string }) {
  if (type === 'ip') return ipVersion(value.trim())
  if (type !== 'ip_net') return undefined
  const parsed = parseCidr(value.trim())
  return parsed.ok ? parsed.value.version : undefined
}

export const routeFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  destination: networkValueSchema(),
  target: networkValueSchema(),
}).test('versions', (values, context) => {
  const [from, to] = [values.destination, values.target].map(explicitVersion)
  return from && to && from !== to
    ? context.createError({ path: 'target.value', message: mixedVersionsMessage })
    : true
})

/** A stored route as the form's values (a drop target has no value). */
export const routeFormValues = (
  route: Pick<RouterRoute, 'name' | 'description' | 'destination' | 'target'>,
): RouteFormValues => ({
  name: route.name,
  description: route.description,
  destination: { type: route.destination.type, value: route.destination.value },
  target: { type: route.target.type, value: 'value' in route.target ? route.target.value : '' },
})

/** The body's destination and target: values trimmed, and a drop target without a value. */
export function routeBody(values: Pick<RouteFormValues, 'destination' | 'target'>): {
  destination: RouteDestination
  target: RouteTarget
} {
  const destination = {
    type: values.destination.type,
    value: values.destination.value.trim(),
  } as RouteDestination
  const target = (
    values.target.type === 'drop'
      ? { type: 'drop' }
      : { type: values.target.type, value: values.target.value.trim() }
  ) as RouteTarget
  return { destination, target }
}

/** A typed destination or target as one readable phrase: 'IP subnet 0.0.0.0/0', 'Drop'. */
export function routeValueLabel(value: RouteDestination | RouteTarget): string {
  const kind = networkKindLabels[value.type]
  return 'value' in value ? `${kind} ${value.value}` : kind
}

export const routeKindLabels: Record<RouterRoute['kind'], string> = {
  default: 'Default',
  vpc_subnet: 'VPC subnet',
  vpc_peering: 'VPC peering',
  custom: 'Custom',
}

/** A route's instance target: only what machines/route-rules.ts allows, the others counted. */
export const routeInstanceOffer: InstanceOffer = {
  reasonOf: (runState) => routeTargetRules.reason('target', runState),
  words: {
    heldBack: (count) =>
      `${countOf(count, { one: 'instance', other: 'instances' })} not offered. ${routeTargetRules.rules.target.reason}.`,
    none: "No instance can be a route's target",
  },
}

export function RouteFields({ project, vpc }: { project: string; vpc: string }) {
  return (
    <>
      <NameField autoFocus />
      <DescriptionField />
      <NetworkValueFields
        name="destination"
        label="Destination"
        kinds={destinationKinds}
        project={project}
        vpc={vpc}
      />
      <NetworkValueFields
        name="target"
        label="Target"
        kinds={targetKinds}
        project={project}
        vpc={vpc}
        instanceOffer={routeInstanceOffer}
      />
    </>
  )
}
