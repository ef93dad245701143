/**
 * `silos/{silo}/fleet-roles`: which fleet roles each silo role grants (the silo's
 * `mapped_fleet_roles`), read-only: the contract sets the mapping when the silo is created.
 */

import { textColumn } from '@/components/columns'
import { ResourceTable } from '@/components/ResourceTable'
import {
  FLEET_ROLES,
  fleetRoleLabel,
  fleetRolesGranted,
  SILO_ROLES,
  siloRoleLabel,
  useSilo,
  useSiloParams,
} from '@/resources/silos'
import type { SiloRole } from '~/store/api'

interface RoleRow {
  id: SiloRole
  granted: string
}

export default function SiloFleetRolesTab() {
  const { silo: name } = useSiloParams()
  const { entity: silo } = useSilo(name)
  if (!silo) return null
  const rows: RoleRow[] = SILO_ROLES.map((role) => {
    const granted = fleetRolesGranted(silo.mappedFleetRoles, role)
    return { id: role, granted: granted.length ? granted.map(fleetRoleLabel).join(', ') : 'None' }
  })
  return (
    <>
      <p>
        Users holding a silo role also hold the fleet roles it grants, which let them see or manage
        the whole rack. The mapping is set when the silo is created.
      </p>
      <ResourceTable
        label="Fleet roles granted by silo role"
        items={rows}
        columns={[
          {
            id: 'silo-role',
            name: 'Silo role',
            isRowHeader: true,
            sortValue: (row) => SILO_ROLES.indexOf(row.id),
            cell: (row) => siloRoleLabel(row.id),
          },
          textColumn<RoleRow>('fleet-roles', 'Fleet roles granted', (row) => row.granted),
        ]}
        empty={{ title: 'No silo roles', body: `Silo roles are ${FLEET_ROLES.join(', ')}.` }}
      />
    </>
  )
}
