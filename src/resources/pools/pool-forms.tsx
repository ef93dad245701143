/**
 * The forms of a pool of either kind: create (name, description, IP version), edit (name and
 * description: the contract's updates have nothing else, the version is fixed once the pool
 * exists) and the shell of adding a block (an IP pool's range, a subnet pool's member) to the
 * pool the route names. Each kind's form file (src/forms) gives its kind and its block's fields.
 */
import type { FormikValues } from 'formik'
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { type AnyObjectSchema, mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { TextField } from '@/components/form/TextField'
import { IP_VERSIONS, ipVersionLabel, ipVersionOptions } from '@/util/ip-pools'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { ApiError, IpVersion } from '~/store/api'
import type { PoolCreateValues, PoolKind } from './pool-kind'
import { useRoutePool } from './pool-ui'

export const poolSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

const createSchema = poolSchema.shape({
  ipVersion: mixed<IpVersion>().oneOf(IP_VERSIONS).required(),
})

/**
 * `ip-pools-new`, `subnet-pools-new`: the new pool opens on its page, where its blocks and silo
 * links are added.
 */
export function PoolCreateForm({ kind }: { kind: PoolKind }) {
  const [, navigate] = useLocation()
  const createPool = kind.useCreate()
  return (
    <SideModalForm<PoolCreateValues>
      resource={kind.words.noun}
      kind="create"
      requires={kind.permissions.create}
      initialValues={{ name: '', description: '', ipVersion: 'v4' }}
      validationSchema={createSchema}
      onDismiss={() => navigate(kind.paths.list())}
      onSubmit={async (values) => {
        const pool = await createPool({
          name: values.name,
          description: values.description,
          ipVersion: values.ipVersion,
        })
        addToast({ content: `${kind.words.capitalNoun} ${pool.name} created` })
        navigate(kind.paths.pool({ pool: pool.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <RadioField<IpVersion>
        name="ipVersion"
        label="IP version"
        options={ipVersionOptions(IP_VERSIONS)}
      />
      <p className="form-hint">{kind.words.versionHint}</p>
    </SideModalForm>
  )
}

const poolValues = (pool: { name: string; description: string }) => ({
  name: pool.name,
  description: pool.description,
})

/**
 * `{pool}/edit`, over the pool's page. The update's fields are optional: only those the user
 * changed are sent (save-changes.ts). Closing lands on the pool's page, under its new name after
 * a rename.
 */
export function PoolEditForm({ kind }: { kind: PoolKind }) {
  const pool = useRoutePool(kind)
  const [, navigate] = useLocation()
  const updatePool = kind.useUpdate()
  const readPool = kind.useRead()
  if (!pool) return null
  return (
    <SideModalForm
      resource={kind.words.noun}
      kind="edit"
      requires={kind.permissions.update}
      initialValues={poolValues(pool)}
      validationSchema={poolSchema}
      update={{
        reread: async () => poolValues(await readPool(pool.name)),
        labels: identityLabels,
      }}
      onDismiss={() => navigate(kind.paths.pool({ pool: pool.name }))}
      onSubmit={async (_values, changes) => {
        const updated = await updatePool(pool.name, changes)
        addToast({ content: `${kind.words.capitalNoun} ${updated.name} updated` })
        navigate(kind.paths.pool({ pool: updated.name }))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
    </SideModalForm>
  )
}

/**
 * Adding a block to the pool the route names, over the pool's page: a hint naming the pool and
 * its IP version, the block's first field (an address or a subnet of that version, with an
 * example), then the kind's other fields. `schema` checks what it can for the pool's version;
 * whether the block overlaps one of any pool only the server knows, and its refusal shows on the
 * form with what was typed kept. Closing lands on the pool's page.
 */
export function PoolBlockAddForm<Values extends FormikValues>({
  kind,
  title,
  initialValues,
  schema,
  fieldForError,
  hint,
  firstField,
  add,
  children,
}: {
  kind: PoolKind
  /** 'Add IP range', 'Add member': the title and the submit button. */
  title: string
  initialValues: Values
  schema: (version: IpVersion) => AnyObjectSchema
  fieldForError?: (error: ApiError) => keyof Values | undefined
  /** The hint above the fields, for the version's label ('IPv4') and the pool's name. */
  hint: (version: string, pool: string) => string
  /** The first field, and what it holds ('address', 'subnet') with an example of each version. */
  firstField: { name: string; label: string; holds: string; examples: Record<IpVersion, string> }
  /** Sends the block for the pool; resolves with the toast's words. */
  add: (pool: string, values: Values) => Promise<string>
  /** The fields after the first, for a pool of this version. */
  children: (version: IpVersion) => ReactNode
}) {
  const pool = useRoutePool(kind)
  const [, navigate] = useLocation()
  if (!pool) return null
  const close = () => navigate(kind.paths.pool({ pool: pool.name }))
  const version = ipVersionLabel[pool.ipVersion]
  return (
    <SideModalForm<Values>
      title={title}
      submitLabel={title}
      initialValues={initialValues}
      validationSchema={schema(pool.ipVersion)}
      fieldForError={fieldForError}
      onDismiss={close}
      onSubmit={async (values) => {
        addToast({ content: await add(pool.name, values) })
        close()
      }}
    >
      <p className="form-hint">{hint(version, pool.name)}</p>
      <TextField
        name={firstField.name}
        label={firstField.label}
        isRequired
        autoFocus
        description={`An ${version} ${firstField.holds}, ${firstField.examples[pool.ipVersion]}`}
      />
      {children(pool.ipVersion)}
    </SideModalForm>
  )
}
