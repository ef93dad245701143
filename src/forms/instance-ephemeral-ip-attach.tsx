/**
 * Attach an ephemeral IP to an instance, from its Networking tab (a side modal without a route of
 * its own, like the floating-IP form). By default the IP comes from the silo's default pool; a
 * silo with default pools of both IP versions needs the version named (the contract's
 * PoolSelector), so then the user chooses it, IPv4 first. An instance holds at most one
 * ephemeral IP of each version: a version it already has is offered disabled.
 */
import { useFormikContext } from 'formik'
import { mixed, object, string } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import {
  defaultPoolVersions,
  IP_VERSIONS,
  ipVersionLabel,
  ipVersionOptions,
  needsIpVersion,
  poolOptionLabel,
  poolSelector,
} from '@/util/ip-pools'
import { addToast } from '~/machines/toaster'
import type { IpVersion, SiloIpPool } from '~/store/api'
import { useInstanceEphemeralIpAttachMutation } from '~/store/api/instances'

export interface EphemeralIpAttachValues {
  /** Empty: the silo's default pool. */
  pool: string
  /** Which default pool, when the silo has one of each version. */
  ipVersion: IpVersion
}

export const ephemeralIpAttachSchema = object({
  pool: string().default(''),
  ipVersion: mixed<IpVersion>().oneOf(IP_VERSIONS).required(),
})

/** Why a version cannot be attached again, or undefined when it can. */
export const takenReason = (version: IpVersion, taken: readonly IpVersion[]) =>
  taken.includes(version)
    ? `The instance has an ${ipVersionLabel[version]} ephemeral IP`
    : undefined

/**
 * Why no ephemeral IP can be attached: the instance already holds one of every version the silo
 * has a default pool of (the server allows one per version).
 */
export function ephemeralAttachReason(
  defaultVersions: readonly IpVersion[],
  taken: readonly IpVersion[],
) {
  const everyDefaultTaken =
    defaultVersions.length > 0 && defaultVersions.every((version) => taken.includes(version))
  if (!everyDefaultTaken) return undefined
  return defaultVersions.length > 1
    ? 'An instance has at most one ephemeral IP of each IP version; detach one to get another'
    : 'An instance has at most one ephemeral IP; detach it to get another'
}

/** The values the form starts with: the default pool of the first version still free. */
export function initialEphemeralIpValues(
  defaultVersions: readonly IpVersion[],
  taken: readonly IpVersion[],
): EphemeralIpAttachValues {
  const free = defaultVersions.find((version) => !taken.includes(version))
  return { pool: '', ipVersion: free ?? 'v4' }
}

function PoolFields({
  pools,
  defaultVersions,
  taken,
}: {
  pools: SiloIpPool[]
  defaultVersions: IpVersion[]
  taken: readonly IpVersion[]
}) {
  const { values } = useFormikContext<EphemeralIpAttachValues>()
  return (
    <>
      <PickerField
        name="pool"
        label="IP pool"
        placeholder="The silo's default pool"
        options={pools.map((pool) => ({
          value: pool.name,
          label: poolOptionLabel(pool),
          disabledReason: takenReason(pool.ipVersion, taken),
        }))}
      />
      {!values.pool && needsIpVersion(defaultVersions) && (
        <RadioField<IpVersion>
          name="ipVersion"
          label="IP version"
          options={ipVersionOptions(defaultVersions, (version) => takenReason(version, taken))}
        />
      )}
    </>
  )
}

export function EphemeralIpAttachForm({
  project,
  instance,
  pools,
  takenVersions,
  onDismiss,
}: {
  project: string
  instance: string
  /** The silo's unicast pools. */
  pools: SiloIpPool[]
  /** The IP versions of the ephemeral IPs the instance already has. */
  takenVersions: readonly IpVersion[]
  onDismiss: () => void
}) {
  const [attach] = useInstanceEphemeralIpAttachMutation()
  const defaultVersions = defaultPoolVersions(pools)
  return (
    <SideModalForm<EphemeralIpAttachValues>
      requires="ephemeralIp.attach"
      title="Attach ephemeral IP"
      submitLabel="Attach"
      initialValues={initialEphemeralIpValues(defaultVersions, takenVersions)}
      validationSchema={ephemeralIpAttachSchema}
      onDismiss={onDismiss}
      onSubmit={async ({ pool, ipVersion }) => {
        const ip = await attach({
          project,
          instance,
          ephemeralIpCreate: { poolSelector: poolSelector(pool, ipVersion, defaultVersions) },
        }).unwrap()
        addToast({ content: `Ephemeral IP ${ip.ip} attached` })
        onDismiss()
      }}
    >
      <PoolFields pools={pools} defaultVersions={defaultVersions} taken={takenVersions} />
    </SideModalForm>
  )
}
