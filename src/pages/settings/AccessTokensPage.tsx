import { useMemo } from 'react'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { useResourceList } from '@/hooks/use-resource-list'
import { deleteCredentialAction, newestFirst, tokenColumns } from '@/resources/tokens'
import { areaInfo } from '@/util/docs'
import type { DeviceAccessToken, Revived } from '~/store/api'
import {
  useCurrentUserAccessTokenDeleteMutation,
  useCurrentUserAccessTokenListQuery,
} from '~/store/api/tokens'

const columns = tokenColumns<Revived<DeviceAccessToken>>()

/** SPEC §2 settings: the device access tokens the CLI signed in with (device login). */
export default function AccessTokensPage() {
  const list = useResourceList(useCurrentUserAccessTokenListQuery, {})
  const items = useMemo(() => newestFirst(list.items), [list.items])
  const [deleteToken] = useCurrentUserAccessTokenDeleteMutation()

  return (
    <>
      <PageHeader title="Access Tokens" info={areaInfo.accessTokens} />
      <p className="page-intro">
        Tokens the command-line tool received when you confirmed a device code, newest first.
        Deleting one signs that device out.
      </p>
      <ResourceTable
        label="Access tokens"
        columns={columns}
        {...list}
        items={items}
        empty={{
          title: 'No access tokens',
          body: 'Sign in from the command line (oxide auth login) to create one.',
        }}
        rowActions={(token) => [
          deleteCredentialAction(
            'access token',
            token,
            'The device using it will be signed out.',
            () => deleteToken({ tokenId: token.id }).unwrap(),
          ),
        ]}
      />
    </>
  )
}
