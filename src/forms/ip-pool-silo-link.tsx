/**
 * Link an IP pool and a silo, from either side: the pool's Linked silos tab picks a silo, the
 * silo's IP pools tab picks a pool. Only what is not linked yet is offered; making the new link
 * the default says what it replaces, since new IPs of the silo then come from it. A subnet pool
 * and a silo are linked with the same form, its hint saying what the default is for them.
 */
import { object, string } from 'yup'
import { PickerField, type PickerOption } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { requiredMessage } from '@/util/validation'
import { addToast } from '~/machines/toaster'

const IP_POOL_DEFAULT_HINT =
  "The default pool is where the silo's new ephemeral and floating IPs come from when no pool is named. A silo has one default per IP version; making this one the default replaces the current one."

interface Values {
  target: string
  isDefault: boolean
}

export function IpPoolSiloLinkForm({
  title,
  targetLabel,
  description,
  options,
  link,
  success,
  onDismiss,
  hint = IP_POOL_DEFAULT_HINT,
}: {
  /** 'Link silo' or 'Link IP pool'. */
  title: string
  /** What the picker chooses: 'Silo' or 'IP pool'. */
  targetLabel: string
  description: string
  options: PickerOption[]
  /** Sends the link for the chosen name; rejects with the ApiError. */
  link: (target: string, isDefault: boolean) => Promise<unknown>
  success: (target: string) => string
  onDismiss: () => void
  /** What being the default means, under the switch, when not an IP pool's (a subnet pool's). */
  hint?: string
}) {
  const schema = object({
    target: string().required(requiredMessage(targetLabel)),
  })
  return (
    <SideModalForm<Values>
      title={title}
      submitLabel={title}
      initialValues={{ target: '', isDefault: false }}
      validationSchema={schema}
      onDismiss={onDismiss}
      onSubmit={async ({ target, isDefault }) => {
        await link(target, isDefault)
        addToast({ content: success(target) })
        onDismiss()
      }}
    >
      <PickerField
        name="target"
        label={targetLabel}
        isRequired
        placeholder={`Select a ${targetLabel === 'Silo' ? 'silo' : 'pool'}`}
        description={description}
        options={options}
      />
      <SwitchField name="isDefault" label="Make default" />
      <p className="form-hint">{hint}</p>
    </SideModalForm>
  )
}
