import { useLocation } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { pb } from '@/paths'
import { docGuides } from '@/util/docs'
import { nameSchema, stringSchema } from '@/util/validation'
import { sshPublicKeyProblem } from '~/lib/ssh-key'
import { addToast } from '~/machines/toaster'
import { useCurrentUserSshKeyCreateMutation } from '~/store/api/current-user'

export const sshKeyFormSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
  // trimmed before the required check: spaces alone are no key (and would be sent as '')
  publicKey: stringSchema('Public key', sshPublicKeyProblem).trim(),
})

/**
 * SPEC §2 settings: add a public key; the instance create form offers it to new instances. Its
 * words are 'Add', not the create pattern, so it names them; its own `fieldForError` also puts a
 * refused key on the key field.
 */
export default function SshKeyCreateForm() {
  const [, navigate] = useLocation()
  const [createKey] = useCurrentUserSshKeyCreateMutation()
  const close = () => navigate(pb.sshKeys())
  return (
    <SideModalForm
      title="Add SSH key"
      docs={[docGuides.sshKeys, docGuides.remoteAccess]}
      submitLabel="Add SSH key"
      initialValues={{ name: '', description: '', publicKey: '' }}
      validationSchema={sshKeyFormSchema}
      fieldForError={(error) =>
        error.errorCode === 'ObjectAlreadyExists'
          ? 'name'
          : error.message.includes('public_key')
            ? 'publicKey'
            : undefined
      }
      onDismiss={close}
      onSubmit={async (values) => {
        const key = await createKey({ sshKeyCreate: values }).unwrap()
        addToast({ content: `SSH key ${key.name} added` })
        close()
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <TextField
        name="publicKey"
        label="Public key"
        isRequired
        multiline
        secret
        description="The contents of your .pub file, e.g. ~/.ssh/id_ed25519.pub: it starts with ssh-ed25519, ssh-rsa or ecdsa-sha2-…"
      />
    </SideModalForm>
  )
}
