// @vitest-environment node
import {
  blockLastProblem,
  keepaliveProblem,
  prefixLengthProblem,
  rackNetworkMessages,
  validateAsn,
  validateHoldTime,
  validateVlan,
  wholeNumberValidator,
} from './rack-network-validation'

describe('prefixLengthProblem', () => {
  test.each([
    ['32', '203.0.113.20', undefined],
    ['0', '203.0.113.20', undefined],
    ['', '203.0.113.20', undefined],
    ['33', '203.0.113.20', 'Max width for IPv4 is 32'],
    ['64', '2001:db8::1', undefined],
    ['129', '2001:db8::1', 'Max width for IPv6 is 128'],
    ['129', 'not an address', 'Max width for IPv6 is 128'],
    ['3.5', '203.0.113.20', 'Width must be an integer'],
    ['-1', '203.0.113.20', 'Width must be an integer'],
    ['032', '203.0.113.20', 'Width must be an integer'],
    ['/32', '203.0.113.20', 'Width must be an integer'],
  ])('%j for %s', (width, address, message) => {
    expect(prefixLengthProblem(width, address)).toBe(message)
  })
})

describe('blockLastProblem', () => {
  test.each([
    ['10.1.0.1', '10.1.0.9', undefined],
    ['10.1.0.1', '10.1.0.1', undefined],
    ['10.1.0.9', '10.1.0.1', 'The first address must not be after the last'],
    ['2001:db8::', '2001:db8::ffff', undefined],
    ['2001:db8::ff', '2001:db8::1', 'The first address must not be after the last'],
    ['10.1.0.1', '2001:db8::1', 'Must be an IPv4 address, as the first address is'],
    ['2001:db8::1', '10.1.0.1', 'Must be an IPv6 address, as the first address is'],
    ['10.1.0.1', '10.1.0', 'Not a valid IP address'],
    ['10.1.0.1', '10.1.0.256', 'Not a valid IP address'],
    ['not an address', '10.1.0.1', undefined],
    ['10.1.0.1', '', undefined],
  ])('%s – %s', (first, last, message) => {
    expect(blockLastProblem(first, last)).toBe(message)
  })
})

describe('wholeNumberValidator', () => {
  const threshold = wholeNumberValidator(1, 255)
  test.each([
    ['3', undefined],
    ['255', undefined],
    [' 1 ', undefined],
    ['', undefined],
    ['0', 'Must be a whole number from 1 to 255'],
    ['256', 'Must be a whole number from 1 to 255'],
    ['1.5', 'Must be a whole number from 1 to 255'],
    ['-3', 'Must be a whole number from 1 to 255'],
    ['1e2', 'Must be a whole number from 1 to 255'],
    ['three', 'Must be a whole number from 1 to 255'],
  ])('%j', (text, message) => {
    expect(threshold(text)).toBe(message)
  })

  it('writes large bounds with separators', () => {
    expect(rackNetworkMessages.wholeNumber(1, 3_600_000_000)).toBe(
      'Must be a whole number from 1 to 3,600,000,000',
    )
  })
})

describe('validateAsn', () => {
  const message = 'Enter an ASN from 1 to 4294967295'
  test.each([
    ['65010', undefined],
    ['1', undefined],
    ['4294967295', undefined],
    [' 64512 ', undefined],
    ['', undefined],
    ['0', message],
    ['4294967296', message],
    ['-1', message],
    ['65010.5', message],
    ['AS65010', message],
    ['6.5e4', message],
  ])('%j', (text, expected) => {
    expect(validateAsn(text)).toBe(expected)
  })
})

describe('validateVlan', () => {
  const message = 'Enter a VLAN ID from 1 to 4094'
  test.each([
    ['100', undefined],
    ['1', undefined],
    ['4094', undefined],
    ['', undefined],
    ['0', message],
    ['4095', message],
    ['65535', message],
    ['-2', message],
    ['10.0', message],
    ['vlan10', message],
  ])('%j', (text, expected) => {
    expect(validateVlan(text)).toBe(expected)
  })
})

describe('validateHoldTime', () => {
  test.each([
    ['0', undefined],
    ['3', undefined],
    ['6', undefined],
    [' 90 ', undefined],
    ['65535', undefined],
    ['', undefined],
    ['1', 'Enter 0, or from 3 to 65,535 seconds'],
    ['2', 'Enter 0, or from 3 to 65,535 seconds'],
    ['65536', 'Enter 0, or from 3 to 65,535 seconds'],
    ['00', 'Enter 0, or from 3 to 65,535 seconds'],
    ['6.5', 'Enter 0, or from 3 to 65,535 seconds'],
    ['-6', 'Enter 0, or from 3 to 65,535 seconds'],
    ['six', 'Enter 0, or from 3 to 65,535 seconds'],
  ])('%j', (text, message) => {
    expect(validateHoldTime(text)).toBe(message)
  })
})

describe('keepaliveProblem', () => {
  test.each([
    ['2', '6', undefined],
    ['5', '6', undefined],
    ['0', '6', undefined],
    ['6', '6', 'Must be less than the hold time'],
    ['30', '6', 'Must be less than the hold time'],
    // no hold timer: no keepalive is needed, any interval goes
    ['30', '0', undefined],
    // a value that is no number is its own field's message
    ['x', '6', undefined],
    ['2', 'x', undefined],
    ['', '6', undefined],
  ])('keepalive %j with hold time %j', (keepalive, holdTime, message) => {
    expect(keepaliveProblem(keepalive, holdTime)).toBe(message)
  })
})
