import { capacityRefusal } from './capacity-refusal'

describe('what a 507 ran out of', () => {
  it.each<[string, string | undefined, string, ReturnType<typeof capacityRefusal>]>([
    [
      'no sled can take the instance: placement',
      'InsufficientCapacity',
      'Insufficient Capacity: No sleds can fit the requested instance',
      'placement',
    ],
    [
      'the silo’s vCPU quota',
      'InsufficientCapacity',
      'Insufficient Capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
      'quota',
    ],
    [
      'the silo’s memory quota',
      'InsufficientCapacity',
      'Insufficient Capacity: Memory Limit Exceeded: Not enough memory to complete request.',
      'quota',
    ],
    [
      'the silo’s storage quota',
      'InsufficientCapacity',
      'Insufficient Capacity: Storage Limit Exceeded: Not enough storage to complete request.',
      'quota',
    ],
    [
      'a pool with no address left: neither',
      'InsufficientCapacity',
      'Insufficient Capacity: No external IP addresses available',
      'other',
    ],
    ['another error: none', 'InvalidRequest', 'No sleds can fit the requested instance', undefined],
    ['no error code: none', undefined, 'No sleds can fit the requested instance', undefined],
  ])('%s', (_, errorCode, message, expected) => {
    expect(capacityRefusal(errorCode, message)).toBe(expected)
  })
})
