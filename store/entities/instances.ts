import type { Instance } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const {
  instanceList,
  instanceView,
  instanceCreate,
  instanceUpdate,
  instanceStart,
  instanceStop,
  instanceReboot,
  instanceDelete,
} = endpoints

/**
 * Instances by id; names are unique within a project. Start, stop and reboot answer with the
 * instance in its new run state, so they land here like a view and every page sees the move.
 */
export const instances = createResourceSlice<Instance>({
  name: 'instances',
  lists: [instanceList],
  items: [
    instanceView,
    instanceCreate,
    instanceUpdate,
    instanceStart,
    instanceStop,
    instanceReboot,
  ],
  deletes: [{ endpoint: instanceDelete, key: (arg: { instance: string }) => arg.instance }],
  scope: 'projectId',
})
