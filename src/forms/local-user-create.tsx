/**
 * A new user of a local-only silo (the contract's local_idp_user_create): the username they sign
 * in with (the contract's UserId, SPEC §5's name rules) and, optionally, a password typed twice.
 * Without a password the user is created unable to sign in (UserPassword `login_disallowed`)
 * until one is set. The password fields are `password` fields: never echoed, never in a draft.
 */
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import {
  type LocalUserCreateValues,
  localUserCreateSchema,
  userPassword,
} from '@/resources/local-users'
import { addToast } from '~/machines/toaster'
import type { ApiError } from '~/store/api'
import { useLocalIdpUserCreateMutation } from '~/store/api/system-silos'

const initialValues: LocalUserCreateValues = { username: '', password: '', passwordRepeat: '' }

export function LocalUserCreateForm({
  silo,
  onDismiss,
  onNotOffered,
}: {
  silo: string
  onDismiss: () => void
  /** Whether the failure says this rack's API has no such operation; then the form closes. */
  onNotOffered: (error: unknown) => boolean
}) {
  const [createUser] = useLocalIdpUserCreateMutation()
  return (
    <SideModalForm
      requires="system.localUser.create"
      resource="local user"
      kind="create"
      initialValues={initialValues}
      validationSchema={localUserCreateSchema}
      fieldForError={(error: ApiError) =>
        error.errorCode === 'ObjectAlreadyExists' ? 'username' : undefined
      }
      onDismiss={onDismiss}
      onSubmit={async ({ username, password }) => {
        try {
          await createUser({
            silo,
            userCreate: { externalId: username, password: userPassword(password) },
          }).unwrap()
        } catch (error) {
          if (onNotOffered(error)) return onDismiss()
          throw error
        }
        addToast({ content: `Local user ${username} created` })
        onDismiss()
      }}
    >
      <TextField
        name="username"
        label="Username"
        isRequired
        autoFocus
        autoComplete="off"
        description="What the user signs in with. It starts with a lowercase letter; letters, numbers and dashes."
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        description="Without one, the user cannot sign in until a password is set."
      />
      <TextField
        name="passwordRepeat"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </SideModalForm>
  )
}
