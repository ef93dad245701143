/**
 * `affinity`: the project's anti-affinity and affinity groups in one table (the contract has
 * both), with kind, policy (SPEC §9's help text above the table), failure domain, member count
 * and age; Edit and Delete per row. A group's page is `affinity/{name}`, `?kind=affinity` for an
 * affinity group (affinity-groups.ts).
 */

import { createdColumn, descriptionColumn, nameColumn, textColumn } from '@/components/columns'
import { RowLookup, RowLookupNotice } from '@/components/Lookup'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { queryFailure } from '@/hooks/use-resource-list'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  type GroupKind,
  type GroupRow,
  groupEditHref,
  groupHref,
  groupKindColumn,
  groupNoun,
  POLICY_HELP,
} from '@/resources/affinity-groups'
import {
  useGroupMembers,
  useGroupMutations,
  useProjectGroups,
} from '@/resources/use-affinity-groups'
import { areaInfo } from '@/util/docs'

/** A group's member count, from its member list. */
function MemberCount({
  project,
  kind,
  group,
}: {
  project: string
  kind: GroupKind
  group: string
}) {
  const query = useGroupMembers(project, kind, group)
  return (
    <RowLookup query={query} what="members">
      {() => String(query.members.length)}
    </RowLookup>
  )
}

export default function AffinityPage() {
  const { project } = useProjectParams()
  const { items, isLoading, error } = useProjectGroups(project)
  const { remove } = useGroupMutations()
  const failure = queryFailure(error)
  if (failure) throw failure
  return (
    <>
      <PageHeader
        title="Affinity"
        info={areaInfo.affinity}
        create={{
          label: 'New group',
          href: pb.affinityNew({ project }),
          requires: 'affinity.create',
        }}
      />
      <p>
        Anti-affinity groups keep their instances on different sleds; affinity groups keep them on
        the same sled. {POLICY_HELP} Allow starts them anyway; fail does not.
      </p>
      {(['antiAffinityGroupMemberList', 'affinityGroupMemberList'] as const).map((endpoint) => (
        <RowLookupNotice<{ project: string }>
          key={endpoint}
          endpoint={endpoint}
          what="members"
          matches={(args) => args.project === project}
        />
      ))}
      <ResourceTable<GroupRow>
        label="Affinity groups"
        items={items}
        isLoading={isLoading}
        columns={[
          nameColumn((group) => groupHref(project, group.kind, group.name)),
          groupKindColumn,
          textColumn('policy', 'Policy', (group) => group.policy, { minWidth: 100 }),
          textColumn('failureDomain', 'Failure domain', (group) => group.failureDomain, {
            minWidth: 150,
          }),
          {
            id: 'members',
            name: 'Members',
            minWidth: 100,
            cell: (group) => <MemberCount project={project} kind={group.kind} group={group.name} />,
          },
          descriptionColumn(),
          createdColumn(),
        ]}
        empty={{
          title: 'No affinity groups',
          body: 'Create an anti-affinity group to keep instances apart, or an affinity group to keep them together.',
        }}
        rowActions={(group) => [
          {
            id: 'edit',
            label: 'Edit',
            href: groupEditHref(project, group.kind, group.name),
            requires: 'affinity.update',
          },
          deleteAction({
            kind: groupNoun(group.kind),
            name: group.name,
            consequence: 'Its instances leave the group and keep running. This cannot be undone.',
            run: () => remove(group.kind, project, group.name),
            requires: 'affinity.delete',
          }),
        ]}
      />
    </>
  )
}
