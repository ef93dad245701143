/**
 * What a subnet's create and edit forms share: name and description, the custom router picker
 * (the VPC's custom routers, or none), the block schemas (SPEC §5 CIDR messages, then the right IP
 * version) and where the server's refusals belong.
 */
import { string } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { cidrSchema, parseCidr } from '@/util/validation'
import type { ApiError } from '~/store/api'
import { useVpcRouterListQuery } from '~/store/api/vpcs'

/**
 * The picker's value for 'no custom router'. Not a valid Name (it has underscores), so it can
 * never be a router's name.
 */
export const NO_CUSTOM_ROUTER = '__none__'

export const ipVersionMessages = {
  4: 'Must be an IPv4 block, like 10.0.0.0/24',
  6: 'Must be an IPv6 block, like fd00:1122:3344:1::/64',
} as const

/** A CIDR block of one IP version: SPEC §5's CIDR messages first, then the version. */
export const blockSchema = (label: string, version: 4 | 6, required: boolean) =>
  cidrSchema(label, { required }).test('version', ipVersionMessages[version], (value) => {
    const parsed = value ? parseCidr(value.trim()) : undefined
    return !parsed?.ok || parsed.value.version === version
  })

export const customRouterSchema = string().default(NO_CUSTOM_ROUTER)

/** The form's picker value as the body's `custom_router` (null detaches). */
export const customRouterBody = (picked: string) =>
  picked && picked !== NO_CUSTOM_ROUTER ? picked : null

interface SubnetFormFields {
  name: string
  ipv4Block?: string
  ipv6Block?: string
  customRouter: string
}

/**
 * The field a server refusal belongs on: a taken name on the name; an overlapping or invalid
 * block on the block of its IP version (the message quotes the block); a router problem on the
 * picker. Anything else stays in the summary.
 */
export function subnetFieldForError(error: ApiError): keyof SubnetFormFields | undefined {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  const message = error.message
  const quoted = /'([^']+)'/.exec(message)?.[1]
  if (/router/i.test(message)) return 'customRouter'
  if (/IPv6/.test(message) || quoted?.includes(':')) return 'ipv6Block'
  if (/IPv4/.test(message) || quoted?.includes('.')) return 'ipv4Block'
  return undefined
}

export function CustomRouterField({ project, vpc }: { project: string; vpc: string }) {
  const { data, isLoading } = useVpcRouterListQuery({ project, vpc })
  const custom = (data?.items ?? []).filter((router) => router.kind === 'custom')
  return (
    <PickerField
      name="customRouter"
      label="Custom router"
      description="Routes traffic from the subnet before the VPC's system router."
      isLoading={isLoading}
      options={[
        { value: NO_CUSTOM_ROUTER, label: 'None (system router only)' },
        ...custom.map((router) => ({ value: router.name, label: router.name })),
      ]}
    />
  )
}
