// @vitest-environment node
import {
  CHAOS_STATUSES,
  chaosError,
  chaosStrikes,
  FAULT_STATUSES,
  faultFor,
  type MockFault,
  pickDelay,
  statusError,
} from './conditions'

test('a fixed delay is used as is, a range is drawn from', () => {
  expect(pickDelay(0)).toBe(0)
  expect(pickDelay(150)).toBe(150)
  expect(pickDelay([200, 400], () => 0)).toBe(200)
  expect(pickDelay([200, 400], () => 0.5)).toBe(300)
  expect(pickDelay([200, 400], () => 0.999999)).toBeLessThan(400)
})

test('chaos strikes at its rate in percent and never when off', () => {
  expect(chaosStrikes(undefined, () => 0)).toBe(false)
  expect(chaosStrikes(0, () => 0)).toBe(false)
  expect(chaosStrikes(10, () => 0.099)).toBe(true)
  expect(chaosStrikes(10, () => 0.1)).toBe(false)
  expect(chaosStrikes(100, () => 0.9999)).toBe(true)
})

test('chaos picks each of its statuses with the contract error code for it', () => {
  const picks = [0, 0.3, 0.6, 0.9].map((r) => chaosError(() => r))
  expect(picks.map((error) => error.status)).toEqual([...CHAOS_STATUSES])
  expect(picks.map((error) => error.errorCode)).toEqual([
    'Unauthorized',
    'Forbidden',
    'ObjectNotFound',
    'Internal',
  ])
})

describe('a fault fails exactly its method and path', () => {
  const faults: MockFault[] = [
    { method: 'GET', path: '/v1/disks', status: 403 },
    { method: 'post', path: '/v1/instances', status: 500 },
  ]
  test.each([
    ['GET', '/v1/disks', 403],
    ['get', '/v1/disks', 403],
    ['POST', '/v1/instances', 500],
    ['POST', '/v1/disks', undefined],
    ['GET', '/v1/disks/db1', undefined],
    ['GET', '/v1/instances', undefined],
  ] as const)('%s %s → %s', (method, path, status) => {
    expect(faultFor(faults, method, path)?.status).toBe(status)
  })

  test('each status answers with its contract error', () => {
    expect(
      FAULT_STATUSES.map((status) => {
        const error = statusError(status)
        return [error.status, error.errorCode]
      }),
    ).toEqual([
      [401, 'Unauthorized'],
      [403, 'Forbidden'],
      [404, 'ObjectNotFound'],
      [500, 'Internal'],
      [501, 'NotImplemented'],
    ])
  })
})
