/**
 * The silo's own pages (SPEC §2: projects, images, utilization, access), and beside them its
 * directory and certificates, under the silo's nav.
 */
import { wholeListArgs } from '~/lib/whole-list'
import { routeQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import {
  accessLoad,
  displayNameCrumb,
  FleetPermissionScope,
  framedTabs,
  imagesArea,
  instancesArea,
  listLoad,
  page,
  siloArea,
} from './declare'

const ProjectsPage = page(
  () => import('../pages/projects/ProjectsPage'),
  listLoad(undefined, 'projectList'),
)
const ProjectCreateForm = page(() => import('../forms/project-create'))
const ProjectEditForm = page(() => import('../forms/project-edit'))
const SiloImagesPage = page(
  () => import('../pages/images/SiloImagesPage'),
  listLoad(imagesArea, 'imageList'),
)
/** A silo's or a project's image, edited in its side panel over either list. */
export const ImageDetailsPanel = page(() => import('../pages/images/ImageDetailsPanel'))
const SiloUtilizationPage = page(() => import('../pages/utilization/SiloUtilizationPage'), {
  queries: () => [routeQuery('projectList', wholeListArgs({}))],
})
const SiloAccessPage = page(
  () => import('../pages/access/SiloAccessPage'),
  accessLoad(siloArea, () => [routeQuery('policyView', undefined)]),
)
const DirectoryLayout = page(async () => ({
  default: (await import('../pages/directory/DirectoryLayout')).DirectoryLayout,
}))
const UsersTab = page(() => import('../pages/directory/UsersTab'), listLoad(siloArea, 'userList'))
const GroupsTab = page(
  () => import('../pages/directory/GroupsTab'),
  listLoad(siloArea, 'groupList'),
)
const UserPage = page(() => import('../pages/directory/UserPage'), {
  areas: siloArea,
  queries: ({ userId }) => [routeQuery('userView', { userId })],
})
const GroupPage = page(() => import('../pages/directory/GroupPage'), {
  areas: siloArea,
  queries: ({ groupId }) => [routeQuery('groupView', { groupId })],
})
const CertificatesPage = page(
  () => import('../pages/certificates/CertificatesPage'),
  listLoad(() => import('~/store/api/certificates'), 'certificateList'),
)
const CertificateCreateForm = page(() => import('../forms/certificate-create'))
const InstanceLookupPage = page(() => import('../pages/instances/InstanceLookupPage'), {
  areas: instancesArea,
  queries: ({ instance }) => [routeQuery('instanceView', { instance })],
})

export const siloRoutes: RouteNode = {
  path: '/',
  layout: 'main',
  nav: 'silo',
  children: [
    { path: '', redirect: '/projects' },
    {
      path: 'projects',
      crumb: 'Projects',
      page: ProjectsPage,
      children: [
        { path: '/projects-new', crumb: 'New project', modal: ProjectCreateForm },
        { path: ':project/edit', crumb: 'Edit project', modal: ProjectEditForm },
      ],
    },
    {
      path: 'images',
      crumb: 'Images',
      page: SiloImagesPage,
      children: [{ path: ':image/edit', crumb: 'Edit image', modal: ImageDetailsPanel }],
    },
    { path: 'utilization', crumb: 'Utilization', page: SiloUtilizationPage },
    // a fleet admin changes any silo's policy (util/permissions.ts)
    { path: 'access', frame: FleetPermissionScope, crumb: 'Silo Access', page: SiloAccessPage },
    // beyond SPEC §2's silo pages: the contract's users and groups (user_list, group_list)
    {
      path: 'directory',
      crumb: 'Directory',
      children: [
        ...framedTabs(DirectoryLayout, 'users', [
          { path: 'users', crumb: 'Users', page: UsersTab },
          { path: 'groups', crumb: 'Groups', page: GroupsTab },
        ]),
        // a user's and a group's pages are outside the tabs, under their tab's crumb
        {
          path: 'users',
          crumb: 'Users',
          children: [
            {
              path: ':userId',
              crumb: displayNameCrumb('userId', 'User', { view: 'userView', list: 'userList' }),
              page: UserPage,
            },
          ],
        },
        {
          path: 'groups',
          crumb: 'Groups',
          children: [
            {
              path: ':groupId',
              crumb: displayNameCrumb('groupId', 'Group', { view: 'groupView', list: 'groupList' }),
              page: GroupPage,
            },
          ],
        },
      ],
    },
    // beyond SPEC §2's silo pages: the contract's certificates of the silo's endpoints
    {
      path: 'certificates',
      crumb: 'Certificates',
      page: CertificatesPage,
      children: [
        { path: '/certificates-new', crumb: 'Add certificate', modal: CertificateCreateForm },
      ],
    },
    { path: 'lookup/instances/:instance', crumb: 'Instance', page: InstanceLookupPage },
    { path: 'lookup/i/:instance', crumb: 'Instance', page: InstanceLookupPage },
  ],
}
