/**
 * Add trust root (System Update → Trust roots): a TUF root role for the updates trust store
 * (contract: system_update_trust_root_create, whose body is the root role's JSON), pasted or read
 * from its file. The text is checked as a root role before anything is sent (lib/root-role.ts),
 * and sent as the JSON it is.
 */
import { object } from 'yup'
import { PemTextField } from '@/components/form/PemTextField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { docGuides } from '@/util/docs'
import { stringSchema } from '@/util/validation'
import { parseRootRole } from '~/lib/root-role'
import { addToast } from '~/machines/toaster'
import { useSystemUpdateTrustRootCreateMutation } from '~/store/api/system-update'

export interface TrustRootCreateValues {
  rootRole: string
}

/** A root role file is a few KiB; anything this large is the wrong file. */
const ROOT_ROLE_FILE_MAX_BYTES = 64 * 1024

export const rootRoleFileMessages = {
  tooLarge: `The file is larger than ${ROOT_ROLE_FILE_MAX_BYTES / 1024} KiB: a root role is a few KiB of JSON`,
} as const

async function readRootRoleFile(file: Blob) {
  if (file.size > ROOT_ROLE_FILE_MAX_BYTES) return { problem: rootRoleFileMessages.tooLarge }
  return { text: await file.text() }
}

export const trustRootCreateSchema = object({
  rootRole: stringSchema('Root role', (value) => parseRootRole(value).problem),
})

export function TrustRootCreateForm({ onDismiss }: { onDismiss: () => void }) {
  const [createTrustRoot] = useSystemUpdateTrustRootCreateMutation()
  return (
    <SideModalForm<TrustRootCreateValues>
      requires="system.trustRoot.create"
      title="Add trust root"
      submitLabel="Add trust root"
      docs={[docGuides.systemUpdate]}
      initialValues={{ rootRole: '' }}
      validationSchema={trustRootCreateSchema}
      onDismiss={onDismiss}
      onSubmit={async (values) => {
        const parsed = parseRootRole(values.rootRole)
        if (parsed.problem !== undefined) return
        await createTrustRoot({ body: parsed.rootRole }).unwrap()
        addToast({ content: 'Trust root added' })
        onDismiss()
      }}
    >
      <PemTextField
        name="rootRole"
        label="Root role"
        fileLabel="Root role from a file"
        description="The root role’s JSON (root.json, as The Update Framework describes it): the keys trusted to sign release repositories."
        readFile={readRootRoleFile}
      />
    </SideModalForm>
  )
}
