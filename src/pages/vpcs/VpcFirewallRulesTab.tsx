/**
 * The VPC's firewall rules, sorted by priority as the firewall applies them, with 'New rule' and
 * the row actions Edit, Clone and Delete. Every write goes through firewall-rules-write.ts: the
 * API replaces the whole list, so each one starts from the server's current rules.
 */

import { useMemo } from 'react'
import { BadgeList } from '@/components/BadgeList'
import { textColumn } from '@/components/columns'
import { CreateLink } from '@/components/PageHeader'
import { ResourceTable } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { SectionHeader } from '@/components/SectionHeader'
import { StateBadge } from '@/components/StateBadge'
import { Truncated } from '@/components/Truncated'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { useFirewallRulesWrite } from '@/resources/firewall-rules-write'
import { useVpcParams } from '@/resources/use-vpc'
import { countOf } from '~/lib/count-of'
import type { VpcFirewallRule } from '~/store/api'
import { useVpcFirewallRulesViewQuery } from '~/store/api/vpcs'
import { byPriority, filterBadges, targetLabel } from './firewall-rule-summary'

type Rule = VpcFirewallRule

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A rule's targets on one line (table rows have one height), cut to fit its column with the whole
 * of it in the tooltip.
 */
function Targets({ rule }: { rule: Rule }) {
  if (rule.targets.length === 0) return 'None'
  return <Truncated text={rule.targets.map(targetLabel).join(' · ')} maxLength={28} />
}

/** A rule's filters: a badge for each kind it filters on, '+N' for the rest. */
function Filters({ rule }: { rule: Rule }) {
  const { shown, rest } = filterBadges(rule.filters)
  if (shown.length === 0) return 'Any traffic'
  return (
    <BadgeList
      shown={shown}
      rest={rest}
      restLabel={(count) => countOf(count, { one: 'more filter', other: 'more filters' })}
    />
  )
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
        <CreateLink
          label="New rule"
          href={pb.vpcFirewallRulesNew({ project, vpc })}
          requires="firewall.update"
        />
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
          textColumn('priority', 'Priority', (rule) => rule.priority, { minWidth: 100 }),
          {
            id: 'action',
            name: 'Action',
            minWidth: 80,
            sortValue: (rule) => rule.action,
            cell: (rule) => capitalized(rule.action),
          },
          {
            id: 'direction',
            name: 'Direction',
            // 'Outbound' whole
            minWidth: 110,
            sortValue: (rule) => rule.direction,
            cell: (rule) => capitalized(rule.direction),
          },
          {
            id: 'targets',
            name: 'Targets',
            minWidth: 140,
            cell: (rule) => <Targets rule={rule} />,
          },
          {
            id: 'filters',
            name: 'Filters',
            // a host, a protocol, a port range and '+N' on one line at 1400 px
            minWidth: 300,
            defaultWidth: '3fr',
            cell: (rule) => <Filters rule={rule} />,
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
        // every change writes the VPC's whole rule list (firewall-rules-write.ts): one permission
        rowActions={(rule) => [
          {
            id: 'edit',
            label: 'Edit',
            href: pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name }),
            requires: 'firewall.update',
          },
          {
            id: 'clone',
            label: 'Clone',
            href: pb.vpcFirewallRuleClone({ project, vpc, rule: rule.name }),
            requires: 'firewall.update',
          },
          deleteAction({
            kind: 'firewall rule',
            name: rule.name,
            run: () => write({ kind: 'delete', name: rule.name }),
            requires: 'firewall.update',
          }),
        ]}
      />
    </>
  )
}
