/**
 * The fields, values and schema a firewall rule form shares (create, clone, edit). Targets, host
 * filters, protocols and ports are lists: each has an entry being added (its own fields and an
 * Add button, checked on Add with SPEC §5's messages, duplicates refused with 'Items must be
 * unique') above the items added so far, each removable.
 */
import { Button } from '@react-spectrum/s2/Button'
import { type FormikErrors, getIn, useFormikContext } from 'formik'
import { array, boolean, number, object, string } from 'yup'
import { NAME_MAX_LENGTH } from '~/lib/constants'
import type {
  VpcFirewallRule,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/store/api'
import { DescriptionField } from '../components/form/DescriptionField'
import { listErrorOf } from '../components/form/FieldArrayRows'
import { NameField } from '../components/form/NameField'
import { NumberField } from '../components/form/NumberField'
import { PickerField } from '../components/form/PickerField'
import { RadioField } from '../components/form/RadioField'
import { SwitchField } from '../components/form/SwitchField'
import { useShowsOwnError } from '../components/form/shown-errors'
import { TextField } from '../components/form/TextField'
import {
  messages,
  nameSchema,
  requiredMessage,
  validatePortRange,
  validateUniqueItems,
} from '../util/validation'
import {
  type NetworkValue,
  NetworkValueFields,
  networkKindLabels,
  networkValueProblem,
} from './network-target-fields'

export type TargetKind = VpcFirewallRuleTarget['type']
export type ProtocolKind = VpcFirewallRuleProtocol['type']

/** A target or host filter as the form holds it. */
export type TargetValue = NetworkValue<TargetKind>

/** A protocol as the form holds it: ICMP type and code as typed ('' when not given). */
export interface ProtocolValue {
  type: ProtocolKind
  icmpType: string
  code: string
}

export interface FirewallRuleValues {
  name: string
  description: string
  enabled: boolean
  /** NaN while the field is empty (NumberField). */
  priority: number
  action: VpcFirewallRule['action']
  direction: VpcFirewallRule['direction']
  targets: TargetValue[]
  targetDraft: TargetValue
  hosts: TargetValue[]
  hostDraft: TargetValue
  protocols: ProtocolValue[]
  protocolDraft: ProtocolValue
  ports: string[]
  portDraft: string
}

export const TARGET_KINDS: readonly TargetKind[] = ['vpc', 'subnet', 'instance', 'ip', 'ip_net']
export const PRIORITY_MAX = 65535
/** The contract's maxItems on targets and on each kind of filter. */
export const MAX_ITEMS = 256
export const DEFAULT_PRIORITY = 1000

export const protocolKindLabels: Record<ProtocolKind, string> = {
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
  icmp6: 'ICMPv6',
}

const emptyProtocol = (): ProtocolValue => ({ type: 'tcp', icmpType: '', code: '' })

export const blankRuleValues = (): FirewallRuleValues => ({
  name: '',
  description: '',
  enabled: true,
  priority: DEFAULT_PRIORITY,
  action: 'allow',
  direction: 'inbound',
  targets: [],
  targetDraft: { type: 'vpc', value: '' },
  hosts: [],
  hostDraft: { type: 'ip_net', value: '' },
  protocols: [],
  protocolDraft: emptyProtocol(),
  ports: [],
  portDraft: '',
})

/** A server rule (or its update shape) as form values, for edit and clone. */
export function ruleToValues(rule: VpcFirewallRuleUpdate, name = rule.name): FirewallRuleValues {
  return {
    ...blankRuleValues(),
    name,
    description: rule.description,
    enabled: rule.status === 'enabled',
    priority: rule.priority,
    action: rule.action,
    direction: rule.direction,
    targets: rule.targets.map(({ type, value }) => ({ type, value })),
    hosts: (rule.filters.hosts ?? []).map(({ type, value }) => ({ type, value })),
    protocols: (rule.filters.protocols ?? []).map((protocol) => ({
      type: protocol.type,
      icmpType: 'value' in protocol && protocol.value ? String(protocol.value.icmpType) : '',
      code: 'value' in protocol && protocol.value?.code ? protocol.value.code : '',
    })),
    ports: [...(rule.filters.ports ?? [])],
  }
}

// formik validates with every empty string as undefined (prepareDataForValidation): the keys the
// schema's tests build read an empty field as ''
function toProtocol({ type, icmpType = '', code = '' }: ProtocolValue): VpcFirewallRuleProtocol {
  if (type === 'tcp' || type === 'udp') return { type }
  if (!icmpType.trim()) return { type, value: null }
  return { type, value: { icmpType: Number(icmpType.trim()), code: code.trim() || null } }
}

/** The update shape of the form's values; empty filter lists are sent as none (any). */
export function valuesToRule(values: FirewallRuleValues): VpcFirewallRuleUpdate {
  const listOrNull = <T,>(items: T[]) => (items.length ? items : null)
  return {
    name: values.name,
    description: values.description.trim(),
    status: values.enabled ? 'enabled' : 'disabled',
    priority: values.priority,
    action: values.action,
    direction: values.direction,
    targets: values.targets.map(({ type, value }) => ({ type, value }) as VpcFirewallRuleTarget),
    filters: {
      hosts: listOrNull(
        values.hosts.map(({ type, value }) => ({ type, value }) as VpcFirewallRuleTarget),
      ),
      protocols: listOrNull(values.protocols.map(toProtocol)),
      ports: listOrNull(values.ports.map((port) => port.trim())),
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Checks of one entry (the contract's IcmpParamRange: 0-255, a range not reversed)

export const icmpMessages = {
  type: 'ICMP type must be a whole number from 0 to 255',
  code: 'Code must be a number from 0 to 255 or a range like 0-3',
  codeOrder: 'The end of a range must not be below its start',
  codeNeedsType: 'A code needs an ICMP type',
} as const

const BYTE = /^[0-9]{1,3}$/
const isByte = (text: string) => BYTE.test(text) && Number(text) <= 255

export function icmpTypeProblem(icmpType: string): string | undefined {
  const text = icmpType.trim()
  if (!text) return undefined
  return isByte(text) ? undefined : icmpMessages.type
}

export function icmpCodeProblem(code: string, icmpType: string): string | undefined {
  const text = code.trim()
  if (!text) return undefined
  const [start, end, ...rest] = text.split('-')
  if (rest.length > 0 || !isByte(start) || (end !== undefined && !isByte(end))) {
    return icmpMessages.code
  }
  if (end !== undefined && Number(end) < Number(start)) return icmpMessages.codeOrder
  if (!icmpType.trim()) return icmpMessages.codeNeedsType
  return undefined
}

const targetKey = ({ type, value = '' }: TargetValue) => `${type}:${value.trim()}`
const protocolKey = (protocol: ProtocolValue) => {
  const { type, value } = toProtocol(protocol) as { type: string; value?: unknown }
  return JSON.stringify({ type, value: value ?? null })
}
const portKey = (port = '') => port.trim()

/** The problem with adding a target or host `draft` to `items`: its own, or a duplicate. */
export function targetDraftProblem(draft: TargetValue, items: TargetValue[]) {
  const problem = networkValueProblem(draft)
  if (problem) return problem
  return items.some((item) => targetKey(item) === targetKey(draft)) ? messages.unique : undefined
}

export function portDraftProblem(draft: string, items: string[]) {
  if (!draft.trim()) return requiredMessage('Port')
  const problem = validatePortRange(draft)
  if (problem) return problem
  return items.some((item) => portKey(item) === portKey(draft)) ? messages.unique : undefined
}

/** The problem with adding `draft`, and the field it belongs on. */
export function protocolDraftProblem(draft: ProtocolValue, items: ProtocolValue[]) {
  const isIcmp = draft.type === 'icmp' || draft.type === 'icmp6'
  if (isIcmp) {
    const typeProblem = icmpTypeProblem(draft.icmpType)
    if (typeProblem) return { field: 'icmpType' as const, message: typeProblem }
    const codeProblem = icmpCodeProblem(draft.code, draft.icmpType)
    if (codeProblem) return { field: 'code' as const, message: codeProblem }
  }
  const normalized = isIcmp ? draft : { ...draft, icmpType: '', code: '' }
  return items.some((item) => protocolKey(item) === protocolKey(normalized))
    ? { field: 'type' as const, message: messages.unique }
    : undefined
}

/**
 * An entry typed but never added would silently be lost on save: the field it is in, and why,
 * so the submit stops and says so. Only entries that are otherwise fine (the schema reports the
 * rest).
 */
export function unaddedEntry(
  values: FirewallRuleValues,
): { field: string; message: string } | undefined {
  if (values.targetDraft.value.trim()) {
    return { field: 'targetDraft.value', message: 'Add this target with Add target, or clear it' }
  }
  if (values.hostDraft.value.trim()) {
    return { field: 'hostDraft.value', message: 'Add this host with Add host filter, or clear it' }
  }
  if (values.portDraft.trim()) {
    return { field: 'portDraft', message: 'Add this port with Add port, or clear it' }
  }
  const { icmpType, code } = values.protocolDraft
  if (icmpType.trim() || code.trim()) {
    return {
      field: 'protocolDraft.icmpType',
      message: 'Add this protocol with Add protocol, or clear its type and code',
    }
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Schema

/** A typed but not yet added entry: checked only once something is typed in it. */
const draftTargetSchema = (list: 'targets' | 'hosts') =>
  object({
    type: string().required(),
    value: string().test('entry', (value, context) => {
      if (!value?.trim()) return true
      const items = (context.from?.[1]?.value as FirewallRuleValues | undefined)?.[list] ?? []
      const problem = targetDraftProblem(context.parent as TargetValue, items)
      return problem ? context.createError({ message: problem }) : true
    }),
  })

const uniqueList = <T,>(key: (item: T) => string, label: string) =>
  array()
    .max(MAX_ITEMS, `At most ${MAX_ITEMS} ${label}`)
    .test('unique', messages.unique, (items) => !items || !validateUniqueItems(items as T[], key))

export const firewallRuleSchema = object({
  name: nameSchema(),
  description: string(),
  enabled: boolean(),
  priority: number()
    .typeError(requiredMessage('Priority'))
    .required(requiredMessage('Priority'))
    .integer('Priority must be a whole number')
    .min(0, `Priority must be from 0 to ${PRIORITY_MAX}`)
    .max(PRIORITY_MAX, `Priority must be from 0 to ${PRIORITY_MAX}`),
  action: string().oneOf(['allow', 'deny']).required(),
  direction: string().oneOf(['inbound', 'outbound']).required(),
  targets: uniqueList<TargetValue>(targetKey, 'targets'),
  targetDraft: draftTargetSchema('targets'),
  hosts: uniqueList<TargetValue>(targetKey, 'host filters'),
  hostDraft: draftTargetSchema('hosts'),
  protocols: uniqueList<ProtocolValue>(protocolKey, 'protocols'),
  protocolDraft: object({
    type: string().required(),
    icmpType: string().test('icmp-type', (value, context) => {
      const problem = icmpTypeProblem(value ?? '')
      return problem ? context.createError({ message: problem }) : true
    }),
    code: string().test('icmp-code', (value, context) => {
      const problem = icmpCodeProblem(value ?? '', (context.parent as ProtocolValue).icmpType)
      return problem ? context.createError({ message: problem }) : true
    }),
  }),
  ports: uniqueList<string>(portKey, 'ports'),
  portDraft: string().test('entry', (value, context) => {
    if (!value?.trim()) return true
    const problem = portDraftProblem(value, (context.parent as FirewallRuleValues).ports)
    return problem ? context.createError({ message: problem }) : true
  }),
})

// ---------------------------------------------------------------------------------------------
// Fields

export const targetLabel = ({ type, value }: TargetValue) =>
  `${networkKindLabels[type]} ${value.trim()}`

export function protocolValueLabel({ type, icmpType, code }: ProtocolValue) {
  const name = protocolKindLabels[type]
  if ((type !== 'icmp' && type !== 'icmp6') || !icmpType.trim()) return name
  return `${name} type ${icmpType.trim()}${code.trim() ? ` code ${code.trim()}` : ''}`
}

/** The items added to one list, each with its Remove button; a note when there are none. */
function AddedItems<T>({
  name,
  label,
  labelOf,
  none,
}: {
  name: keyof FirewallRuleValues & ('targets' | 'hosts' | 'protocols' | 'ports')
  label: string
  labelOf: (item: T) => string
  none: string
}) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<FirewallRuleValues>()
  const items = values[name] as T[]
  const listError = listErrorOf(getIn(errors as FormikErrors<unknown>, name), submitCount)
  const showsError = useShowsOwnError(name, label)
  return (
    <>
      {items.length === 0 ? (
        <p className="form-hint">{none}</p>
      ) : (
        <ul aria-label={label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a list may hold duplicates to report
              key={index}
              style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '4px 0' }}
            >
              <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{labelOf(item)}</span>
              <Button
                variant="secondary"
                size="S"
                aria-label={`Remove ${labelOf(item)}`}
                onPress={() =>
                  void setFieldValue(
                    name,
                    items.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listError && (
        <p className="form-list-error" role="alert" tabIndex={-1} ref={showsError}>
          {listError}
        </p>
      )}
    </>
  )
}

type Helpers = ReturnType<typeof useFormikContext<FirewallRuleValues>>

/**
 * Shows `message` on `field` once any validation already running has settled (a blur just
 * before the Add press validates the whole form and would otherwise replace it).
 */
async function showEntryProblem(form: Helpers, field: string, message: string) {
  await form.validateForm()
  await form.setFieldTouched(field, true, false)
  form.setFieldError(field, message)
}

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
  const form = useFormikContext<FirewallRuleValues>()
  const add = async () => {
    const entry = form.values[draft]
    const problem = targetDraftProblem(entry, form.values[list])
    if (problem) return showEntryProblem(form, `${draft}.value`, problem)
    await form.setFieldValue(
      list,
      [...form.values[list], { ...entry, value: entry.value.trim() }],
      false,
    )
    await form.setFieldValue(`${draft}.value`, '', false)
    await form.setFieldTouched(`${draft}.value`, false, false)
  }
  return (
    <section className="form-section" aria-label={title}>
      <h3 className="form-section-title">{title}</h3>
      <NetworkValueFields
        name={draft}
        label={item.charAt(0).toUpperCase() + item.slice(1)}
        kinds={TARGET_KINDS}
        project={project}
        vpc={vpc}
      />
      <div className="form-row-actions">
        <Button variant="secondary" onPress={() => void add()}>
          {`Add ${item}`}
        </Button>
      </div>
      <AddedItems<TargetValue> name={list} label={title} labelOf={targetLabel} none={none} />
    </section>
  )
}

function ProtocolList() {
  const form = useFormikContext<FirewallRuleValues>()
  const draft = form.values.protocolDraft
  const isIcmp = draft.type === 'icmp' || draft.type === 'icmp6'
  const add = async () => {
    const problem = protocolDraftProblem(draft, form.values.protocols)
    if (problem) return showEntryProblem(form, `protocolDraft.${problem.field}`, problem.message)
    const added = isIcmp ? draft : { ...draft, icmpType: '', code: '' }
    await form.setFieldValue('protocols', [...form.values.protocols, added], false)
    await form.setFieldValue('protocolDraft', { ...emptyProtocol(), type: draft.type }, false)
    await form.setFieldTouched('protocolDraft.icmpType', false, false)
    await form.setFieldTouched('protocolDraft.code', false, false)
  }
  return (
    <section className="form-section" aria-label="Protocols">
      <h3 className="form-section-title">Protocols</h3>
      <PickerField
        name="protocolDraft.type"
        label="Protocol"
        isRequired
        options={(Object.keys(protocolKindLabels) as ProtocolKind[]).map((kind) => ({
          value: kind,
          label: protocolKindLabels[kind],
        }))}
      />
      {isIcmp && (
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
      <div className="form-row-actions">
        <Button variant="secondary" onPress={() => void add()}>
          Add protocol
        </Button>
      </div>
      <AddedItems<ProtocolValue>
        name="protocols"
        label="Protocols"
        labelOf={protocolValueLabel}
        none="None added: any protocol"
      />
    </section>
  )
}

function PortList() {
  const form = useFormikContext<FirewallRuleValues>()
  const add = async () => {
    const problem = portDraftProblem(form.values.portDraft, form.values.ports)
    if (problem) return showEntryProblem(form, 'portDraft', problem)
    await form.setFieldValue('ports', [...form.values.ports, form.values.portDraft.trim()], false)
    await form.setFieldValue('portDraft', '', false)
    await form.setFieldTouched('portDraft', false, false)
  }
  return (
    <section className="form-section" aria-label="Ports">
      <h3 className="form-section-title">Ports</h3>
      <TextField
        name="portDraft"
        label="Port"
        description="A port like 80 or a range like 8000-8080"
      />
      <div className="form-row-actions">
        <Button variant="secondary" onPress={() => void add()}>
          Add port
        </Button>
      </div>
      <AddedItems<string>
        name="ports"
        label="Ports"
        labelOf={(port) => port}
        none="None added: any port"
      />
    </section>
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

/**
 * A clone's name: '<name>-copy', then '-copy-2', '-copy-3'… until one is free, the original cut
 * so the whole stays within the 63-character limit (and ends in a letter or digit).
 */
export function cloneName(name: string, taken: readonly string[]): string {
  const used = new Set(taken)
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const base = name.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')
    const candidate = `${base}${suffix}`
    if (!used.has(candidate)) return candidate
  }
}

/** A refusal before any request: an entry typed but not added (see `unaddedEntry`). */
export interface UnaddedEntryError {
  message: string
  errorCode: 'UnaddedEntry'
  field: string
}

export const UNADDED_ENTRY_CODE = 'UnaddedEntry'

/** Throws an UnaddedEntryError when an entry is typed but not added. */
export function refuseUnaddedEntries(values: FirewallRuleValues) {
  const entry = unaddedEntry(values)
  if (entry) {
    const error: UnaddedEntryError = { ...entry, errorCode: UNADDED_ENTRY_CODE }
    throw error
  }
}

/**
 * Where a failed save's message goes: a taken name on Name, an unadded entry on its field, the
 * rest (conflicts, server errors) only in the form's error summary.
 */
export function ruleFieldForError(error: {
  errorCode?: string
}): keyof FirewallRuleValues | undefined {
  if (error.errorCode === 'ObjectAlreadyExists') return 'name'
  if (error.errorCode === UNADDED_ENTRY_CODE) {
    // a nested path ('targetDraft.value'): formik's setFieldError takes paths
    return (error as UnaddedEntryError).field as keyof FirewallRuleValues
  }
  return undefined
}
