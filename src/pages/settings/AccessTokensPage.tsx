import { Button } from '@react-spectrum/s2/Button'
import { useMemo, useState } from 'react'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingText } from '@/components/LoadingText'
import { NotOfferedNotice } from '@/components/NotOffered'
import { CreateLink, PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { TokenLifetimeEditForm } from '@/forms/token-lifetime-edit'
import { useResourceList } from '@/hooks/use-resource-list'
import { deleteCredentialAction, newestFirst, tokenColumns } from '@/resources/tokens'
import { areaInfo } from '@/util/docs'
import { describeLifetime } from '~/lib/token-lifetime'
import type { DeviceAccessToken, Revived } from '~/store/api'
import { isNotOffered } from '~/store/api/errors'
import { useAuthSettingsViewQuery } from '~/store/api/silos'
import {
  useCurrentUserAccessTokenDeleteMutation,
  useCurrentUserAccessTokenListQuery,
} from '~/store/api/tokens'
import { NewTokenFlow } from './NewTokenFlow'

const columns = tokenColumns<Revived<DeviceAccessToken>>()

/**
 * The silo's maximum lifetime of new tokens (the contract's SiloAuthSettings), said to everyone
 * and changed by silo admins; where this rack's API has no auth settings, it says so in place.
 */
function TokenLifetimeSection({ onEdit }: { onEdit: (current: number | null) => void }) {
  const settings = useAuthSettingsViewQuery()
  const max = settings.data ? (settings.data.deviceTokenMaxTtlSeconds ?? null) : undefined
  return (
    <section aria-labelledby="token-lifetime-title">
      <SectionHeader title="Token lifetime" titleId="token-lifetime-title">
        {max !== undefined && (
          <CreateLink
            variant="secondary"
            label="Edit token lifetime"
            onPress={() => onEdit(max)}
            requires="silo.authSettings.update"
          />
        )}
      </SectionHeader>
      {isNotOffered(settings.error) ? (
        <NotOfferedNotice
          what="a maximum token lifetime"
          statusCode={settings.error.statusCode}
          level={3}
        />
      ) : settings.error ? (
        <LoadFailedAlert
          title="Could not load the token lifetime"
          error={settings.error}
          level={3}
          onRetry={settings.refetch}
        />
      ) : max === undefined ? (
        <LoadingText what="token lifetime" />
      ) : (
        <p>
          {max === null
            ? 'New tokens in this silo do not expire.'
            : `New tokens in this silo expire after ${describeLifetime(max)}.`}
        </p>
      )}
    </section>
  )
}

/**
 * SPEC §2 settings: the user's device access tokens, from the command line's device sign-in or
 * made here (New token, NewTokenFlow.tsx), and the silo's maximum lifetime of new ones.
 */
export default function AccessTokensPage() {
  const list = useResourceList(useCurrentUserAccessTokenListQuery, {})
  const items = useMemo(() => newestFirst(list.items), [list.items])
  const [deleteToken] = useCurrentUserAccessTokenDeleteMutation()
  const settings = useAuthSettingsViewQuery()
  const [making, setMaking] = useState(false)
  const [editing, setEditing] = useState<{ current: number | null }>()

  return (
    <>
      <PageHeader title="Access Tokens" info={areaInfo.accessTokens} />
      <SectionHeader intro="Tokens the command-line tool and SDKs act as you with: from a device code you confirmed, or made here. Newest first; deleting one signs its holder out.">
        <Button variant="accent" onPress={() => setMaking(true)}>
          New token
        </Button>
      </SectionHeader>
      <TokenLifetimeSection onEdit={(current) => setEditing({ current })} />
      <ResourceTable
        label="Access tokens"
        columns={columns}
        {...list}
        items={items}
        empty={{
          title: 'No access tokens',
          body: 'Make one with New token, or sign in from the command line (oxide auth login).',
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
      {making && (
        <NewTokenFlow
          maxTtlSeconds={settings.data?.deviceTokenMaxTtlSeconds}
          onClose={() => setMaking(false)}
        />
      )}
      {editing && (
        <TokenLifetimeEditForm current={editing.current} onDismiss={() => setEditing(undefined)} />
      )}
    </>
  )
}
