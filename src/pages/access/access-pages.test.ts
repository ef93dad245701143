import { mappedFleetRoles } from './SiloAccessPage'

describe('fleet roles a silo role confers (the silo’s mapped fleet roles)', () => {
  it.each<
    [
      Record<string, ('admin' | 'collaborator' | 'viewer')[]> | undefined,
      string | undefined,
      string[],
    ]
  >([
    [{ collaborator: ['viewer'] }, 'collaborator', ['viewer']],
    [{ collaborator: ['viewer'] }, 'admin', []],
    // the transport camelCases map keys too
    [{ limitedCollaborator: ['viewer'] }, 'limited_collaborator', ['viewer']],
    [{ admin: ['admin', 'viewer'] }, 'admin', ['admin', 'viewer']],
    [undefined, 'admin', []],
    [{ admin: ['admin'] }, undefined, []],
  ])('%j, %s → %j', (mapped, role, expected) => {
    expect(mappedFleetRoles(mapped, role as Parameters<typeof mappedFleetRoles>[1])).toEqual(
      expected,
    )
  })
})
