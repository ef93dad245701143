import type { SshKey } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const {
  currentUserSshKeyList,
  currentUserSshKeyView,
  currentUserSshKeyCreate,
  currentUserSshKeyDelete,
} = endpoints

/** The signed-in user's SSH keys (settings), by id and by name. */
export const sshKeys = createResourceSlice<SshKey>({
  name: 'sshKeys',
  lists: [currentUserSshKeyList],
  items: [currentUserSshKeyView, currentUserSshKeyCreate],
  deletes: [{ endpoint: currentUserSshKeyDelete, key: (arg: { sshKey: string }) => arg.sshKey }],
})
