/**
 * A firewall rule as its forms hold it (create, clone, edit): the values, their conversion from
 * and to the contract's update shape, and their checks (SPEC §5's messages). Targets, host
 * filters, protocols and ports are lists, each with an entry being drafted: an entry is checked
 * as it is added (duplicates refused with 'Items must be unique'), and one typed but never added
 * stops the submit. The fields are firewall-rule-fields.tsx.
 */
import { array, boolean, number, object, string } from 'yup'
import {
  messages,
  nameSchema,
  requiredMessage,
  validatePortRange,
  validateUniqueItems,
} from '@/util/validation'
import { NAME_MAX_LENGTH } from '~/lib/constants'
import type {
  VpcFirewallRule,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/store/api'
import { type NetworkValue, networkKindLabels, networkValueProblem } from './network-target-values'

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
  const listOrNull = <T>(items: T[]) => (items.length ? items : null)
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

/** What adding an entry gives: the item for its list, and the entry as it is left to type the next. */
export interface TakenDraft<Item> {
  item: Item
  next: Item
}

/** A target or host: its value trimmed; the next keeps its kind. */
export const takeTargetDraft = (draft: TargetValue): TakenDraft<TargetValue> => ({
  item: { ...draft, value: draft.value.trim() },
  next: { ...draft, value: '' },
})

/** A protocol: TCP and UDP carry no ICMP type or code; the next keeps its protocol. */
export const takeProtocolDraft = (draft: ProtocolValue): TakenDraft<ProtocolValue> => ({
  item:
    draft.type === 'icmp' || draft.type === 'icmp6' ? draft : { ...draft, icmpType: '', code: '' },
  next: { ...emptyProtocol(), type: draft.type },
})

export const takePortDraft = (draft: string): TakenDraft<string> => ({
  item: draft.trim(),
  next: '',
})

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

const uniqueList = <T>(key: (item: T) => string, label: string) =>
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
// How added entries read in their lists

export const targetLabel = ({ type, value }: TargetValue) =>
  `${networkKindLabels[type]} ${value.trim()}`

export function protocolValueLabel({ type, icmpType, code }: ProtocolValue) {
  const name = protocolKindLabels[type]
  if ((type !== 'icmp' && type !== 'icmp6') || !icmpType.trim()) return name
  return `${name} type ${icmpType.trim()}${code.trim() ? ` code ${code.trim()}` : ''}`
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
