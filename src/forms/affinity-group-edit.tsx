/**
 * `affinity/{group}/edit` (`?kind=affinity` for an affinity group), over the group's page: name
 * and description, all the contract's update takes, each optional: only those the user changed
 * are sent (save-changes.ts); the policy and failure domain are fixed at
 * creation and shown as such. Closing lands on the group's page, under its new name after a
 * rename.
 */
import { useLocation, useSearch } from 'wouter'
import { object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { identityLabels } from '@/components/form/save-changes'
import { useRouteParams } from '@/hooks/use-route'
import { groupHref, kindFromSearch, kindLabel, POLICY_HELP } from '@/resources/affinity-groups'
import { useFreshGroup, useGroup, useGroupMutations } from '@/resources/use-affinity-groups'
import { nameSchema } from '@/util/validation'
import { addToast } from '~/machines/toaster'

export const affinityGroupEditSchema = object({
  name: nameSchema('Name'),
  description: string().trim().default(''),
})

const groupValues = (group: { name: string; description: string }) => ({
  name: group.name,
  description: group.description,
})

export default function AffinityGroupEditForm() {
  const { project, antiAffinityGroup: name } = useRouteParams('project', 'antiAffinityGroup')
  const kind = kindFromSearch(useSearch())
  const { group } = useGroup(project, kind, name)
  const [, navigate] = useLocation()
  const { update } = useGroupMutations()
  const readGroup = useFreshGroup()
  if (!group) return null
  return (
    <SideModalForm
      requires="affinity.update"
      resource={`${kind} group`}
      kind="edit"
      initialValues={groupValues(group)}
      validationSchema={affinityGroupEditSchema}
      update={{
        reread: async () => groupValues(await readGroup(kind, project, group.name)),
        labels: identityLabels,
      }}
      onDismiss={() => navigate(groupHref(project, kind, group.name))}
      onSubmit={async (_values, changes) => {
        const updated = await update(kind, project, group.name, changes)
        addToast({ content: `${kindLabel[kind]} group ${updated.name} updated` })
        navigate(groupHref(project, kind, updated.name))
      }}
    >
      <NameField autoFocus />
      <DescriptionField />
      <p>
        Policy: {group.policy}. Failure domain: {group.failureDomain}. Both are fixed when the group
        is created. {POLICY_HELP}
      </p>
    </SideModalForm>
  )
}
