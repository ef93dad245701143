import { Button } from '@react-spectrum/s2/Button'
import { Link } from '@react-spectrum/s2/Link'
import { shallowEqual } from 'react-redux'
import { useLocation } from 'wouter'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import { useAppSelector } from '~/store'
import {
  type SshKey,
  useCurrentUserSshKeyDeleteMutation,
  useCurrentUserSshKeyListQuery,
} from '~/store/api'
import { sshKeys } from '~/store/entities/ssh-keys'
import { PageHeader } from '../../components/PageHeader'
import { RelativeTime } from '../../components/RelativeTime'
import { ResourceTable, type TableColumn } from '../../components/ResourceTable'
import { Truncated } from '../../components/Truncated'
import { usePagination } from '../../hooks/use-pagination'
import { pb } from '../../paths'
import { sshKeyStart } from '../../util/ssh-key'

type Row = NonNullable<ReturnType<typeof sshKeys.selectors.byId>>

const columns: TableColumn<Row>[] = [
  {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    sortValue: (key) => key.name,
    cell: (key) => <Link href={pb.sshKeyEdit({ sshKey: key.name })}>{key.name}</Link>,
  },
  {
    id: 'description',
    name: 'Description',
    sortValue: (key) => key.description,
    cell: (key) => <Truncated text={key.description} maxLength={48} />,
  },
  {
    id: 'key',
    name: 'Key',
    cell: (key) => <code className="ssh-key-start">{sshKeyStart(key.publicKey)}</code>,
  },
  {
    id: 'created',
    name: 'Created',
    sortValue: (key) => key.timeCreated.getTime(),
    cell: (key) => <RelativeTime date={key.timeCreated} />,
  },
]

/** SPEC §2 settings: the user's SSH keys, which new instances can be given. */
export default function SshKeysPage() {
  const pagination = usePagination()
  const [, navigate] = useLocation()
  const { data, isLoading } = useCurrentUserSshKeyListQuery({
    limit: pagination.limit,
    pageToken: pagination.pageToken,
  })
  const [deleteKey] = useCurrentUserSshKeyDeleteMutation()
  // rows come from the normalized store so an optimistic delete shows at once
  const rows = useAppSelector(
    (state) =>
      (data?.items ?? [])
        .map((item: SshKey) => sshKeys.selectors.byId(state, item.id))
        .filter((row): row is Row => row !== undefined),
    shallowEqual,
  )

  return (
    <>
      <PageHeader
        title="SSH Keys"
        actions={
          <Button variant="accent" onPress={() => navigate(pb.sshKeysNew())}>
            New SSH key
          </Button>
        }
      />
      <ResourceTable
        label="SSH keys"
        columns={columns}
        items={rows}
        isLoading={isLoading}
        empty={{
          title: 'No SSH keys',
          body: 'Add a public key to sign in to the instances you create.',
        }}
        pagination={{ state: pagination, nextPage: data?.nextPage }}
        rowActions={(key) => [
          {
            id: 'view',
            label: 'View',
            onAction: () => navigate(pb.sshKeyEdit({ sshKey: key.name })),
          },
          {
            id: 'delete',
            label: 'Delete',
            onAction: () =>
              confirmAction({
                title: 'Delete SSH key',
                content: `Are you sure you want to delete the SSH key ${key.name}? Instances that already have it keep it.`,
                actionLabel: 'Delete',
                errorTitle: 'Could not delete SSH key',
                action: async () => {
                  await deleteKey({ sshKey: key.name }).unwrap()
                  addToast({ content: `SSH key ${key.name} deleted` })
                },
              }),
          },
        ]}
      />
    </>
  )
}
