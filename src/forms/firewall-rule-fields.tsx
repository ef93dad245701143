/**
 * Every field of a firewall rule form (create, clone, edit); the values, their checks and their
 * conversion are firewall-rule-values.ts. Targets, host filters, protocols and ports are each a
 * list built one entry at a time (DraftList).
 */

import { useFormikContext } from 'formik'
import { DescriptionField } from '@/components/form/DescriptionField'
import { DraftList, type DraftProblem } from '@/components/form/DraftList'
import { NameField } from '@/components/form/NameField'
import { NumberField } from '@/components/form/NumberField'
import { PickerField } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SwitchField } from '@/components/form/SwitchField'
import { TextField } from '@/components/form/TextField'
import {
  type FirewallRuleValues,
  type ProtocolKind,
  type ProtocolValue,
  portDraftProblem,
  protocolDraftProblem,
  protocolKindLabels,
  protocolValueLabel,
  TARGET_KINDS,
  type TargetValue,
  takePortDraft,
  takeProtocolDraft,
  takeTargetDraft,
  targetDraftProblem,
  targetLabel,
} from './firewall-rule-values'
import { NetworkValueFields } from './network-target-fields'

/** A message on the entry itself, or on its field `field`. */
const problemAt = (message: string | undefined, field?: string): DraftProblem | undefined =>
  message === undefined ? undefined : { field, message }

function TargetList({
  list,
  draft,
  title,
  item,
  none,
  project,
  vpc,
}: {
  list: 'targets' | 'hosts'
  draft: 'targetDraft' | 'hostDraft'
  title: string
  item: string
  none: string
  project: string
  vpc: string
}) {
  return (
    <DraftList<TargetValue>
      name={list}
      draft={draft}
      title={title}
      addLabel={`Add ${item}`}
      none={none}
      labelOf={targetLabel}
      problemOf={(entry, items) => problemAt(targetDraftProblem(entry, items), 'value')}
      take={takeTargetDraft}
      resets={[`${draft}.value`]}
    >
      <NetworkValueFields
        name={draft}
        label={item.charAt(0).toUpperCase() + item.slice(1)}
        kinds={TARGET_KINDS}
        project={project}
        vpc={vpc}
      />
    </DraftList>
  )
}

function ProtocolList() {
  const { type } = useFormikContext<FirewallRuleValues>().values.protocolDraft
  return (
    <DraftList<ProtocolValue>
      name="protocols"
      draft="protocolDraft"
      title="Protocols"
      addLabel="Add protocol"
      none="None added: any protocol"
      labelOf={protocolValueLabel}
      problemOf={protocolDraftProblem}
      take={takeProtocolDraft}
      resets={['protocolDraft.icmpType', 'protocolDraft.code']}
    >
      <PickerField
        name="protocolDraft.type"
        label="Protocol"
        isRequired
        options={(Object.keys(protocolKindLabels) as ProtocolKind[]).map((kind) => ({
          value: kind,
          label: protocolKindLabels[kind],
        }))}
      />
      {(type === 'icmp' || type === 'icmp6') && (
        <>
          <TextField
            name="protocolDraft.icmpType"
            label="ICMP type"
            description="0–255; leave empty for every type"
          />
          <TextField
            name="protocolDraft.code"
            label="ICMP code"
            description="A code or a range like 0-3; leave empty for every code"
          />
        </>
      )}
    </DraftList>
  )
}

function PortList() {
  return (
    <DraftList<string>
      name="ports"
      draft="portDraft"
      title="Ports"
      addLabel="Add port"
      none="None added: any port"
      labelOf={(port) => port}
      problemOf={(entry, items) => problemAt(portDraftProblem(entry, items))}
      take={takePortDraft}
      resets={['portDraft']}
    >
      <TextField
        name="portDraft"
        label="Port"
        description="A port like 80 or a range like 8000-8080"
      />
    </DraftList>
  )
}

/** Every field of a rule, in the order a reader decides on them. */
export function FirewallRuleFields({ project, vpc }: { project: string; vpc: string }) {
  return (
    <>
      <NameField autoFocus />
      <DescriptionField />
      <SwitchField name="enabled" label="Enabled" />
      <NumberField
        name="priority"
        label="Priority"
        isRequired
        description="0–65535; lower numbers are applied first"
      />
      <RadioField
        name="action"
        label="Action"
        options={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
      />
      <RadioField
        name="direction"
        label="Direction of traffic"
        options={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <TargetList
        list="targets"
        draft="targetDraft"
        title="Targets"
        item="target"
        none="None added: the rule applies to no instance"
        project={project}
        vpc={vpc}
      />
      <TargetList
        list="hosts"
        draft="hostDraft"
        title="Host filters"
        item="host filter"
        none="None added: traffic from or to any host"
        project={project}
        vpc={vpc}
      />
      <ProtocolList />
      <PortList />
    </>
  )
}
