/**
 * The VPC's firewall rules, sorted by priority as the firewall applies them, with 'New rule' and
 * the row actions Edit, Clone and Delete. Every write goes through firewall-rules-write.ts: the
 * API replaces the whole list, so each one starts from the server's current rules.
 */
import { LinkButton } from '@react-spectrum/s2/LinkButton'
import { useMemo } from 'react'
import { textColumn } from '@/components/columns'
import { ResourceTable } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { StateBadge } from '@/components/StateBadge'
import { Truncated } from '@/components/Truncated'
import { queryFailure } from '@/hooks/use-resource-list'
import { useVpcParams } from '@/hooks/use-vpc'
import { pb } from '@/paths'
import { useFirewallRulesWrite } from '@/resources/firewall-rules-write'
import type { VpcFirewallRule } from '~/store/api'
import { useVpcFirewallRulesViewQuery } from '~/store/api/vpcs'
import { byPriority, filterSummary, targetLabel } from './firewall-rule-summary'

type Rule = VpcFirewallRule

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A rule's targets or filters on one line (table rows have one height), cut to fit its column
 * with the whole of it in the tooltip.
 */
function Summary({ parts, none, maxLength }: { parts: string[]; none: string; maxLength: number }) {
  if (parts.length === 0) return none
  return <Truncated text={parts.join(' · ')} maxLength={maxLength} />
}

export default function VpcFirewallRulesTab() {
  const { project, vpc } = useVpcParams()
  const { data, isLoading, error } = useVpcFirewallRulesViewQuery({ project, vpc })
  const rules = useMemo(() => [...(data?.rules ?? [])].sort(byPriority), [data])
  const write = useFirewallRulesWrite({ project, vpc })
  const failure = queryFailure(error)
  if (failure) throw failure
  return (
    <>
      <SectionHeader title="Firewall rules">
        <LinkButton variant="accent" href={pb.vpcFirewallRulesNew({ project, vpc })}>
          New rule
        </LinkButton>
      </SectionHeader>
      <ResourceTable<Rule>
        label="Firewall rules"
        items={rules}
        isLoading={isLoading}
        columns={[
          {
            id: 'name',
            name: 'Name',
            isRowHeader: true,
            minWidth: 180,
            defaultWidth: '2fr',
            sortValue: (rule) => rule.name,
            cell: (rule) => rule.name,
          },
          textColumn('priority', 'Priority', (rule) => rule.priority, { minWidth: 90 }),
          {
            id: 'action',
            name: 'Action',
            minWidth: 90,
            sortValue: (rule) => rule.action,
            cell: (rule) => capitalized(rule.action),
          },
          {
            id: 'direction',
            name: 'Direction',
            minWidth: 100,
            sortValue: (rule) => rule.direction,
            cell: (rule) => capitalized(rule.direction),
          },
          {
            id: 'targets',
            name: 'Targets',
            minWidth: 160,
            cell: (rule) => (
              <Summary parts={rule.targets.map(targetLabel)} none="None" maxLength={28} />
            ),
          },
          {
            id: 'filters',
            name: 'Filters',
            minWidth: 220,
            defaultWidth: '2fr',
            cell: (rule) => (
              <Summary parts={filterSummary(rule.filters)} none="Any traffic" maxLength={36} />
            ),
          },
          {
            id: 'status',
            name: 'Status',
            // the badge reads whole: "disabled" with its light
            minWidth: 130,
            sortValue: (rule) => rule.status,
            cell: (rule) => (
              <StateBadge
                state={rule.status}
                tone={rule.status === 'enabled' ? 'positive' : 'neutral'}
              />
            ),
          },
        ]}
        empty={{
          title: 'No firewall rules',
          body: 'Without rules, this VPC’s instances accept no inbound traffic.',
        }}
        rowActions={(rule) => [
          {
            id: 'edit',
            label: 'Edit',
            href: pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name }),
          },
          {
            id: 'clone',
            label: 'Clone',
            href: pb.vpcFirewallRuleClone({ project, vpc, rule: rule.name }),
          },
          deleteAction({
            kind: 'firewall rule',
            name: rule.name,
            run: () => write({ kind: 'delete', name: rule.name }),
          }),
        ]}
      />
    </>
  )
}
