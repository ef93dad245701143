/**
 * Link a pool of either kind and a silo, from either side: the pool's Linked silos tab picks a
 * silo, the silo's tab of its pools picks a pool. Only what is not linked yet is offered; making
 * the new link the default says what it replaces, since the silo's new IPs or external subnets
 * then come from it.
 */
import { object, string } from 'yup'
import { PickerField, type PickerOption } from '@/components/form/PickerField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { SwitchField } from '@/components/form/SwitchField'
import { requiredMessage } from '@/util/validation'
import { addToast } from '~/machines/toaster'

interface Values {
  target: string
  isDefault: boolean
}

export function PoolSiloLinkForm({
  title,
  targetLabel,
  description,
  options,
  link,
  success,
  onDismiss,
  hint,
}: {
  /** 'Link silo', 'Link IP pool', 'Link subnet pool'. */
  title: string
  /** What the picker chooses: 'Silo', 'IP pool', 'Subnet pool'. */
  targetLabel: string
  description: string
  options: PickerOption[]
  /** Sends the link for the chosen name; rejects with the ApiError. */
  link: (target: string, isDefault: boolean) => Promise<unknown>
  success: (target: string) => string
  onDismiss: () => void
  /** What being the default means, under the switch (the kind's defaultHint). */
  hint: string
}) {
  const schema = object({
    target: string().required(requiredMessage(targetLabel)),
  })
  return (
    <SideModalForm<Values>
      requires="system.pool.link"
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
