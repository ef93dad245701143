/**
 * IP pools as a kind of pool (pool-kind.ts): the addresses of instances' ephemeral and floating
 * IPs, handed out from the pool's ranges.
 */
import { useEntity } from '@/hooks/use-entity'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type IpPool } from '~/store/api'
import {
  useSystemIpPoolCreateMutation,
  useSystemIpPoolDeleteMutation,
  useSystemIpPoolListQuery,
  useSystemIpPoolRangeListQuery,
  useSystemIpPoolSiloLinkMutation,
  useSystemIpPoolSiloListQuery,
  useSystemIpPoolSiloUnlinkMutation,
  useSystemIpPoolSiloUpdateMutation,
  useSystemIpPoolUpdateMutation,
  useSystemIpPoolUtilizationViewQuery,
  useSystemIpPoolViewQuery,
} from '~/store/api/system-ip-pools'
import { useSiloIpPoolListQuery } from '~/store/api/system-silos'
import { systemIpPools } from '~/store/entities/system'
import {
  type PoolCreateValues,
  type PoolKind,
  type PoolUpdateValues,
  poolMutation,
} from './pool-kind'

export const ipPools: PoolKind<IpPool> = {
  words: {
    noun: 'IP pool',
    capitalNoun: 'IP pool',
    title: 'IP Pools',
    handsOut: 'IPs',
    handsOutExternal: 'external IPs',
    remaining: 'IPs remaining',
    info: areaInfo.ipPools,
    listIntro: "Silos linked to a pool take their instances' external addresses from its ranges.",
    listEmpty: 'Create an IP pool, add ranges of addresses to it and link it to silos.',
    versionHint: 'Every range of the pool is of this version. It cannot be changed later.',
    defaultHint:
      "The default pool is where the silo's new ephemeral and floating IPs come from when no pool is named. A silo has one default per IP version; making this one the default replaces the current one.",
    siloEmpty: 'Link an IP pool so that the silo’s instances can have external addresses.',
    // the server refuses to unlink while the silo's instances hold the pool's addresses
    unlinkCaveat: 'The server refuses while the silo holds addresses from it.',
  },
  blocks: {
    id: 'ranges',
    label: 'IP ranges',
    column: { name: 'Ranges', minWidth: 90 },
    // the server refuses to delete a pool with ranges (contract, Nexus)
    hasReason: 'Remove its IP ranges first',
    checkingReason: 'Checking its IP ranges…',
  },
  permissions: {
    create: 'system.ipPool.create',
    update: 'system.ipPool.update',
    delete: 'system.ipPool.delete',
  },
  paths: {
    list: pb.ipPools,
    create: pb.ipPoolsNew,
    pool: pb.ipPool,
    edit: pb.ipPoolEdit,
    addBlock: pb.ipPoolRangesAdd,
    linkedSilo: pb.silo,
  },
  useList: () => useResourceList(useSystemIpPoolListQuery, {}, { entities: systemIpPools }),
  usePool: (name) =>
    useEntity(systemIpPools, useSystemIpPoolViewQuery, { pool: name }, name).entity,
  // the rack's own service pools are not a silo's to link
  useLinkablePools: () => useSystemIpPoolListQuery({ assignment: 'silos' }),
  useBlocks: (pool) => useSystemIpPoolRangeListQuery({ pool }),
  selectBlockCount: (state, pool) =>
    api.endpoints.systemIpPoolRangeList.select({ pool })(state).data?.items.length,
  useUtilization: (pool) => useSystemIpPoolUtilizationViewQuery({ pool }),
  endpoints: { blocks: 'systemIpPoolRangeList', utilization: 'systemIpPoolUtilizationView' },
  useSiloLinkListQuery: useSystemIpPoolSiloListQuery,
  useSiloPoolListQuery: useSiloIpPoolListQuery,
  useCreate: poolMutation(useSystemIpPoolCreateMutation, (ipPoolCreate: PoolCreateValues) => ({
    ipPoolCreate,
  })),
  useRead: () => {
    const dispatch = useAppDispatch()
    return (pool: string) =>
      dispatch(api.endpoints.systemIpPoolView.initiate({ pool }, FRESH_READ)).unwrap()
  },
  useUpdate: poolMutation(
    useSystemIpPoolUpdateMutation,
    (pool: string, ipPoolUpdate: PoolUpdateValues) => ({ pool, ipPoolUpdate }),
  ),
  useDelete: poolMutation(useSystemIpPoolDeleteMutation, (pool: string) => ({ pool })),
  useLink: poolMutation(
    useSystemIpPoolSiloLinkMutation,
    (pool: string, silo: string, isDefault: boolean) => ({
      pool,
      ipPoolLinkSilo: { silo, isDefault },
    }),
  ),
  useSetDefault: poolMutation(
    useSystemIpPoolSiloUpdateMutation,
    (pool: string, silo: string, isDefault: boolean) => ({
      pool,
      silo,
      ipPoolSiloUpdate: { isDefault },
    }),
  ),
  useUnlink: poolMutation(useSystemIpPoolSiloUnlinkMutation, (pool: string, silo: string) => ({
    pool,
    silo,
  })),
}
