/**
 * Add a user or group to a policy, or change the role of one already there (a side modal of the
 * access pages, without a route of its own). Adding offers only the silo's users and groups with
 * no assignment at this level (SPEC §6); changing keeps the identity and offers the level's roles.
 * The page saves: it reads the policy right before writing and applies only this change.
 */
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useFormikContext } from 'formik'
import { object, string } from 'yup'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { type Identity, type RoleName, roleLabels } from '@/util/access-policy'
import { docGuides } from '@/util/docs'
import { requiredMessage } from '@/util/validation'

export interface AccessAssignmentValues {
  /** The user's or group's id. */
  identityId: string
  roleName: RoleName | ''
}

export const IDENTITY_LABEL = 'User or group'

/** Both are required; the role must be one this level's policy takes. */
export const accessAssignmentSchema = (roles: readonly RoleName[]) =>
  object({
    identityId: string().required(requiredMessage(IDENTITY_LABEL)),
    roleName: string()
      .required(requiredMessage('Role'))
      // an empty role is the required message's alone
      .test('level-role', 'Choose one of the roles listed', (role) =>
        role ? roles.includes(role as RoleName) : true,
      ),
  })

export const identityTypeLabel = (identity: Pick<Identity, 'type'>) =>
  identity.type === 'silo_user' ? 'User' : 'Group'

export const identityOptionLabel = (identity: Identity) =>
  `${identity.name} (${identityTypeLabel(identity).toLowerCase()})`

export type AccessFormMode =
  /** `groupsListed`: false where the silo's groups cannot be listed, so only users are offered. */
  | { kind: 'add'; identities: Identity[]; groupsListed: boolean }
  | { kind: 'change'; identity: Identity; currentRole: RoleName | undefined }

/** The extra warning while the chosen role would lower the user's own access. */
function OwnAccessWarning({
  warningFor,
}: {
  warningFor: (identityId: string, role: RoleName) => string | undefined
}) {
  const { values } = useFormikContext<AccessAssignmentValues>()
  const warning =
    values.identityId && values.roleName
      ? warningFor(values.identityId, values.roleName)
      : undefined
  if (!warning) return null
  return (
    <InlineAlert variant="notice">
      <Heading level={3}>This lowers your own access</Heading>
      <Content>{warning}</Content>
    </InlineAlert>
  )
}

export function AccessAssignmentForm({
  mode,
  roles,
  subject,
  warningFor,
  onSubmit,
  onDismiss,
}: {
  mode: AccessFormMode
  /** The roles this level's policy takes, strongest first. */
  roles: readonly RoleName[]
  /** The level in a sentence: 'the project mock-project'. */
  subject: string
  /** The warning to show when the chosen role lowers the user's own access; none otherwise. */
  warningFor: (identityId: string, role: RoleName) => string | undefined
  /** Saves, or throws the ApiError: the form stays open with what was chosen. */
  onSubmit: (identity: Identity, role: RoleName) => Promise<unknown>
  onDismiss: () => void
}) {
  const adding = mode.kind === 'add'
  const initialValues: AccessAssignmentValues = adding
    ? { identityId: '', roleName: 'viewer' }
    : { identityId: mode.identity.id, roleName: mode.currentRole ?? 'viewer' }
  const identityOf = (id: string) =>
    adding ? mode.identities.find((identity) => identity.id === id) : mode.identity
  return (
    <SideModalForm<AccessAssignmentValues>
      title={adding ? 'Add user or group' : 'Change role'}
      docs={[docGuides.access, docGuides.policies]}
      submitLabel={adding ? 'Add' : 'Save role'}
      initialValues={initialValues}
      validationSchema={accessAssignmentSchema(roles)}
      onDismiss={onDismiss}
      onSubmit={async ({ identityId, roleName }) => {
        const identity = identityOf(identityId)
        // the schema let only a listed identity and role through
        if (!identity || roleName === '') return
        await onSubmit(identity, roleName)
      }}
    >
      <p className="form-intro">
        {adding
          ? `Give a user or group of the silo a role on ${subject}. The strongest of their roles applies.`
          : `The role of ${mode.identity.name} on ${subject}${
              mode.currentRole ? `, now ${roleLabels[mode.currentRole]}` : ''
            }. The strongest of their roles applies.`}
      </p>
      {adding ? (
        <PickerField
          name="identityId"
          label={IDENTITY_LABEL}
          isRequired
          placeholder="Select a user or group"
          description={
            mode.groupsListed
              ? mode.identities.length === 0
                ? 'Every user and group of the silo has a role here already.'
                : 'Users and groups of the silo without a role here.'
              : mode.identities.length === 0
                ? 'Every user of the silo has a role here already; its groups cannot be listed.'
                : 'Users of the silo without a role here; its groups cannot be listed.'
          }
          options={mode.identities.map((identity) => ({
            value: identity.id,
            label: identityOptionLabel(identity),
          }))}
        />
      ) : (
        <p className="form-field">
          {identityTypeLabel(mode.identity)}: <strong>{mode.identity.name}</strong>
        </p>
      )}
      <RadioField<RoleName>
        name="roleName"
        label="Role"
        orientation="vertical"
        options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
      />
      <OwnAccessWarning warningFor={warningFor} />
    </SideModalForm>
  )
}
