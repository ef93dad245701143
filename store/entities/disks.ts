import type { Disk } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const { diskList, diskView, diskCreate, diskDelete, instanceDiskList } = endpoints

/** Disks by id; names are unique within a project. */
export const disks = createResourceSlice<Disk>({
  name: 'disks',
  // an instance's storage tab lists its disks too: they land here with the same ids
  lists: [diskList, instanceDiskList],
  items: [diskView, diskCreate],
  deletes: [{ endpoint: diskDelete, key: (arg: { disk: string }) => arg.disk }],
  scope: 'projectId',
})
