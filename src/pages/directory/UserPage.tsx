/**
 * `directory/users/{userId}`: a user of the silo: their name, groups and roles on the silo and
 * each project with where each comes from, and for a silo admin their console sessions and device
 * access tokens with Sign out everywhere (the contract's user_logout: "deleting all of their
 * tokens AND sessions. This cannot be undone.").
 */
import { useMemo } from 'react'
import { createdColumn } from '@/components/columns'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { LoadingText } from '@/components/LoadingText'
import { Lookup } from '@/components/Lookup'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { queryFailure, useResourceList } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { groupNames, isMissingIdentity, RolesSection, useGroupsByUser } from '@/resources/directory'
import { newestFirst, tokenColumns } from '@/resources/tokens'
import { type ConsoleSession, type DeviceAccessToken, type Revived, reviveDates } from '~/store/api'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import {
  useUserLogoutMutation,
  useUserSessionListQuery,
  useUserTokenListQuery,
  useUserViewQuery,
} from '~/store/api/silos'

/** Who may see a user's credentials and sign them out: the contract's user_logout names them. */
const ADMINS_ONLY = 'Signing a user out everywhere takes the admin role on the silo.'

const sessionColumns: TableColumn<Revived<ConsoleSession>>[] = [
  {
    id: 'id',
    name: 'ID',
    isRowHeader: true,
    sortValue: (session) => session.id,
    cell: (session) => <code>{session.id}</code>,
  },
  createdColumn(),
  {
    id: 'lastUsed',
    name: 'Last used',
    minWidth: 140,
    sortValue: (session) => session.timeLastUsed.getTime(),
    cell: (session) => <RelativeTime date={session.timeLastUsed} />,
  },
]

const tokenTableColumns = tokenColumns<Revived<DeviceAccessToken>>()

/** The user's console sessions and device access tokens, each list a section of the page. */
function Credentials({ userId }: { userId: string }) {
  const sessions = useResourceList(
    useUserSessionListQuery,
    { userId },
    { failsInPlace: true, list: 'sessions' },
  )
  const tokens = useResourceList(
    useUserTokenListQuery,
    { userId },
    { failsInPlace: true, list: 'tokens' },
  )
  const tokenItems = useMemo(() => newestFirst(tokens.items), [tokens.items])
  return (
    <>
      <section aria-labelledby="sessions-title">
        <SectionHeader title="Sessions" titleId="sessions-title" />
        {sessions.error ? (
          <LoadFailedAlert
            title="Could not load sessions"
            error={sessions.error}
            level={3}
            onRetry={sessions.refetch}
          />
        ) : (
          <ResourceTable
            label="Sessions"
            columns={sessionColumns}
            {...sessions}
            empty={{ title: 'No sessions', body: 'This user is signed in to no console.' }}
          />
        )}
      </section>
      <section aria-labelledby="tokens-title">
        <SectionHeader title="Access tokens" titleId="tokens-title" />
        {tokens.error ? (
          <LoadFailedAlert
            title="Could not load access tokens"
            error={tokens.error}
            level={3}
            onRetry={tokens.refetch}
          />
        ) : (
          <ResourceTable
            label="Access tokens"
            columns={tokenTableColumns}
            {...tokens}
            items={tokenItems}
            empty={{
              title: 'No access tokens',
              body: 'This user holds no token from a device sign-in.',
            }}
          />
        )}
      </section>
    </>
  )
}

export default function UserPage() {
  const { userId } = useRouteParams('userId')
  const { data: me } = useCurrentUserViewQuery()
  const { data, error } = useUserViewQuery({ userId })
  const groups = useGroupsByUser()
  const [logout] = useUserLogoutMutation()
  const identity = useMemo(
    () => ({ id: userId, groupIds: groups.groupsOf(userId).map((group) => group.id) }),
    [userId, groups],
  )
  if (isMissingIdentity(error)) throw new NotFoundError(`Not found: user with id "${userId}"`)
  const failure = queryFailure(error)
  if (failure) throw failure
  if (!data) return <LoadingText what="user" />
  const user = reviveDates(data)
  const isAdmin = Boolean(me?.siloAdmin)

  return (
    <>
      <ResourceHeader
        kind="user"
        title={user.displayName}
        primary={[
          confirmedAction({
            id: 'sign-out-everywhere',
            label: 'Sign out everywhere',
            title: `Sign ${user.displayName} out everywhere`,
            content:
              `This ends every console session and deletes every access token of ${user.displayName}: ` +
              'each browser and device they use must sign in again. This cannot be undone.',
            variant: 'destructive',
            errorTitle: `Could not sign ${user.displayName} out`,
            run: () => logout({ userId }).unwrap(),
            success: `${user.displayName} signed out everywhere`,
            disabledReason: isAdmin ? undefined : ADMINS_ONLY,
          }),
        ]}
        properties={[
          {
            label: 'Groups',
            value: (
              <Lookup query={groups.query} what="groups">
                {() => groupNames(groups.groupsOf(userId)) || 'None'}
              </Lookup>
            ),
          },
          { label: 'ID', value: user.id, copy: user.id },
          { label: 'Created', value: <RelativeTime date={user.timeCreated} /> },
        ]}
      />
      {groups.query.data && <RolesSection identity={identity} />}
      {/* who may see them is known once /v1/me is in */}
      {me &&
        (isAdmin ? (
          <Credentials userId={userId} />
        ) : (
          <p className="page-intro">
            A user’s sessions and access tokens are shown to silo admins.
          </p>
        ))}
    </>
  )
}
