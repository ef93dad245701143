import type { Snapshot } from '../api/__generated__/endpoints'
import { api } from '../api/enhance'
import { createResourceSlice } from './resource-slice'

const { snapshotList, snapshotView, snapshotCreate, snapshotDelete } = api.endpoints

export const snapshots = createResourceSlice<Snapshot>({
  name: 'snapshots',
  lists: [snapshotList],
  items: [snapshotView, snapshotCreate],
  deletes: [{ endpoint: snapshotDelete, key: (arg: { snapshot: string }) => arg.snapshot }],
  scope: 'projectId',
})
