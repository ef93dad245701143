import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { useCurrentUserGroupsQuery, useCurrentUserViewQuery } from '~/store/api/current-user'
import { usePolicyViewQuery } from '~/store/api/silos'

/** No groups and no role of its own on the silo: the identity provider sent nothing to go on. */
export function looksMisconfigured(
  userId: string,
  groupCount: number,
  roleAssignments: { identityId: string }[],
) {
  return groupCount === 0 && !roleAssignments.some((assignment) => assignment.identityId === userId)
}

/** The misconfiguration notice itself: a chunk of its own, loaded only after a 403. */
export default function ForbiddenNoticeView() {
  // SPEC §7: after a 403 the console reads the current user, their groups and the policy
  const { data: me } = useCurrentUserViewQuery()
  const { data: groups } = useCurrentUserGroupsQuery({})
  const { data: policy } = usePolicyViewQuery()
  if (!me || !groups || !policy) return null
  if (!looksMisconfigured(me.id, groups.items.length, policy.roleAssignments)) return null
  return (
    <div className="forbidden-notice">
      <InlineAlert variant="notice">
        {/* a section of the page, whose title is its h1: h2, not the default h3 */}
        <Heading level={2}>Your identity provider is probably misconfigured</Heading>
        <Content>
          You are signed in as {me.displayName}, but you are in no groups and have no role on the
          silo {me.siloName}, so you are not allowed to see anything here. Ask your administrator to
          check that the identity provider sends your group memberships, or to give you a role.
        </Content>
      </InlineAlert>
    </div>
  )
}
