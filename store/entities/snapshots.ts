import type { Snapshot } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const { snapshotList, snapshotView, snapshotCreate, snapshotDelete } = endpoints

export const snapshots = createResourceSlice<Snapshot>({
  name: 'snapshots',
  lists: [snapshotList],
  items: [snapshotView, snapshotCreate],
  deletes: [{ endpoint: snapshotDelete, key: (arg: { snapshot: string }) => arg.snapshot }],
  scope: 'projectId',
})
