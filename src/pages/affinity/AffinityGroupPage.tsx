/**
 * `affinity/{antiAffinityGroup}` (`?kind=affinity` for an affinity group, affinity-groups.ts):
 * the group's properties with Edit and Delete, and its member instances with their run state,
 * 'Add instance' (stopped instances only, the instance machine's rule, SPEC §4) and Remove
 * through the confirm dialog. Members that could not be read say so, with the server's words, in
 * place of the table: the group itself is still there to edit or delete.
 */
import { Button } from '@react-spectrum/s2/Button'
import { useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { nameColumn } from '@/components/columns'
import { LoadingText } from '@/components/LoadingText'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { confirmedAction, deleteAction } from '@/components/row-actions'
import { StateBadge } from '@/components/StateBadge'
import { QueryTableSection } from '@/components/TableSection'
import { AffinityGroupMemberAddForm } from '@/forms/affinity-group-member-add'
import { useCan } from '@/hooks/use-permissions'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  groupEditHref,
  groupNoun,
  kindFromSearch,
  kindHelp,
  kindLabel,
  POLICY_HELP,
  policyLabel,
} from '@/resources/affinity-groups'
import { InstanceStateBadge } from '@/resources/instance-ui'
import { useGroup, useGroupMembers, useGroupMutations } from '@/resources/use-affinity-groups'
import { wholeListArgs } from '~/lib/whole-list'
import { reviveDates } from '~/store/api'
import { useInstanceListQuery } from '~/store/api/instances'

export default function AffinityGroupPage() {
  const { project, antiAffinityGroup: name } = useRouteParams('project', 'antiAffinityGroup')
  const kind = kindFromSearch(useSearch())
  const [, navigate] = useLocation()
  const { group } = useGroup(project, kind, name)
  const memberQuery = useGroupMembers(project, kind, name, !group)
  const { members } = memberQuery
  const { data: instancePage } = useInstanceListQuery(wholeListArgs({ project }))
  const instances = useMemo(
    () => (instancePage?.items ?? []).map((instance) => reviveDates(instance)),
    [instancePage],
  )
  const instancesById = useMemo(
    () => new Map(instances.map((instance) => [instance.id, instance])),
    [instances],
  )
  const memberIds = useMemo(() => new Set(members.map((member) => member.id)), [members])
  const { remove, removeMember } = useGroupMutations()
  const [adding, setAdding] = useState(false)
  const addRefused = useCan()('affinity.member.add')

  if (!group) return <LoadingText what="group" />
  const noun = groupNoun(kind)

  return (
    <>
      <ResourceHeader
        kind={`${kindLabel[kind]} group`}
        title={group.name}
        menu={[
          {
            id: 'edit',
            label: 'Edit',
            href: groupEditHref(project, kind, group.name),
            requires: 'affinity.update',
          },
          deleteAction({
            kind: noun,
            name: group.name,
            consequence: 'Its instances leave the group and keep running. This cannot be undone.',
            requires: 'affinity.delete',
            run: async () => {
              await remove(kind, project, group.name)
              navigate(pb.affinity({ project }))
            },
          }),
        ]}
        properties={[
          { label: 'Kind', value: `${kindLabel[kind]} (${kindHelp[kind].toLowerCase()})` },
          { label: 'Policy', value: `${policyLabel(group.policy)}. ${POLICY_HELP}` },
          { label: 'Failure domain', value: group.failureDomain },
          { label: 'Description', value: group.description || '—' },
          { label: 'ID', value: group.id, copy: group.id },
          { label: 'Created', value: <RelativeTime date={group.timeCreated} /> },
        ]}
      />
      <QueryTableSection
        title="Members"
        query={memberQuery}
        items={members}
        columns={[
          nameColumn((member) => pb.instance({ project, instance: member.name })),
          {
            id: 'state',
            name: 'State',
            minWidth: 210,
            sortValue: (member) => member.runState,
            cell: (member) => {
              const instance = instancesById.get(member.id)
              return instance ? (
                <InstanceStateBadge instance={instance} />
              ) : (
                <StateBadge state={member.runState} tone="neutral" />
              )
            },
          },
        ]}
        empty={{
          title: 'No members',
          body: 'Add a stopped instance to this group.',
        }}
        note={addRefused && <p>{addRefused}.</p>}
        rowActions={(member) => [
          confirmedAction({
            id: 'remove',
            label: 'Remove',
            title: 'Remove instance',
            content: `Are you sure you want to remove ${member.name} from the ${noun} ${group.name}?`,
            errorTitle: 'Could not remove instance',
            run: () => removeMember(kind, project, group.name, member.id),
            success: `${member.name} removed from ${group.name}`,
            requires: 'affinity.member.remove',
          }),
        ]}
      >
        <Button
          variant="secondary"
          isDisabled={!instancePage || Boolean(addRefused)}
          onPress={() => setAdding(true)}
        >
          Add instance
        </Button>
      </QueryTableSection>
      {adding && (
        <AffinityGroupMemberAddForm
          project={project}
          kind={kind}
          group={group.name}
          instances={instances}
          memberIds={memberIds}
          onDismiss={() => setAdding(false)}
        />
      )}
    </>
  )
}
