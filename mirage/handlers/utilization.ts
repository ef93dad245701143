/** Silo utilization: the signed-in user's silo (`/v1/utilization`) and every silo's, for operators. */
import { lookupSilo } from '../lookup'
import type { HandlerMap } from '../operation'
import { paginate } from '../pagination'
import { currentUser } from '../session-access'
import { siloProvisioned, siloQuotasOf, siloUtilization } from '../utilization'

export const utilizationHandlers = {
  utilization_view: ({ db, session }) => {
    const siloId = currentUser(db, session).silo_id
    const { cpus, memory, storage } = siloQuotasOf(db, siloId)
    return { capacity: { cpus, memory, storage }, provisioned: siloProvisioned(db, siloId) }
  },

  silo_utilization_list: ({ db, query }) =>
    paginate(
      db.silos.where((silo) => silo.discoverable).map((silo) => siloUtilization(db, silo)),
      query,
      {
        name_ascending: { key: (row) => row.silo_name },
        name_descending: { key: (row) => row.silo_name, descending: true },
        id_ascending: { key: (row) => row.silo_id },
      },
    ),

  silo_utilization_view: ({ db, params }) => siloUtilization(db, lookupSilo(db, params.silo)),
} satisfies HandlerMap
