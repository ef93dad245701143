/**
 * The silo's maximum lifetime of a new device token (the contract's auth_settings_update,
 * `SiloAuthSettingsUpdate.device_token_max_ttl_seconds`), set by a silo admin on the Access Tokens
 * page: no maximum (null: tokens need not expire) or a whole number of minutes, hours or days
 * within the contract's uint32 seconds. Shortening it asks first: every token made from then on
 * gets less time, including the command-line tool's next sign-in.
 */
import { useField } from 'formik'
import { mixed, object, string } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { docGuides } from '@/util/docs'
import {
  describeLifetime,
  LIFETIME_UNITS,
  type LifetimeInput,
  type LifetimeUnit,
  lifetimeInput,
  lifetimeProblem,
  MAX_LIFETIME_SECONDS,
  shortensLifetime,
  toSeconds,
} from '~/lib/token-lifetime'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import { useAuthSettingsUpdateMutation } from '~/store/api/silos'

export const LIFETIME_LABEL = 'Lifetime'

const UNIT_OPTIONS = LIFETIME_UNITS.map((unit) => ({
  value: unit,
  label: unit.charAt(0).toUpperCase() + unit.slice(1),
}))

/**
 * The amount and unit of a lifetime, checked by `lifetimeProblem` against `maxSeconds` (whose
 * bound `maxReason` names); skipped while `skip` says the lifetime is not asked for.
 */
export const lifetimeFieldsSchema = (
  maxSeconds = MAX_LIFETIME_SECONDS,
  maxReason = '',
  skip: (parent: Record<string, unknown>) => boolean = () => false,
) => ({
  unit: mixed<LifetimeUnit>()
    .oneOf([...LIFETIME_UNITS])
    .required(),
  amount: string()
    .default('')
    .test('lifetime', function check(amount) {
      if (skip(this.parent)) return true
      const problem = lifetimeProblem(
        { amount: amount ?? '', unit: this.parent.unit },
        LIFETIME_LABEL,
        maxSeconds,
        maxReason,
      )
      return problem ? this.createError({ message: problem }) : true
    }),
})

/** The amount as typed, and its unit beside it. */
export function LifetimeFields({
  description,
  isRequired = true,
}: {
  description?: string
  isRequired?: boolean
}) {
  return (
    <>
      <TextField
        name="amount"
        label={LIFETIME_LABEL}
        isRequired={isRequired}
        description={description}
      />
      <PickerField name="unit" label="Unit" options={UNIT_OPTIONS} isRequired />
    </>
  )
}

type Limit = 'limited' | 'unlimited'

export interface TokenLifetimeValues extends LifetimeInput {
  limit: Limit
}

export const tokenLifetimeSchema = object({
  limit: mixed<Limit>().oneOf(['limited', 'unlimited']).required(),
  ...lifetimeFieldsSchema(MAX_LIFETIME_SECONDS, '', (parent) => parent.limit === 'unlimited'),
})

/** What the form sends: null for no maximum, else the amount in seconds. */
export const maxTtlOf = (values: TokenLifetimeValues) =>
  values.limit === 'unlimited' ? null : toSeconds(values)

const ERROR_TITLE = 'Could not change the token lifetime'

export function TokenLifetimeEditForm({
  current,
  onDismiss,
}: {
  /** The silo's maximum now, in seconds; null for none. */
  current: number | null
  onDismiss: () => void
}) {
  const [update] = useAuthSettingsUpdateMutation()
  const save = async (seconds: number | null) => {
    await update({ siloAuthSettingsUpdate: { deviceTokenMaxTtlSeconds: seconds } }).unwrap()
    addToast({
      content:
        seconds === null
          ? 'New tokens no longer expire'
          : `New tokens expire after ${describeLifetime(seconds)}`,
    })
  }
  const initialValues: TokenLifetimeValues = {
    limit: current === null ? 'unlimited' : 'limited',
    ...(current === null ? { amount: '30', unit: 'days' } : lifetimeInput(current)),
  }
  return (
    <SideModalForm
      title="Edit token lifetime"
      submitLabel="Save lifetime"
      requires="silo.authSettings.update"
      docs={[docGuides.deviceTokens]}
      initialValues={initialValues}
      validationSchema={tokenLifetimeSchema}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const seconds = maxTtlOf(values)
        if (!shortensLifetime(current, seconds)) {
          await save(seconds)
          onDismiss()
          return
        }
        const outcome = await confirmAction({
          title: 'Shorten token lifetime',
          content:
            `New tokens in this silo will expire after ${describeLifetime(seconds ?? 0)}` +
            `${current === null ? ' instead of never' : `, not ${describeLifetime(current)}`}, ` +
            'including the command-line tool’s next sign-in. Tokens made before keep their expiry.',
          actionLabel: 'Shorten',
          variant: 'confirmation',
          errorTitle: ERROR_TITLE,
          action: () => save(seconds),
        })
        if (outcome === 'confirmed') onDismiss()
      }}
    >
      <RadioField<Limit>
        name="limit"
        label="New tokens"
        options={[
          { value: 'limited', label: 'Expire after a maximum lifetime' },
          { value: 'unlimited', label: 'Need not expire (no maximum)' },
        ]}
      />
      <LimitedFields />
    </SideModalForm>
  )
}

/** The amount and unit, while a maximum is chosen. */
function LimitedFields() {
  const [{ value: limit }] = useField<Limit>('limit')
  if (limit === 'unlimited') return null
  return (
    <LifetimeFields description="A whole number: the longest a token made from now on can live." />
  )
}
