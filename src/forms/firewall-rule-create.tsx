import { useRef } from 'react'
import { useLocation } from 'wouter'
import { NotFoundError } from '@/components/ErrorBoundary'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useCurrentRoute } from '@/hooks/use-route'
import { pb } from '@/paths'
import { toRuleUpdate, useFirewallRulesWrite } from '@/resources/firewall-rules-write'
import { useVpcParams } from '@/resources/use-vpc'
import { addToast } from '~/machines/toaster'
import type { VpcFirewallRule } from '~/store/api'
import { useVpcFirewallRulesViewQuery } from '~/store/api/vpcs'
import { FirewallRuleFields } from './firewall-rule-fields'
import {
  blankRuleValues,
  cloneName,
  firewallRuleSchema,
  refuseUnaddedEntries,
  ruleFieldForError,
  ruleToValues,
  valuesToRule,
} from './firewall-rule-values'

/**
 * `firewall-rules-new`, and `firewall-rules-new/{rule}`: the same form pre-filled from that rule
 * under a free '<name>-copy' name (a clone). The rule is appended to the server's current list.
 */
export default function FirewallRuleCreateForm() {
  const { project, vpc } = useVpcParams()
  const cloneOf = useCurrentRoute().params.rule
  const { data } = useVpcFirewallRulesViewQuery({ project, vpc })
  const write = useFirewallRulesWrite({ project, vpc })
  const [, navigate] = useLocation()
  // the rule to clone as the form first found it: a later refetch (the save's own fresh read
  // included) where it is gone must not unmount the form with what was typed
  const cloned = useRef<VpcFirewallRule | undefined>(undefined)
  if (cloneOf && !cloned.current) {
    // a clone waits for the rules; a rule that is not among them is a page not found
    if (!data) return null
    cloned.current = data.rules.find((rule) => rule.name === cloneOf)
    if (!cloned.current) throw new NotFoundError()
  }
  const source = cloned.current
  const initialValues = source
    ? ruleToValues(
        toRuleUpdate(source),
        cloneName(source.name, data?.rules.map((rule) => rule.name) ?? []),
      )
    : blankRuleValues()
  const close = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  return (
    <SideModalForm
      requires="firewall.update"
      resource="firewall rule"
      kind="create"
      title={source ? `Clone firewall rule ${source.name}` : undefined}
      initialValues={initialValues}
      validationSchema={firewallRuleSchema}
      fieldForError={ruleFieldForError}
      onDismiss={close}
      onSubmit={async (values) => {
        refuseUnaddedEntries(values)
        const rule = valuesToRule(values)
        await write({ kind: 'create', rule })
        addToast({ content: `Firewall rule ${rule.name} created` })
        close()
      }}
    >
      <FirewallRuleFields project={project} vpc={vpc} />
    </SideModalForm>
  )
}
