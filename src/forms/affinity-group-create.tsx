/**
 * `affinity-new`: a new anti-affinity or affinity group (the contract's create for each kind):
 * kind, name, description, policy (SPEC §9's help text) and failure domain. The user lands on
 * the new group's page to add instances.
 */
import { useLocation } from 'wouter'
import { mixed, object, string } from 'yup'
import { DescriptionField } from '@/components/form/DescriptionField'
import { NameField } from '@/components/form/NameField'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  failureDomainOptions,
  type GroupKind,
  groupHref,
  groupKinds,
  kindHelp,
  kindLabel,
  POLICY_HELP,
  policyOptions,
} from '@/resources/affinity-groups'
import { useGroupMutations } from '@/resources/use-affinity-groups'
import { nameSchema, requiredMessage } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import type { AffinityGroupCreate, AffinityPolicy, FailureDomain } from '~/store/api'

export interface AffinityGroupCreateValues {
  kind: GroupKind
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: FailureDomain
}

export const affinityGroupCreateSchema = object({
  kind: mixed<GroupKind>()
    .oneOf([...groupKinds])
    .required(requiredMessage('Kind')),
  name: nameSchema('Name'),
  description: string().trim().default(''),
  policy: mixed<AffinityPolicy>().oneOf(['allow', 'fail']).required(requiredMessage('Policy')),
  failureDomain: mixed<FailureDomain>().oneOf(['sled']).required(requiredMessage('Failure domain')),
})

export const initialAffinityGroupValues: AffinityGroupCreateValues = {
  kind: 'anti-affinity',
  name: '',
  description: '',
  policy: 'allow',
  failureDomain: 'sled',
}

/** The form's values as the contract's create body (the same for both kinds). */
export const affinityGroupCreateBody = (
  values: AffinityGroupCreateValues,
): AffinityGroupCreate => ({
  name: values.name,
  description: values.description.trim(),
  policy: values.policy,
  failureDomain: values.failureDomain,
})

export default function AffinityGroupCreateForm() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const { create } = useGroupMutations()
  return (
    <SideModalForm<AffinityGroupCreateValues>
      requires="affinity.create"
      resource="group"
      kind="create"
      title="Create affinity group"
      submitLabel="Create group"
      initialValues={initialAffinityGroupValues}
      validationSchema={affinityGroupCreateSchema}
      onDismiss={() => navigate(pb.affinity({ project }))}
      onSubmit={async (values) => {
        const group = await create(values.kind, project, affinityGroupCreateBody(values))
        addToast({ content: `${kindLabel[values.kind]} group ${group.name} created` })
        navigate(groupHref(project, values.kind, group.name))
      }}
    >
      <RadioField<GroupKind>
        name="kind"
        label="Kind"
        orientation="vertical"
        options={groupKinds.map((kind) => ({
          value: kind,
          label: `${kindLabel[kind]}: ${kindHelp[kind].toLowerCase()}`,
        }))}
      />
      <NameField autoFocus />
      <DescriptionField />
      <RadioField<AffinityPolicy>
        name="policy"
        label="Policy"
        orientation="vertical"
        options={policyOptions}
      />
      <p>{POLICY_HELP}</p>
      <RadioField<FailureDomain>
        name="failureDomain"
        label="Failure domain"
        options={failureDomainOptions}
      />
    </SideModalForm>
  )
}
