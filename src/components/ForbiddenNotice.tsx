import { Content, Heading } from '@react-spectrum/s2/Dialog'
import { InlineAlert } from '@react-spectrum/s2/InlineAlert'
import { type RootState, useAppSelector } from '~/store'
import {
  type ApiError,
  useCurrentUserGroupsQuery,
  useCurrentUserViewQuery,
  usePolicyViewQuery,
} from '~/store/api'

const isForbidden = (entry: { status?: string; error?: unknown } | undefined) =>
  entry?.status === 'rejected' && (entry.error as ApiError | undefined)?.statusCode === 403

/** Whether any request the console made was forbidden (RTK Query keeps the last outcome of each). */
const selectSawForbidden = (state: RootState) =>
  Object.values(state.api.queries).some(isForbidden) ||
  Object.values(state.api.mutations).some(isForbidden)

/** No groups and no role of its own on the silo: the identity provider sent nothing to go on. */
export function looksMisconfigured(
  userId: string,
  groupCount: number,
  roleAssignments: { identityId: string }[],
) {
  return groupCount === 0 && !roleAssignments.some((assignment) => assignment.identityId === userId)
}

function Notice() {
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

/** SPEC §2, §7: shown in the main layout once a request was forbidden (403). */
export function ForbiddenNotice() {
  const sawForbidden = useAppSelector(selectSawForbidden)
  return sawForbidden ? <Notice /> : null
}
