// @vitest-environment node
import { actorGroups, actorName, groupOf, OTHER_GROUP } from './actor-names'

describe('actorName', () => {
  it.each([
    [{ machineId: 'instance', context: { name: 'db1' } }, 'Instance db1'],
    [{ machineId: 'disk', context: { name: 'pg-data' } }, 'Disk pg-data'],
    [{ machineId: 'confirmDialog', context: { options: null } }, 'Confirm dialog'],
    [{ machineId: 'toasts', context: { toasts: [] } }, 'Toast queue'],
    [
      {
        machineId: 'toastTimer',
        context: { id: 'toast-2' },
        parentContext: { toasts: [{ id: 'toast-2', title: 'Success', content: 'Disk deleted' }] },
      },
      'Toast Disk deleted',
    ],
    // a toast whose words are not text (a React node) goes by its title, then by its id
    [
      {
        machineId: 'toastTimer',
        context: { id: 'toast-3' },
        parentContext: { toasts: [{ id: 'toast-3', title: 'Note', content: {} }] },
      },
      'Toast Note',
    ],
    [{ machineId: 'toastTimer', context: { id: 'toast-4' } }, 'Toast toast-4'],
    [{ machineId: 'deviceCode', context: { letters: '' } }, 'Device-code form'],
    [
      {
        machineId: 'serialConsole',
        context: { url: '/v1/instances/db1/serial-console/stream?project=mock-project' },
      },
      'Serial console of db1',
    ],
    [
      { machineId: 'imageUpload', context: { request: { imageName: 'ubuntu-24' } } },
      'Upload of image ubuntu-24',
    ],
    // before its request starts, an upload goes by its actor's id
    [{ machineId: 'imageUpload', context: { request: null } }, 'Upload of image x:7'],
    [{ machineId: 'instance', context: {} }, 'Instance x:7'],
    // a request a machine spawned, by its id and its parent's name
    [{ machineId: undefined, actorId: 'stop', parentName: 'Instance db1' }, 'stop of Instance db1'],
    [{ machineId: undefined, context: undefined }, 'x:7'],
  ])('%j → %s', (facts, name) => {
    expect(actorName({ actorId: 'x:7', context: undefined, ...facts })).toBe(name)
  })
})

describe('groupOf', () => {
  it.each(actorGroups.flatMap((group) => group.machines.map((machine) => [machine, group.label])))(
    '%s → %s',
    (machine, label) => {
      expect(groupOf(machine)).toBe(label)
    },
  )

  it.each([[undefined], ['someNewMachine']])('%s → the other actors', (machine) => {
    expect(groupOf(machine)).toBe(OTHER_GROUP)
  })
})
