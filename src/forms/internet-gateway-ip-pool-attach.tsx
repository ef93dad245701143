/**
 * Attach one of the silo's IP pools to an internet gateway, under a name of its own (the pool's
 * name unless the user types another). Pools already attached show disabled: the server takes a
 * pool once per gateway. Opened from the gateway's panel.
 */
import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { PickerField } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { poolOptionLabel } from '@/util/ip-pools'
import { nameSchema, requiredMessage } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { SiloIpPool } from '~/store/api'
import { useInternetGatewayIpPoolCreateMutation } from '~/store/api/vpcs'

interface Values {
  pool: string
  name: string
  description: string
}

export const ipPoolAttachSchema = object({
  pool: string().required(requiredMessage('IP pool')),
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

/** Picking a pool names the attachment after it, unless the user has typed a name of their own. */
function NameFollowsPool() {
  const { values, setFieldValue } = useFormikContext<Values>()
  const lastPool = useRef('')
  useEffect(() => {
    if (values.pool === lastPool.current) return
    const previous = lastPool.current
    lastPool.current = values.pool
    if (values.name === '' || values.name === previous) void setFieldValue('name', values.pool)
  }, [values.pool, values.name, setFieldValue])
  return null
}

export function InternetGatewayIpPoolAttachForm({
  project,
  vpc,
  gateway,
  pools,
  attachedPoolIds,
  onDismiss,
}: {
  project: string
  vpc: string
  gateway: string
  /** The silo's pools. */
  pools: SiloIpPool[]
  attachedPoolIds: Set<string>
  onDismiss: () => void
}) {
  const [attachPool] = useInternetGatewayIpPoolCreateMutation()
  return (
    <SideModalForm<Values>
      requires="gateway.ipPool.attach"
      title="Attach IP pool"
      submitLabel="Attach IP pool"
      initialValues={{ pool: '', name: '', description: '' }}
      validationSchema={ipPoolAttachSchema}
      onDismiss={onDismiss}
      onSubmit={async ({ pool, name, description }) => {
        await attachPool({
          project,
          vpc,
          gateway,
          internetGatewayIpPoolCreate: { ipPool: pool, name, description },
        }).unwrap()
        addToast({ content: `IP pool ${pool} attached to ${gateway}` })
        onDismiss()
      }}
    >
      <PickerField
        name="pool"
        label="IP pool"
        isRequired
        placeholder="Select a pool"
        description="The gateway's traffic leaves from addresses of this pool."
        options={pools.map((pool) => ({
          value: pool.name,
          label: poolOptionLabel(pool),
          disabledReason: attachedPoolIds.has(pool.id) ? 'already attached' : undefined,
        }))}
      />
      <NameFollowsPool />
      <NameField description="The attachment's name on this gateway; the pool's name unless you type another." />
      <DescriptionField />
    </SideModalForm>
  )
}
