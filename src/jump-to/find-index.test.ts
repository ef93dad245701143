// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { pb } from '@/paths'
import type { RootState } from '~/store'
import { rootReducer } from '~/store/root-reducer'
import { selectFindEntries } from './find-index'

type Row = { id: string; name: string } & Record<string, unknown>

/** A slice holding `rows`, as the lists' answers leave it. */
const holding = <S extends { ids: string[]; entities: object }>(slice: S, rows: Row[]): S => ({
  ...slice,
  ids: rows.map((row) => row.id),
  entities: Object.fromEntries(rows.map((row) => [row.id, row])),
})

const empty = rootReducer(undefined, { type: '@@test/init' })

function stateWith(loadedIps: Record<string, unknown> = {}): RootState {
  return {
    ...empty,
    api: { ...empty.api, queries: loadedIps as RootState['api']['queries'] },
    projects: holding(empty.projects, [
      { id: 'p1', name: 'mock-project' },
      { id: 'p2', name: 'prod-db' },
    ]),
    instances: holding(empty.instances, [
      { id: 'i1', name: 'web-01', projectId: 'p1' },
      { id: 'i2', name: 'db1', projectId: 'p1' },
      // a project the index does not know by name: left out
      { id: 'i3', name: 'orphan', projectId: 'p9' },
    ]),
    networkInterfaces: holding(empty.networkInterfaces, [
      {
        id: 'n1',
        name: 'net0',
        instanceId: 'i1',
        mac: 'A8:40:25:F0:00:01',
        ipStack: {
          type: 'dual_stack',
          value: { v4: { ip: '172.30.0.5' }, v6: { ip: 'fd00::5' } },
        },
      },
    ]),
    disks: holding(empty.disks, [{ id: 'd1', name: 'pg-primary-data', projectId: 'p2' }]),
    vpcs: holding(empty.vpcs, [{ id: 'v1', name: 'default', projectId: 'p1' }]),
    vpcSubnets: holding(empty.vpcSubnets, [{ id: 's1', name: 'db', vpcId: 'v1' }]),
    floatingIps: holding(empty.floatingIps, [
      { id: 'f1', name: 'public', projectId: 'p1', ip: '198.51.100.4' },
    ]),
    snapshots: holding(empty.snapshots, [{ id: 'sn1', name: 'nightly', projectId: 'p2' }]),
    images: holding(empty.images, [{ id: 'im1', name: 'debian', projectId: 'p1' }]),
  }
}

const shown = (state: RootState, crawled = new Map<string, string[]>()) =>
  selectFindEntries(state, crawled).map(
    ({ kind, name, project, href, addresses, macs }) =>
      `${kind} ${name} in ${project} → ${href} | ${[...addresses, ...macs].join(' ')}`,
  )

describe('the index of the silo’s resources', () => {
  test('every kind with its project, where it goes and what it holds', () => {
    expect(shown(stateWith(), new Map([['i1', ['203.0.113.7']]]))).toEqual([
      `Instance web-01 in mock-project → ${pb.instance({ project: 'mock-project', instance: 'web-01' })} | 172.30.0.5 fd00::5 203.0.113.7 A8:40:25:F0:00:01`,
      `Instance db1 in mock-project → ${pb.instance({ project: 'mock-project', instance: 'db1' })} | `,
      `Disk pg-primary-data in prod-db → ${pb.disks({ project: 'prod-db' })} | `,
      `VPC default in mock-project → ${pb.vpc({ project: 'mock-project', vpc: 'default' })} | `,
      `Subnet db in mock-project → ${pb.vpcSubnetEdit({ project: 'mock-project', vpc: 'default', subnet: 'db' })} | `,
      `Floating IP public in mock-project → ${pb.floatingIpEdit({ project: 'mock-project', floatingIp: 'public' })} | 198.51.100.4`,
      `Snapshot nightly in prod-db → ${pb.snapshots({ project: 'prod-db' })} | `,
      `Image debian in mock-project → ${pb.projectImageEdit({ project: 'mock-project', image: 'debian' })} | `,
    ])
  })

  test.each<[what: string, args: object, crawled: [string, string[]][], db1: string]>([
    ['a page’s, asked by name', { project: 'mock-project', instance: 'db1' }, [], '203.0.113.10'],
    ['a read asked by the instance’s id', { instance: 'i2' }, [], '203.0.113.10'],
    [
      'the crawl’s over a page’s',
      { project: 'mock-project', instance: 'db1' },
      [['i2', ['203.0.113.11']]],
      '203.0.113.11',
    ],
  ])('external IPs: %s', (_, args, crawled, db1) => {
    const state = stateWith({
      loaded: {
        endpointName: 'instanceExternalIpList',
        originalArgs: args,
        data: { items: [{ kind: 'ephemeral', ip: '203.0.113.10' }] },
      },
    })
    const entries = selectFindEntries(state, new Map(crawled))
    expect(entries.find((entry) => entry.name === 'db1')?.addresses).toEqual([db1])
  })
})
