/**
 * The Can it reach? check on an instance's Networking tab, as its form holds it: a packet's
 * direction, protocol, destination port (TCP, UDP) or ICMP type and code, and the address at the
 * other end, with their checks (SPEC §5's address message; the contract's port and ICMP bounds),
 * and the packet they describe (src/util/firewall-reach.ts).
 */
import { object, string } from 'yup'
import type { Packet, ReachProtocol } from '@/util/firewall-reach'
import { ipSchema, messages, PORT_MAX, requiredMessage } from '@/util/validation'
import { icmpCodeProblem, icmpTypeProblem } from './firewall-rule-values'

export interface ReachValues {
  direction: Packet['direction']
  protocol: ReachProtocol
  port: string
  icmpType: string
  icmpCode: string
  address: string
}

export const blankReachValues = (): ReachValues => ({
  direction: 'inbound',
  protocol: 'tcp',
  port: '',
  icmpType: '',
  icmpCode: '',
  address: '',
})

export const reachMessages = {
  port: 'Must be a port like 443',
} as const

const hasPorts = (protocol: string) => protocol === 'tcp' || protocol === 'udp'

/** A port as typed: required for TCP and UDP, a whole number up to the largest port. */
export function reachPortProblem(port: string, protocol: string): string | undefined {
  if (!hasPorts(protocol)) return undefined
  const text = port.trim()
  if (!text) return requiredMessage('Port')
  if (!/^\d{1,5}$/.test(text)) return reachMessages.port
  return Number(text) > PORT_MAX ? messages.portMax : undefined
}

/** The ICMP type as typed: required for ICMP (a packet has one), a byte. */
export function reachIcmpTypeProblem(icmpType: string, protocol: string): string | undefined {
  if (hasPorts(protocol)) return undefined
  if (!icmpType.trim()) return requiredMessage('ICMP type')
  return icmpTypeProblem(icmpType)
}

export const reachSchema = object({
  direction: string().oneOf(['inbound', 'outbound']).required(),
  protocol: string().oneOf(['tcp', 'udp', 'icmp', 'icmp6']).required(),
  port: string().test('port', (value, context) => {
    const problem = reachPortProblem(value ?? '', (context.parent as ReachValues).protocol)
    return problem ? context.createError({ message: problem }) : true
  }),
  icmpType: string().test('icmp-type', (value, context) => {
    const problem = reachIcmpTypeProblem(value ?? '', (context.parent as ReachValues).protocol)
    return problem ? context.createError({ message: problem }) : true
  }),
  icmpCode: string().test('icmp-code', (value, context) => {
    const parent = context.parent as ReachValues
    if (hasPorts(parent.protocol) || !value?.trim()) return true
    const problem = icmpCodeProblem(value, parent.icmpType)
    return problem ? context.createError({ message: problem }) : true
  }),
  address: ipSchema('Address'),
})

/** The packet the values describe; `peer` says what the address belongs to, when known. */
export function reachPacket(values: ReachValues, peer: Omit<Packet['peer'], 'ip'>): Packet {
  const ports = hasPorts(values.protocol)
  return {
    direction: values.direction,
    protocol: values.protocol,
    port: ports ? Number(values.port.trim()) : undefined,
    icmpType: ports ? undefined : Number(values.icmpType.trim()),
    icmpCode: ports || !values.icmpCode.trim() ? undefined : Number(values.icmpCode.trim()),
    peer: { ip: values.address.trim(), ...peer },
  }
}
