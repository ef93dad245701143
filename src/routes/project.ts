/**
 * A project's pages (SPEC §2), under the project's nav; instances and VPCs in their own modules.
 * They continue the projects list's crumbs: SPEC §2's whole path, 'Projects / mock-project /
 * Instances / db1 / Storage'.
 */
import { wholeListArgs } from '~/lib/whole-list'
import { antiAffinityGroups } from '~/store/entities/affinity'
import { firstPageQuery, routeQuery } from '../route-queries'
import type { RouteNode } from '../route-types'
import {
  accessLoad,
  disksArea,
  imagesArea,
  listLoad,
  page,
  paramCrumb,
  projectResourceQueries,
} from './declare'
import { instanceRoutes } from './instance'
import { ImageDetailsPanel } from './silo'
import { vpcRoutes } from './vpc'

const affinityArea = () => import('~/store/api/affinity')

const DisksPage = page(
  () => import('../pages/disks/DisksPage'),
  listLoad(disksArea, 'diskList', ({ project }) => ({ project })),
)
const DiskCreateForm = page(() => import('../forms/disk-create'))
const SnapshotsPage = page(() => import('../pages/snapshots/SnapshotsPage'), {
  areas: () => Promise.all([import('~/store/api/snapshots'), disksArea()]),
  queries: ({ project }, path) => [
    firstPageQuery('snapshotList', { project }, path),
    // the disk column's names
    routeQuery('diskList', { project }),
  ],
})
const SnapshotCreateForm = page(() => import('../forms/snapshot-create'))
const ImageFromSnapshotForm = page(() => import('../forms/image-from-snapshot'))
const ProjectImagesPage = page(
  () => import('../pages/images/ProjectImagesPage'),
  listLoad(imagesArea, 'imageList', ({ project }) => ({ project })),
)
const ImageUploadForm = page(() => import('../forms/image-upload'))
const FloatingIpsPage = page(
  () => import('../pages/floating-ips/FloatingIpsPage'),
  listLoad(
    () => import('~/store/api/floating-ips'),
    'floatingIpList',
    ({ project }) => ({
      project,
    }),
  ),
)
const FloatingIpCreateForm = page(() => import('../forms/floating-ip-create'))
const FloatingIpEditForm = page(() => import('../forms/floating-ip-edit'))
const FloatingIpActivityPanel = page(() => import('../pages/floating-ips/FloatingIpActivityPanel'))
const DiskActivityPanel = page(() => import('../pages/disks/DiskActivityPanel'))
const ExternalSubnetsPage = page(() => import('../pages/external-subnets/ExternalSubnetsPage'), {
  areas: () =>
    Promise.all([
      import('~/store/api/external-subnets'),
      import('~/store/api/subnet-pools'),
      import('~/store/api/instances'),
    ]),
  queries: ({ project }, path) => [
    firstPageQuery('externalSubnetList', { project }, path),
    // the pool and attached instance columns' names
    routeQuery('subnetPoolList', {}),
    routeQuery('instanceList', { project }),
  ],
})
const ExternalSubnetCreateForm = page(() => import('../forms/external-subnet-create'))
const ExternalSubnetEditForm = page(() => import('../forms/external-subnet-edit'))
const ProjectAccessPage = page(
  () => import('../pages/access/ProjectAccessPage'),
  accessLoad(undefined, ({ project }) => [
    routeQuery('projectPolicyView', { project }),
    routeQuery('policyView', undefined),
  ]),
)
const AffinityPage = page(() => import('../pages/affinity/AffinityPage'), {
  // affinity groups are in the contract's experimental area
  areas: () => Promise.all([affinityArea(), import('~/store/api/experimental')]),
  queries: ({ project }) => [
    routeQuery('antiAffinityGroupList', wholeListArgs({ project })),
    routeQuery('affinityGroupList', wholeListArgs({ project })),
  ],
})
const AffinityGroupPage = page(() => import('../pages/affinity/AffinityGroupPage'), {
  areas: affinityArea,
  queries: ({ project, antiAffinityGroup }) =>
    projectResourceQueries(
      project,
      antiAffinityGroups,
      antiAffinityGroup,
      'antiAffinityGroupView',
      {
        project,
        antiAffinityGroup,
      },
    ),
})
const AffinityGroupCreateForm = page(() => import('../forms/affinity-group-create'))
const AffinityGroupEditForm = page(() => import('../forms/affinity-group-edit'))

export const projectRoutes: RouteNode = {
  path: '/projects',
  layout: 'main',
  nav: 'project',
  crumb: 'Projects',
  children: [
    {
      path: ':project',
      crumb: paramCrumb('project'),
      children: [
        { path: '', redirect: 'instances' },
        ...instanceRoutes,
        vpcRoutes,
        {
          path: 'floating-ips',
          crumb: 'Floating IPs',
          page: FloatingIpsPage,
          children: [
            { path: ':floatingIp/edit', crumb: 'Edit floating IP', modal: FloatingIpEditForm },
            { path: ':floatingIp/activity', crumb: 'Activity', modal: FloatingIpActivityPanel },
            {
              path: '/projects/:project/floating-ips-new',
              crumb: 'New floating IP',
              modal: FloatingIpCreateForm,
            },
          ],
        },
        {
          path: 'external-subnets',
          crumb: 'External Subnets',
          page: ExternalSubnetsPage,
          children: [
            {
              path: ':externalSubnet/edit',
              crumb: 'Edit external subnet',
              modal: ExternalSubnetEditForm,
            },
            {
              path: '/projects/:project/external-subnets-new',
              crumb: 'New external subnet',
              modal: ExternalSubnetCreateForm,
            },
          ],
        },
        {
          path: 'disks',
          crumb: 'Disks',
          page: DisksPage,
          children: [
            { path: '/projects/:project/disks-new', crumb: 'New disk', modal: DiskCreateForm },
            { path: ':disk/activity', crumb: 'Activity', modal: DiskActivityPanel },
          ],
        },
        {
          path: 'snapshots',
          crumb: 'Snapshots',
          page: SnapshotsPage,
          children: [
            { path: ':snapshot/images-new', crumb: 'Create image', modal: ImageFromSnapshotForm },
            {
              path: '/projects/:project/snapshots-new',
              crumb: 'New snapshot',
              modal: SnapshotCreateForm,
            },
          ],
        },
        {
          path: 'images',
          crumb: 'Images',
          page: ProjectImagesPage,
          children: [
            { path: ':image/edit', crumb: 'Edit image', modal: ImageDetailsPanel },
            {
              path: '/projects/:project/images-new',
              crumb: 'Upload image',
              modal: ImageUploadForm,
            },
          ],
        },
        { path: 'access', crumb: 'Project Access', page: ProjectAccessPage },
        {
          path: 'affinity',
          crumb: 'Affinity',
          page: AffinityPage,
          children: [
            {
              path: '/projects/:project/affinity-new',
              crumb: 'New group',
              modal: AffinityGroupCreateForm,
            },
            // an affinity group adds ?kind=affinity (resources/affinity-groups.ts)
            {
              path: ':antiAffinityGroup',
              crumb: paramCrumb('antiAffinityGroup'),
              page: AffinityGroupPage,
              children: [{ path: 'edit', crumb: 'Edit group', modal: AffinityGroupEditForm }],
            },
          ],
        },
      ],
    },
  ],
}
