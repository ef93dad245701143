/** The signed-in user's own settings (SPEC §2: profile, SSH keys, access tokens). */

import { firstPageQuery, routeQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import { listLoad, page, paramCrumb, siloArea } from './declare'

const ProfilePage = page(() => import('../pages/settings/ProfilePage'), {
  queries: () => [routeQuery('currentUserGroups', {})],
})
const SshKeysPage = page(
  () => import('../pages/settings/SshKeysPage'),
  listLoad(undefined, 'currentUserSshKeyList'),
)
const SshKeyCreateForm = page(() => import('../forms/ssh-key-create'))
const SshKeyDetailsPanel = page(() => import('../pages/settings/SshKeyDetailsPanel'))
// the tokens and, for the lifetime new ones get, the silo's auth settings
const AccessTokensPage = page(() => import('../pages/settings/AccessTokensPage'), {
  areas: () => Promise.all([import('~/store/api/tokens'), siloArea()]),
  queries: (_params, path) => [
    firstPageQuery('currentUserAccessTokenList', {}, path),
    routeQuery('authSettingsView', undefined),
  ],
})

export const settingsRoutes: RouteNode = {
  path: '/settings',
  layout: 'main',
  nav: 'settings',
  crumb: 'Settings',
  children: [
    { path: '', redirect: 'profile' },
    { path: 'profile', crumb: 'Profile', page: ProfilePage },
    {
      path: 'ssh-keys',
      crumb: 'SSH Keys',
      page: SshKeysPage,
      children: [
        { path: '/settings/ssh-keys-new', crumb: 'New SSH key', modal: SshKeyCreateForm },
        { path: ':sshKey/edit', crumb: paramCrumb('sshKey'), modal: SshKeyDetailsPanel },
      ],
    },
    { path: 'access-tokens', crumb: 'Access Tokens', page: AccessTokensPage },
  ],
}
