import { instanceFieldForError } from './instance-create'

describe('server errors that belong to a field of the new-instance form', () => {
  it.each([
    [{ errorCode: 'ObjectAlreadyExists', message: 'Instance name already exists' }, 'name'],
    // a disk or interface name clash is not the instance name: it stays in the summary
    [{ errorCode: 'ObjectAlreadyExists', message: 'Disk name already exists' }, undefined],
    [
      { errorCode: 'InvalidRequest', message: 'Hostname "a_b" is not a valid RFC 1035 hostname' },
      'hostname',
    ],
    [{ errorCode: 'InvalidRequest', message: 'User data must not exceed 32 KiB' }, 'userData'],
    [
      {
        errorCode: 'InsufficientCapacity',
        message: 'Insufficient Capacity: vCPU Limit Exceeded: Not enough vCPUs',
      },
      undefined,
    ],
    [{ errorCode: 'Internal', message: 'Internal Server Error' }, undefined],
  ])('%j → %s', (error, field) => {
    expect(instanceFieldForError(error)).toBe(field)
  })
})
