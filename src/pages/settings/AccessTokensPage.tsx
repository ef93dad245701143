import { createdColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { usePagedList } from '@/hooks/use-resource-list'
import { formatDateTime } from '@/util/relative-time'
import type { DeviceAccessToken, reviveDates } from '~/store/api'
import {
  useCurrentUserAccessTokenDeleteMutation,
  useCurrentUserAccessTokenListQuery,
} from '~/store/api/tokens'

type Row = ReturnType<typeof reviveDates<DeviceAccessToken>>

const columns: TableColumn<Row>[] = [
  {
    id: 'id',
    name: 'ID',
    isRowHeader: true,
    sortValue: (token) => token.id,
    cell: (token) => <code>{token.id}</code>,
  },
  createdColumn(),
  {
    id: 'expires',
    name: 'Expires',
    sortValue: (token) => token.timeExpires?.getTime() ?? Number.POSITIVE_INFINITY,
    cell: (token) => (token.timeExpires ? formatDateTime(token.timeExpires) : 'Never'),
  },
]

/** SPEC §2 settings: the device access tokens the CLI signed in with (device login). */
export default function AccessTokensPage() {
  const list = usePagedList(useCurrentUserAccessTokenListQuery, {})
  const [deleteToken] = useCurrentUserAccessTokenDeleteMutation()

  return (
    <>
      <PageHeader title="Access Tokens" />
      <p className="page-intro">
        Tokens the command-line tool received when you confirmed a device code. Deleting one signs
        that device out.
      </p>
      <ResourceTable
        label="Access tokens"
        columns={columns}
        {...list}
        empty={{
          title: 'No access tokens',
          body: 'Sign in from the command line (oxide auth login) to create one.',
        }}
        rowActions={(token) => [
          deleteAction({
            kind: 'access token',
            name: token.id,
            consequence: 'The device using it will be signed out.',
            success: 'Access token deleted',
            run: () => deleteToken({ tokenId: token.id }).unwrap(),
          }),
        ]}
      />
    </>
  )
}
