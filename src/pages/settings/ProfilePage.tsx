import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api'
import { CopyButton } from '../../components/CopyButton'
import { PageHeader } from '../../components/PageHeader'

/** SPEC §2 settings, §3 current user and groups: who the console is signed in as. */
export default function ProfilePage() {
  const { data: me } = useCurrentUserViewQuery()
  const { data: groups, isLoading: groupsLoading } = useCurrentUserGroupsQuery({})
  const groupNames = (groups?.items ?? []).map((group) => group.displayName).sort()
  return (
    <>
      <PageHeader title="Profile" />
      {me && (
        <dl className="profile" aria-label="Your profile">
          <div className="profile-row">
            <dt>Name</dt>
            <dd>{me.displayName}</dd>
          </div>
          <div className="profile-row">
            <dt>User ID</dt>
            <dd className="profile-id">
              <code>{me.id}</code>
              <CopyButton text={me.id} label="Copy user ID" />
            </dd>
          </div>
          <div className="profile-row">
            <dt>Silo</dt>
            <dd>{me.siloName}</dd>
          </div>
          <div className="profile-row">
            <dt>Groups</dt>
            <dd>
              {groupsLoading ? (
                'Loading…'
              ) : groupNames.length > 0 ? (
                <ul className="profile-groups">
                  {groupNames.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              ) : (
                'You are not in any group'
              )}
            </dd>
          </div>
        </dl>
      )}
    </>
  )
}
