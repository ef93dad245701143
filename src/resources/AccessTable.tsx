/**
 * The one access page of the fleet, the silo and a project (SPEC §2, §6): who holds which role
 * here, what they inherit from above, and the strongest of those, which applies. Adding,
 * changing and removing an assignment writes the whole policy (PUT), built from the policy read
 * right before the write with only this change applied (util/access-policy.ts `policyToWrite`),
 * so assignments made meanwhile elsewhere survive.
 *
 * When the identity's own role changed on the server since the form or dialog opened, the save
 * still writes the user's choice for that identity (it is what they asked for, and nothing else
 * is touched) and then says so in a note, naming what it was changed to meanwhile.
 *
 * A user whose role does not allow changing the policy sees adding, changing and removing
 * disabled with the reason before they try (`refused`, docs/architecture.md, Permissions). A 403
 * on a write still turns the page read-only with the reason: the policy stays visible, adding,
 * changing and removing show disabled (the server is the authority; roles change meanwhile).
 */

import { Button } from '@react-spectrum/s2/Button'
import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useState } from 'react'
import { nameColumn } from '@/components/columns'
import { LookupNotices, type LookupQuery } from '@/components/Lookup'
import { CreateLink, PageHeader } from '@/components/PageHeader'
import { ResourceTable, type RowAction, type TableColumn } from '@/components/ResourceTable'
import { confirmedAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import {
  AccessAssignmentForm,
  type AccessFormMode,
  identityTypeLabel,
} from '@/forms/access-assignment'
import { useCan } from '@/hooks/use-permissions'
import { queryFailure } from '@/hooks/use-resource-list'
import {
  type AccessLevelKind,
  type Assignment,
  assignableIdentities,
  effectiveRole,
  type Identity,
  type InheritedRoles,
  identitiesOf,
  LEVEL_ROLES,
  lowersOwnAccess,
  type Policy,
  type RoleChange,
  type RoleName,
  roleIn,
  roleLabels,
} from '@/util/access-policy'
import { type AreaInfo, areaInfo } from '@/util/docs'
import type { Action } from '@/util/permissions'
import { wholeListArgs } from '~/lib/whole-list'
import { addToast } from '~/machines/toaster'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api/current-user'
import type { Group, IdentityType, User } from '~/store/api/index'
import { useGroupListQuery, useUserListQuery } from '~/store/api/silos'
import { isForbidden, type PolicyEndpoints, writeRoleChange } from './access-write'

/** A list of users or groups as the page reads it: an RTK Query hook's result. */
export interface IdentityList<T> extends LookupQuery<{ items: T[] }> {
  isLoading: boolean
}

/**
 * Whose users and groups the page names and offers, when not the signed-in user's silo's
 * (`/v1/users`, `/v1/groups`): another silo's, seen from the system side.
 */
export interface IdentitySource {
  users: IdentityList<Pick<User, 'id' | 'displayName'>>
  /** Absent when they cannot be listed: their assignments then go by id, and none is offered. */
  groups?: IdentityList<Pick<Group, 'id' | 'displayName'>>
}

/** What a level's page gives the shared page: its policy, how to read and write it, inheritance. */
export interface AccessLevel extends PolicyEndpoints {
  kind: AccessLevelKind
  title: string
  /** The level in a sentence: 'the project mock-project', 'the silo default-silo', 'the fleet'. */
  subject: string
  policy: Policy | undefined
  isLoading: boolean
  loadError: unknown
  /** Roles from the levels above (none for the fleet). */
  inherited?: {
    columnName: string
    /** What the inherited column shows, in a sentence. */
    explanation: string
    of: InheritedRoles
    /** Identities with inherited roles and no assignment here (a project's: the silo's). */
    holders: readonly Assignment[]
    /** The request the inherited roles come from, when it is one (a project's: the silo's). */
    source?: [what: string, LookupQuery<unknown>]
  }
  /** What the page leaves out and why, when it does (roles from above, identities it cannot list). */
  note?: string
  /** The users and groups named and offered; the signed-in user's silo's when absent. */
  identities?: IdentitySource
  /** Who may change this policy, for the read-only reason. */
  whoMayChange: string
  /**
   * What changing it takes (util/permissions.ts): where the user's role does not allow it, the
   * table says why before they try.
   */
  requires: Action
}

/** What each level's page says about its roles (its ⓘ). */
const accessInfo: Record<AccessLevelKind, AreaInfo> = {
  project: areaInfo.projectAccess,
  silo: areaInfo.siloAccess,
  fleet: areaInfo.fleetAccess,
}

interface AccessRow {
  id: string
  name: string
  type: IdentityType
  roleHere: RoleName | undefined
  inherited: RoleName[]
  effective: RoleName | undefined
}

const label = (role: RoleName | undefined) => (role ? roleLabels[role] : 'None')
const NO_ROLE = '—'

/** Everyone listed here: this level's assignments, then those holding only inherited roles. */
function rowsOf(level: AccessLevel, policy: Policy, names: Map<string, string>): AccessRow[] {
  const seen = new Set<string>()
  const holders = [...policy.roleAssignments, ...(level.inherited?.holders ?? [])]
  return holders.flatMap((assignment) => {
    if (seen.has(assignment.identityId)) return []
    seen.add(assignment.identityId)
    const roleHere = roleIn(policy, assignment.identityId)
    const inherited = level.inherited?.of(assignment.identityId, roleHere) ?? []
    return [
      {
        id: assignment.identityId,
        // an identity of another silo (the fleet's policy may name one) goes by its id
        name: names.get(assignment.identityId) ?? assignment.identityId,
        type: assignment.identityType,
        roleHere,
        inherited,
        effective: effectiveRole(roleHere, inherited),
      },
    ]
  })
}

function columnsOf(level: AccessLevel): TableColumn<AccessRow>[] {
  const roleSort = (role: RoleName | undefined) => (role ? LEVEL_ROLES.silo.indexOf(role) : 9)
  return [
    nameColumn(),
    {
      id: 'type',
      name: 'Type',
      minWidth: 100,
      sortValue: (row) => row.type,
      cell: (row) => identityTypeLabel(row),
    },
    {
      id: 'role',
      name: 'Role here',
      sortValue: (row) => roleSort(row.roleHere),
      cell: (row) => (row.roleHere ? roleLabels[row.roleHere] : NO_ROLE),
    },
    ...(level.inherited
      ? [
          {
            id: 'inherited',
            name: level.inherited.columnName,
            minWidth: 150,
            cell: (row: AccessRow) =>
              row.inherited.length > 0
                ? row.inherited.map((role) => roleLabels[role]).join(', ')
                : NO_ROLE,
          },
        ]
      : []),
    {
      id: 'effective',
      name: 'Effective role',
      sortValue: (row) => roleSort(row.effective),
      cell: (row) => (row.effective ? roleLabels[row.effective] : NO_ROLE),
    },
  ]
}

/**
 * `placement`: a page of its own (its title the page's heading) or a tab of a resource's page,
 * under the resource's heading (its title a section's).
 */
export function AccessPage({
  level,
  placement = 'page',
}: {
  level: AccessLevel
  placement?: 'page' | 'tab'
}) {
  const ownSiloOnly = { skip: level.identities !== undefined }
  const ownSiloUsers = useUserListQuery(wholeListArgs({}), ownSiloOnly)
  const ownSiloGroups = useGroupListQuery(wholeListArgs({}), ownSiloOnly)
  const { users, groups } = level.identities ?? { users: ownSiloUsers, groups: ownSiloGroups }
  const { data: me } = useCurrentUserViewQuery()
  const { data: ownGroups } = useCurrentUserGroupsQuery({})
  const [form, setForm] = useState<AccessFormMode | null>(null)
  const [readOnlyReason, setReadOnlyReason] = useState<string>()

  const identities = identitiesOf(users.data?.items ?? [], groups?.data?.items ?? [])
  const names = new Map(identities.map((identity) => [identity.id, identity.name]))
  const ownIdentityIds = me ? [me.id, ...(ownGroups?.items ?? []).map((group) => group.id)] : []
  const inheritedOf: InheritedRoles = level.inherited?.of ?? (() => [])
  const roles = LEVEL_ROLES[level.kind]
  const policy = level.policy
  const refused = useCan()(level.requires)
  // rows wait for the names, so they never flash ids
  const namesLoading = users.isLoading || Boolean(groups?.isLoading)
  const rows = policy && !namesLoading ? rowsOf(level, policy, names) : []
  const nameOf = (identityId: string) => names.get(identityId) ?? identityId

  /** The extra warning when the change lowers the user's own access here; '' otherwise. */
  const ownAccessWarning = (change: RoleChange) => {
    const lowered = policy && lowersOwnAccess(policy, change, ownIdentityIds, inheritedOf)
    if (!lowered) return ''
    const through = change.identityId === me?.id ? '' : ` (you are in ${nameOf(change.identityId)})`
    return (
      `Your effective role on ${level.subject} goes from ${label(lowered.before)} to ` +
      `${label(lowered.after)}${through}, and you may not be able to undo it.`
    )
  }

  /** The write (access-write.ts), a note when the identity changed meanwhile, read-only on 403. */
  const save = async (change: RoleChange, expected: RoleName | undefined) => {
    try {
      const outcome = await writeRoleChange(level, change, expected)
      if (outcome.changedMeanwhile) {
        addToast({
          variant: 'info',
          content:
            `${nameOf(change.identityId)}'s role on ${level.subject} was changed by someone ` +
            `else meanwhile (to ${label(outcome.meanwhile)}); your choice, ` +
            `${label(change.roleName ?? undefined)}, was saved over it.`,
        })
      }
    } catch (error) {
      if (isForbidden(error)) {
        setReadOnlyReason(
          `The server refused your change: you may not change who has access to ${level.subject}. ${level.whoMayChange}`,
        )
      }
      throw error
    }
  }

  const warningSentence = (change: RoleChange) => {
    const warning = ownAccessWarning(change)
    return warning ? ` Warning: this lowers your own access. ${warning}` : ''
  }

  const disabledReason = refused ?? (readOnlyReason ? 'You may not change this policy' : undefined)

  const rowActions = (row: AccessRow): RowAction[] => {
    const identity: Identity = { id: row.id, name: row.name, type: row.type }
    const change: RowAction = {
      id: 'change',
      label: row.roleHere ? 'Change role' : 'Assign role here',
      disabledReason,
      onAction: () => setForm({ kind: 'change', identity, currentRole: row.roleHere }),
    }
    if (!row.roleHere) return [change]
    const removal: RoleChange = { identityId: row.id, identityType: row.type, roleName: null }
    return [
      change,
      confirmedAction({
        id: 'remove',
        label: 'Remove',
        title: 'Remove role assignment',
        content:
          `Are you sure you want to remove the ${roleLabels[row.roleHere]} role of ${row.name} ` +
          `on ${level.subject}? Roles from above stay as they are.${warningSentence(removal)}`,
        errorTitle: 'Could not remove role assignment',
        success: `${row.name} removed from ${level.subject}`,
        disabledReason,
        run: () => save(removal, row.roleHere),
      }),
    ]
  }

  // SPEC §8: a policy that fails to load (a 403 included) is the error page, not a page that
  // looks like one nobody has a role on; a 403 on a save only makes the page read-only (above)
  const failure = queryFailure(level.loadError)
  if (failure) throw failure

  const addButton = refused ? (
    <CreateLink label="Add user or group" disabledReason={refused} />
  ) : (
    <Button
      variant="accent"
      isDisabled={!policy || Boolean(readOnlyReason)}
      onPress={() =>
        policy &&
        setForm({
          kind: 'add',
          identities: assignableIdentities(identities, policy),
          groupsListed: groups !== undefined,
        })
      }
    >
      Add user or group
    </Button>
  )

  return (
    <>
      {placement === 'page' ? (
        <PageHeader title={level.title} actions={addButton} info={accessInfo[level.kind]} />
      ) : (
        <SectionHeader title={level.title}>{addButton}</SectionHeader>
      )}
      <p className="page-intro">
        Who has a role on {level.subject}.{' '}
        {level.inherited
          ? `${level.inherited.explanation} The effective role is the strongest of the role here and the inherited ones; a user also holds their groups' roles.`
          : "A user also holds their groups' roles."}
      </p>
      {level.note && <p className="page-intro">{level.note}</p>}
      {readOnlyReason && (
        <div className="forbidden-notice">
          <InlineAlert variant="notice">
            <Heading level={2}>This policy is read-only for you</Heading>
            <Content>{readOnlyReason}</Content>
          </InlineAlert>
        </div>
      )}
      {/* without the names the rows show ids; without the roles from above, that column is blank */}
      <LookupNotices
        lookups={[
          ['user names', users],
          ...(groups ? [['group names', groups] as [string, LookupQuery<unknown>]] : []),
          ...(level.inherited?.source ? [level.inherited.source] : []),
        ]}
      />
      <ResourceTable
        label={`Role assignments on ${level.subject}`}
        columns={columnsOf(level)}
        items={rows}
        isLoading={level.isLoading || namesLoading}
        rowActions={rowActions}
        empty={{
          title: 'No role assignments',
          body: `Nobody has a role on ${level.subject} yet. Add a user or group.`,
        }}
      />
      {form && (
        <AccessAssignmentForm
          mode={form}
          roles={roles}
          subject={level.subject}
          warningFor={(identityId, role) => {
            const identity =
              form.kind === 'change'
                ? form.identity
                : form.identities.find((candidate) => candidate.id === identityId)
            if (!identity) return undefined
            return (
              ownAccessWarning({ identityId, identityType: identity.type, roleName: role }) ||
              undefined
            )
          }}
          onDismiss={() => setForm(null)}
          onSubmit={async (identity, role) => {
            const expected = form.kind === 'change' ? form.currentRole : undefined
            try {
              await save(
                { identityId: identity.id, identityType: identity.type, roleName: role },
                expected,
              )
            } catch (error) {
              // a 403 makes the page read-only (its reason is on the page): nothing to resubmit
              if (isForbidden(error)) {
                setForm(null)
                return
              }
              throw error
            }
            addToast({ content: `${identity.name} is now ${roleLabels[role]} on ${level.subject}` })
            setForm(null)
          }}
        />
      )}
    </>
  )
}
