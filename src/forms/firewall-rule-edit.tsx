import { useRef } from 'react'
import { useLocation } from 'wouter'
import { NotFoundError } from '@/components/ErrorBoundary'
import { SideModalForm } from '@/components/form/SideModalForm'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  type RuleWriteError,
  toRuleUpdate,
  useFirewallRulesWrite,
} from '@/resources/firewall-rules-write'
import { addToast } from '~/machines/toaster'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/store/api'
import { useVpcFirewallRulesViewQuery } from '~/store/api/vpcs'
import { FirewallRuleFields } from './firewall-rule-fields'
import {
  firewallRuleSchema,
  refuseUnaddedEntries,
  ruleFieldForError,
  ruleToValues,
  valuesToRule,
} from './firewall-rule-values'

function EditForm({
  project,
  vpc,
  opened,
}: {
  project: string
  vpc: string
  opened: VpcFirewallRule
}) {
  const write = useFirewallRulesWrite({ project, vpc })
  const [, navigate] = useLocation()
  /**
   * The server version the edit is based on: the rule as opened, then, after the form has said
   * that it changed (or vanished) on the server, that version — so a second submit is a
   * deliberate save over exactly what the user was told about, and a third party's further
   * change is caught again.
   */
  const basis = useRef<VpcFirewallRuleUpdate | null>(toRuleUpdate(opened))
  const close = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  return (
    <SideModalForm
      requires="firewall.update"
      resource="firewall rule"
      kind="edit"
      initialValues={ruleToValues(toRuleUpdate(opened))}
      validationSchema={firewallRuleSchema}
      fieldForError={ruleFieldForError}
      onDismiss={close}
      onSubmit={async (values) => {
        refuseUnaddedEntries(values)
        const rule = valuesToRule(values)
        try {
          await write({ kind: 'edit', originalName: opened.name, basis: basis.current, rule })
        } catch (caught) {
          const conflict = (caught as RuleWriteError).serverVersion
          if (conflict !== undefined) basis.current = conflict
          throw caught
        }
        addToast({ content: `Firewall rule ${rule.name} updated` })
        close()
      }}
    >
      <FirewallRuleFields project={project} vpc={vpc} />
    </SideModalForm>
  )
}

/**
 * `firewall-rules/{rule}/edit`, over the rules table: every field of the rule. The save replaces
 * only this rule in the server's current list, and not at all when the rule changed or vanished
 * on the server since the form opened (firewall-rules-write.ts).
 */
export default function FirewallRuleEditForm() {
  const { project, vpc, rule: name } = useRouteParams('project', 'vpc', 'rule')
  const { data } = useVpcFirewallRulesViewQuery({ project, vpc })
  // the rule as the form first saw it: later refetches (our own fresh read included) must not
  // swap the form's basis or unmount it when the rule vanishes from the list
  const opened = useRef<VpcFirewallRule | undefined>(undefined)
  if (!opened.current) opened.current = data?.rules.find((rule) => rule.name === name)
  if (!opened.current) {
    // the list is in and the rule is not in it: the address names no rule
    if (data) throw new NotFoundError()
    return null
  }
  return <EditForm project={project} vpc={vpc} opened={opened.current} />
}
