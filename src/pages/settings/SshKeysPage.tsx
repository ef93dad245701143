import { createdColumn, nameColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { Truncated } from '@/components/Truncated'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { FINGERPRINT_MIN_WIDTH, SshKeyFingerprint } from '@/resources/ssh-keys'
import { areaInfo } from '@/util/docs'
import {
  useCurrentUserSshKeyDeleteMutation,
  useCurrentUserSshKeyListQuery,
} from '~/store/api/current-user'
import { sshKeys } from '~/store/entities/ssh-keys'

type Row = NonNullable<ReturnType<typeof sshKeys.selectors.byId>>

const columns: TableColumn<Row>[] = [
  nameColumn((key) => pb.sshKeyEdit({ sshKey: key.name })),
  {
    id: 'description',
    name: 'Description',
    sortValue: (key) => key.description,
    cell: (key) => <Truncated text={key.description} maxLength={48} />,
  },
  {
    id: 'fingerprint',
    name: 'Fingerprint',
    // the whole fingerprint, 'SHA256:' and 43 characters, with its type: a cut one tells no key apart
    minWidth: FINGERPRINT_MIN_WIDTH,
    cell: (key) => <SshKeyFingerprint publicKey={key.publicKey} />,
  },
  createdColumn(),
]

/** SPEC §2 settings: the user's SSH keys, which new instances can be given. */
export default function SshKeysPage() {
  const list = useResourceList(useCurrentUserSshKeyListQuery, {}, { entities: sshKeys })
  const [deleteKey] = useCurrentUserSshKeyDeleteMutation()
  return (
    <>
      <PageHeader
        title="SSH Keys"
        info={areaInfo.sshKeys}
        create={{ label: 'New SSH key', href: pb.sshKeysNew() }}
      />
      <ResourceTable
        label="SSH keys"
        {...list}
        columns={columns}
        empty={{
          title: 'No SSH keys',
          body: 'Add a public key to sign in to the instances you create.',
        }}
        rowActions={(key) => [
          { id: 'view', label: 'View', href: pb.sshKeyEdit({ sshKey: key.name }) },
          deleteAction({
            kind: 'SSH key',
            name: key.name,
            consequence: 'Instances that already have it keep it.',
            run: () => deleteKey({ sshKey: key.name }).unwrap(),
          }),
        ]}
      />
    </>
  )
}
