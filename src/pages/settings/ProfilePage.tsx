import { Switch } from '@react-spectrum/s2/Switch'
import { useState } from 'react'
import { CopyButton } from '@/components/CopyButton'
import { UnlessLoadFailed } from '@/components/LoadFailedAlert'
import { PageHeader } from '@/components/PageHeader'
import { areaInfo } from '@/util/docs'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api/current-user'
import { warmStart } from '~/store/persist'

/**
 * The warm start's opt-out, remembered on the device: off deletes the copy kept there and
 * keeps nothing from then on.
 */
function KeepListsSwitch() {
  const [isOn, setOn] = useState(warmStart.isEnabled)
  return (
    <Switch
      isSelected={isOn}
      onChange={(next) => {
        setOn(next)
        void warmStart.setEnabled(next)
      }}
    >
      Keep a copy of lists on this device for a faster start
    </Switch>
  )
}

/**
 * SPEC §2 settings, §3 current user and groups: who the console is signed in as. Groups that
 * could not be read say so with the server's words, never 'You are not in any group'.
 */
export default function ProfilePage() {
  const { data: me } = useCurrentUserViewQuery()
  const groupQuery = useCurrentUserGroupsQuery({})
  const { data: groups, isLoading: groupsLoading } = groupQuery
  const groupNames = (groups?.items ?? []).map((group) => group.displayName).sort()
  return (
    <>
      <PageHeader title="Profile" info={areaInfo.profile} />
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
              <UnlessLoadFailed query={groupQuery} title="Could not load your groups" level={2}>
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
              </UnlessLoadFailed>
            </dd>
          </div>
        </dl>
      )}
      {/* the preview keeps nothing on the device (its mock resets on reload, SPEC §1) */}
      {!__MOCK_API__ && <KeepListsSwitch />}
    </>
  )
}
