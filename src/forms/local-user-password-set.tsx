/**
 * A local user's new password (the contract's local_idp_user_set_password with UserPassword
 * `password`), typed twice; it replaces the one they had. The fields are `password` fields:
 * never echoed, never in a draft.
 */
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { type PasswordSetValues, passwordSetSchema, userPassword } from '@/resources/local-users'
import { docGuides } from '@/util/docs'
import { addToast } from '~/machines/toaster'
import { useLocalIdpUserSetPasswordMutation } from '~/store/api/system-silos'

const initialValues: PasswordSetValues = { password: '', passwordRepeat: '' }

export function PasswordSetForm({
  silo,
  user,
  onDismiss,
  onNotOffered,
}: {
  silo: string
  user: { id: string; displayName: string }
  onDismiss: () => void
  /** Whether the failure says this rack's API has no such operation; then the form closes. */
  onNotOffered: (error: unknown) => boolean
}) {
  const [setPassword] = useLocalIdpUserSetPasswordMutation()
  return (
    <SideModalForm
      requires="system.localUser.update"
      title={`Set password for ${user.displayName}`}
      submitLabel="Set password"
      docs={[docGuides.silos]}
      initialValues={initialValues}
      validationSchema={passwordSetSchema}
      onDismiss={onDismiss}
      onSubmit={async ({ password }) => {
        try {
          await setPassword({
            silo,
            userId: user.id,
            userPassword: userPassword(password),
          }).unwrap()
        } catch (error) {
          if (onNotOffered(error)) return onDismiss()
          throw error
        }
        addToast({ content: `Password of ${user.displayName} set` })
        onDismiss()
      }}
    >
      <TextField
        name="password"
        label="New password"
        type="password"
        isRequired
        autoFocus
        autoComplete="new-password"
        description="It replaces the user’s current password."
      />
      <TextField
        name="passwordRepeat"
        label="Confirm password"
        type="password"
        isRequired
        autoComplete="new-password"
      />
    </SideModalForm>
  )
}
