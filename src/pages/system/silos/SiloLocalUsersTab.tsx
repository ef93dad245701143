/**
 * `silos/{silo}/local-users`: the users of a local-only silo, who sign in with a username and
 * password kept by the rack (SPEC §1 login: local). The contract places their management on the
 * fleet's side, under `/v1/system/identity-providers/local/users?silo=…`: create with an
 * optional password (local_idp_user_create), set or invalidate a password
 * (local_idp_user_set_password, the contract's UserPassword), delete (local_idp_user_delete); the
 * list is the silo's users (silo_user_list), a local user's name being their username.
 *
 * "Users can only be created in Silos with `provision_type` == `Fixed`" (the contract): identity
 * mode `local_only`. Any other silo's users come from its identity provider, so the tab says why
 * it has none and offers nothing. A rack whose API has no such operations (a 501, or a bare 404:
 * an older release) gets the notice in place of the actions.
 */
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useCallback, useMemo, useState } from 'react'
import { createdColumn } from '@/components/columns'
import { NotOfferedNotice } from '@/components/NotOffered'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction, deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { LocalUserCreateForm } from '@/forms/local-user-create'
import { PasswordSetForm } from '@/forms/local-user-password-set'
import { useResourceList } from '@/hooks/use-resource-list'
import { identityModeLabel, useSilo, useSiloParams } from '@/resources/silos'
import type { Revived, SiloIdentityMode, User } from '~/store/api'
import { isNotOffered } from '~/store/api/errors'
import {
  useLocalIdpUserDeleteMutation,
  useLocalIdpUserSetPasswordMutation,
  useSiloUserListQuery,
} from '~/store/api/system-silos'

/** A silo user named by their username, as a row's actions menu names its row. */
type LocalUser = Revived<User> & { name: string }

const columns: TableColumn<LocalUser>[] = [
  {
    id: 'username',
    name: 'Username',
    isRowHeader: true,
    sortValue: (user) => user.name,
    cell: (user) => user.name,
  },
  createdColumn(),
]

/** Where a silo that is not local-only gets its users from, by identity mode. */
const usersFromElsewhere: Record<Exclude<SiloIdentityMode, 'local_only'>, string> = {
  saml_jit: 'its users and groups come from its identity provider when they first sign in',
  saml_scim: 'its users and groups are provisioned by its identity provider’s SCIM client',
}

/** The notice stands apart from what follows it. */
const noticeStyle = { marginBlockEnd: 16 } as const

/** Why a silo whose identity mode is not local-only has no local users. */
function NoLocalUsers({
  silo,
  mode,
}: {
  silo: string
  mode: Exclude<SiloIdentityMode, 'local_only'>
}) {
  return (
    <InlineAlert variant="informative">
      <Heading level={2}>{silo} has no local users</Heading>
      <Content>
        Its identity mode is {identityModeLabel[mode]}: {usersFromElsewhere[mode]}, so no user is
        created or given a password here. Only a silo created with the Local only identity mode
        keeps its users and their passwords in the rack.
      </Content>
    </InlineAlert>
  )
}

/** The list, its actions and their forms, for a local-only silo. */
function LocalUsers({ silo }: { silo: string }) {
  const list = useResourceList(useSiloUserListQuery, { silo })
  // a local user's display name is their username (the real server's local_idp_user_create)
  const items = useMemo(
    () => list.items.map((user): LocalUser => ({ ...user, name: user.displayName })),
    [list.items],
  )
  const [setPassword] = useLocalIdpUserSetPasswordMutation()
  const [deleteUser] = useLocalIdpUserDeleteMutation()
  const [isCreating, setCreating] = useState(false)
  const [passwordFor, setPasswordFor] = useState<LocalUser>()
  const [notOffered, setNotOffered] = useState<404 | 501>()

  /** Remembers that this rack's API lacks the operations, so the tab says so; true if it does. */
  const noteNotOffered = useCallback((error: unknown) => {
    if (!isNotOffered(error)) return false
    setNotOffered(error.statusCode)
    return true
  }, [])

  /** Runs a row's request; a missing operation also turns the actions into the notice. */
  const requestNotingNotOffered = useCallback(
    async (request: () => Promise<unknown>) => {
      try {
        await request()
      } catch (error) {
        noteNotOffered(error)
        throw error
      }
    },
    [noteNotOffered],
  )

  const rowActions = useMemo(() => {
    if (notOffered) return undefined
    return (user: LocalUser) => [
      { id: 'set-password', label: 'Set password', onAction: () => setPasswordFor(user) },
      confirmedAction({
        id: 'invalidate-password',
        label: 'Invalidate password',
        title: `Invalidate the password of ${user.name}`,
        content: `Are you sure you want to invalidate the password of ${user.name}? They can no longer sign in with it, until a new password is set.`,
        variant: 'destructive',
        errorTitle: 'Could not invalidate password',
        success: `Password of ${user.name} invalidated`,
        run: () =>
          requestNotingNotOffered(() =>
            setPassword({
              silo,
              userId: user.id,
              userPassword: { mode: 'login_disallowed' },
            }).unwrap(),
          ),
      }),
      deleteAction({
        kind: 'local user',
        name: user.name,
        consequence: 'They can no longer sign in, and lose every role. This cannot be undone.',
        run: () => requestNotingNotOffered(() => deleteUser({ silo, userId: user.id }).unwrap()),
      }),
    ]
  }, [notOffered, requestNotingNotOffered, setPassword, deleteUser, silo])

  return (
    <>
      <SectionHeader intro="Users who sign in to this silo with a username and a password kept by the rack.">
        {!notOffered && (
          <CreateLink
            variant="accent"
            label="New local user"
            onPress={() => setCreating(true)}
            requires="system.localUser.create"
          />
        )}
      </SectionHeader>
      {notOffered && (
        <div style={noticeStyle}>
          <NotOfferedNotice
            what="the management of local users"
            statusCode={notOffered}
            level={2}
          />
        </div>
      )}
      <ResourceTable
        label="Local users"
        columns={columns}
        {...list}
        items={items}
        rowActions={rowActions}
        empty={{
          title: 'No local users',
          body: 'Create a user, with a password to sign in with.',
        }}
      />
      {isCreating && (
        <LocalUserCreateForm
          silo={silo}
          onDismiss={() => setCreating(false)}
          onNotOffered={noteNotOffered}
        />
      )}
      {passwordFor && (
        <PasswordSetForm
          silo={silo}
          user={passwordFor}
          onDismiss={() => setPasswordFor(undefined)}
          onNotOffered={noteNotOffered}
        />
      )}
    </>
  )
}

export default function SiloLocalUsersTab() {
  const { silo: name } = useSiloParams()
  const { entity: silo } = useSilo(name)
  const mode = silo?.identityMode
  return (
    <section aria-label="Local users">
      {mode === 'local_only' && <LocalUsers silo={name} />}
      {mode && mode !== 'local_only' && (
        <div style={noticeStyle}>
          <NoLocalUsers silo={name} mode={mode} />
        </div>
      )}
    </section>
  )
}
