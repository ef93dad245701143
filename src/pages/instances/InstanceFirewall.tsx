/**
 * The Networking tab's firewall: the enabled rules of the instance's VPC whose targets take it in,
 * in the order they are weighed, each with why it applies and a link to edit it; and a Can it
 * reach? check naming the rule that decides a packet, or the default when none does
 * (src/util/firewall-reach.ts, docs/architecture.md "Firewall rules that apply").
 */
import { Link } from '@react-spectrum/s2/Link'
import { skipToken } from '@reduxjs/toolkit/query'
import { useFormikContext } from 'formik'
import { useState } from 'react'
import { InlineForm } from '@/components/form/InlineForm'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { TextField } from '@/components/form/TextField'
import { LoadFailedAlert } from '@/components/LoadFailedAlert'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import {
  blankReachValues,
  type ReachValues,
  reachPacket,
  reachSchema,
} from '@/forms/firewall-reach-values'
import { protocolKindLabels } from '@/forms/firewall-rule-values'
import { pb } from '@/paths'
import { nicAddresses } from '@/resources/network-interfaces'
import {
  type ApplyingRule,
  type InstanceNetwork,
  inNetwork,
  type ReachVerdict,
  reach,
  rulesThatApply,
} from '@/util/firewall-reach'
import { primaryVpcId } from '@/util/query-args'
import { wholeListArgs } from '~/lib/whole-list'
import type { InstanceNetworkInterface, VpcSubnet } from '~/store/api'
import {
  useVpcFirewallRulesViewQuery,
  useVpcSubnetListQuery,
  useVpcViewQuery,
} from '~/store/api/vpcs'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function ruleColumns(project: string, vpc: string): TableColumn<ApplyingRule & { id: string }>[] {
  return [
    { id: 'priority', name: 'Priority', minWidth: 90, cell: ({ rule }) => rule.priority },
    {
      id: 'name',
      name: 'Rule',
      isRowHeader: true,
      minWidth: 220,
      cell: ({ rule }) => (
        <Link href={pb.vpcFirewallRuleEdit({ project, vpc, rule: rule.name })}>{rule.name}</Link>
      ),
    },
    { id: 'direction', name: 'Direction', cell: ({ rule }) => capitalized(rule.direction) },
    { id: 'action', name: 'Action', cell: ({ rule }) => capitalized(rule.action) },
    {
      id: 'why',
      name: 'Why it applies',
      minWidth: 260,
      defaultWidth: '2fr',
      cell: ({ reasons }) => reasons.join('; '),
    },
  ]
}

/** What the address at the other end belongs to: the subnet of the VPC whose block holds it. */
function peerOf(address: string, subnets: readonly VpcSubnet[], vpc: string) {
  const subnet = subnets.find(
    (candidate) =>
      inNetwork(address, candidate.ipv4Block) ||
      (candidate.ipv6Block ? inNetwork(address, candidate.ipv6Block) : false),
  )
  return subnet ? { subnet: subnet.name, vpc } : {}
}

function verdictWords(verdict: ReachVerdict, direction: ReachValues['direction']) {
  const outcome = verdict.action === 'allow' ? 'Allowed' : 'Denied'
  if (verdict.rule) return `${outcome} by ${verdict.rule.name} (priority ${verdict.rule.priority}).`
  return `${outcome}: no rule that applies matches it, and ${direction} traffic is ${
    direction === 'inbound' ? 'denied' : 'allowed'
  } by default.`
}

const protocolOptions = (['tcp', 'udp', 'icmp', 'icmp6'] as const).map((value) => ({
  value,
  label: protocolKindLabels[value],
}))

function ReachFields() {
  const { values } = useFormikContext<ReachValues>()
  const ports = values.protocol === 'tcp' || values.protocol === 'udp'
  return (
    <>
      <RadioField<ReachValues['direction']>
        name="direction"
        label="Direction"
        options={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <PickerField name="protocol" label="Protocol" isRequired options={protocolOptions} />
      {ports ? (
        <TextField name="port" label="Port" isRequired description="The destination port" />
      ) : (
        <>
          <TextField name="icmpType" label="ICMP type" isRequired />
          <TextField name="icmpCode" label="ICMP code" />
        </>
      )}
      <TextField
        name="address"
        label="Address"
        isRequired
        description={
          values.direction === 'inbound'
            ? 'Where the traffic comes from'
            : 'Where the traffic goes to'
        }
      />
    </>
  )
}

export function InstanceFirewall({
  project,
  instance,
  nics,
}: {
  project: string
  instance: string
  nics: InstanceNetworkInterface[] | undefined
}) {
  const vpcId = nics && primaryVpcId(nics)
  const vpcView = useVpcViewQuery(vpcId ? { vpc: vpcId } : skipToken)
  const vpc = vpcView.data?.name
  const rules = useVpcFirewallRulesViewQuery(vpc ? { project, vpc } : skipToken)
  const subnets = useVpcSubnetListQuery(vpc ? wholeListArgs({ project, vpc }) : skipToken)
  const [checked, setChecked] = useState<{ verdict: ReachVerdict; values: ReachValues }>()

  const subnetName = (id: string) => subnets.data?.items.find((subnet) => subnet.id === id)?.name
  const network: InstanceNetwork | undefined =
    vpc && nics && subnets.data
      ? {
          name: instance,
          vpc,
          nics: nics.map((nic) => ({
            name: nic.name,
            subnet: subnetName(nic.subnetId) ?? nic.subnetId,
            ips: nicAddresses(nic),
          })),
        }
      : undefined
  const applying = network && rules.data ? rulesThatApply(rules.data.rules, network) : undefined
  const failed = vpcView.error ?? rules.error ?? subnets.error

  return (
    <section aria-labelledby="instance-firewall">
      <h2 className="section-title" id="instance-firewall">
        Firewall rules that apply
      </h2>
      <p>
        The enabled rules of its VPC that target this instance, in the order they are weighed: the
        lower priority number first, and deny before allow on a tie. Traffic no rule matches is
        denied inbound and allowed outbound.
      </p>
      {failed ? (
        <LoadFailedAlert title="Could not load the firewall rules" error={failed} level={3} />
      ) : (
        <ResourceTable
          label="Firewall rules that apply"
          columns={ruleColumns(project, vpc ?? '')}
          items={(applying ?? []).map((entry) => ({ ...entry, id: entry.rule.id }))}
          isLoading={!applying && nics?.length !== 0}
          empty={{
            title: 'No rules apply',
            body:
              nics?.length === 0
                ? 'This instance has no network interface, so no firewall rule applies to it.'
                : 'No enabled rule of its VPC targets this instance.',
          }}
        />
      )}
      {applying && network && <h3 className="section-title">Can it reach?</h3>}
      {applying && network && (
        <InlineForm<ReachValues>
          title="Can it reach?"
          submitLabel="Check"
          initialValues={blankReachValues()}
          validationSchema={reachSchema}
          onSubmit={async (values) => {
            const packet = reachPacket(
              values,
              peerOf(values.address.trim(), subnets.data?.items ?? [], network.vpc),
            )
            setChecked({ verdict: reach(applying, packet), values })
          }}
          footnote={
            <p className="reach-verdict" role="status">
              {checked && verdictWords(checked.verdict, checked.values.direction)}{' '}
              {checked?.verdict.rule && (
                <Link
                  href={pb.vpcFirewallRuleEdit({
                    project,
                    vpc: network.vpc,
                    rule: checked.verdict.rule.name,
                  })}
                >
                  Edit {checked.verdict.rule.name}
                </Link>
              )}
            </p>
          }
        >
          <ReachFields />
        </InlineForm>
      )}
    </section>
  )
}
