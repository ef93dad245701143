import { reachIcmpTypeProblem, reachPacket, reachPortProblem } from './firewall-reach-values'

describe('the Can it reach? check’s fields', () => {
  it.each([
    ['443', 'tcp', undefined],
    ['0', 'udp', undefined],
    ['65535', 'tcp', undefined],
    ['', 'tcp', 'Port is required'],
    ['  ', 'udp', 'Port is required'],
    ['https', 'tcp', 'Must be a port like 443'],
    ['80-90', 'tcp', 'Must be a port like 443'],
    ['-1', 'tcp', 'Must be a port like 443'],
    ['4.5', 'tcp', 'Must be a port like 443'],
    ['123456', 'tcp', 'Must be a port like 443'],
    ['65536', 'tcp', 'A port can be at most 65535'],
    ['', 'icmp', undefined],
  ])('port %j over %s: %s', (port, protocol, problem) => {
    expect(reachPortProblem(port, protocol)).toBe(problem)
  })

  it.each([
    ['8', 'icmp', undefined],
    ['128', 'icmp6', undefined],
    ['', 'icmp', 'ICMP type is required'],
    ['256', 'icmp', 'ICMP type must be a whole number from 0 to 255'],
    ['echo', 'icmp6', 'ICMP type must be a whole number from 0 to 255'],
    ['', 'tcp', undefined],
  ])('ICMP type %j over %s: %s', (icmpType, protocol, problem) => {
    expect(reachIcmpTypeProblem(icmpType, protocol)).toBe(problem)
  })

  it('describes a TCP packet by its port, an ICMP one by its type and code', () => {
    const base = { direction: 'inbound' as const, icmpType: '', icmpCode: '', port: '' }
    expect(
      reachPacket({ ...base, protocol: 'tcp', port: ' 443 ', address: ' 203.0.113.9 ' }, {}),
    ).toEqual({
      direction: 'inbound',
      protocol: 'tcp',
      port: 443,
      icmpType: undefined,
      icmpCode: undefined,
      peer: { ip: '203.0.113.9' },
    })
    expect(
      reachPacket(
        { ...base, protocol: 'icmp', icmpType: '8', icmpCode: '0', address: '10.0.0.5' },
        { subnet: 'web', vpc: 'prod' },
      ),
    ).toEqual({
      direction: 'inbound',
      protocol: 'icmp',
      port: undefined,
      icmpType: 8,
      icmpCode: 0,
      peer: { ip: '10.0.0.5', subnet: 'web', vpc: 'prod' },
    })
  })
})
