/**
 * Subnet pools as a kind of pool (pool-kind.ts): the external subnets a silo's users allocate,
 * handed out from the pool's member subnets. Beyond SPEC §2's networking pages, from the
 * contract, and worded like IP pools.
 */
import { useEntity } from '@/hooks/use-entity'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { areaInfo } from '@/util/docs'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type SubnetPool } from '~/store/api'
import { useSiloSubnetPoolListQuery } from '~/store/api/system-silos'
import {
  useSystemSubnetPoolCreateMutation,
  useSystemSubnetPoolDeleteMutation,
  useSystemSubnetPoolListQuery,
  useSystemSubnetPoolMemberListQuery,
  useSystemSubnetPoolSiloLinkMutation,
  useSystemSubnetPoolSiloListQuery,
  useSystemSubnetPoolSiloUnlinkMutation,
  useSystemSubnetPoolSiloUpdateMutation,
  useSystemSubnetPoolUpdateMutation,
  useSystemSubnetPoolUtilizationViewQuery,
  useSystemSubnetPoolViewQuery,
} from '~/store/api/system-subnet-pools'
import { systemSubnetPools } from '~/store/entities/system'
import {
  type PoolCreateValues,
  type PoolKind,
  type PoolUpdateValues,
  poolMutation,
} from './pool-kind'

export const subnetPools: PoolKind<SubnetPool> = {
  words: {
    noun: 'subnet pool',
    capitalNoun: 'Subnet pool',
    title: 'Subnet Pools',
    handsOut: 'external subnets',
    handsOutExternal: 'external subnets',
    remaining: 'Addresses remaining',
    info: areaInfo.subnetPools,
    listIntro: 'Silos linked to a pool take their external subnets from its member subnets.',
    listEmpty: 'Create a subnet pool, add member subnets to it and link it to silos.',
    versionHint: 'Every member subnet of the pool is of this version. It cannot be changed later.',
    // the contract's SubnetPoolLinkSilo.is_default
    defaultHint:
      "The default pool is where the silo's new external subnets come from when no pool is named. A silo has one default per IP version; making this one the default replaces the current one.",
    siloEmpty: 'Link a subnet pool so that the silo’s users can have external subnets.',
  },
  blocks: {
    id: 'members',
    label: 'Members',
    column: { name: 'Members', minWidth: 100 },
    // the server refuses to delete a pool that still has members (mirage's system-subnet-pools
    // handler, as Nexus refuses an IP pool with ranges)
    hasReason: 'Remove its members first',
    checkingReason: 'Checking its members…',
  },
  permissions: {
    create: 'system.subnetPool.create',
    update: 'system.subnetPool.update',
    delete: 'system.subnetPool.delete',
  },
  paths: {
    list: pb.subnetPools,
    create: pb.subnetPoolsNew,
    pool: pb.subnetPool,
    edit: pb.subnetPoolEdit,
    addBlock: pb.subnetPoolMembersAdd,
    linkedSilo: pb.siloSubnetPools,
  },
  useList: () => useResourceList(useSystemSubnetPoolListQuery, {}, { entities: systemSubnetPools }),
  usePool: (name) =>
    useEntity(systemSubnetPools, useSystemSubnetPoolViewQuery, { pool: name }, name).entity,
  useLinkablePools: () => useSystemSubnetPoolListQuery({}),
  useBlocks: (pool) => useSystemSubnetPoolMemberListQuery({ pool }),
  selectBlockCount: (state, pool) =>
    api.endpoints.systemSubnetPoolMemberList.select({ pool })(state).data?.items.length,
  useUtilization: (pool) => useSystemSubnetPoolUtilizationViewQuery({ pool }),
  endpoints: {
    blocks: 'systemSubnetPoolMemberList',
    utilization: 'systemSubnetPoolUtilizationView',
  },
  useSiloLinkListQuery: useSystemSubnetPoolSiloListQuery,
  useSiloPoolListQuery: useSiloSubnetPoolListQuery,
  useCreate: poolMutation(
    useSystemSubnetPoolCreateMutation,
    (subnetPoolCreate: PoolCreateValues) => ({ subnetPoolCreate }),
  ),
  useRead: () => {
    const dispatch = useAppDispatch()
    return (pool: string) =>
      dispatch(api.endpoints.systemSubnetPoolView.initiate({ pool }, FRESH_READ)).unwrap()
  },
  useUpdate: poolMutation(
    useSystemSubnetPoolUpdateMutation,
    (pool: string, subnetPoolUpdate: PoolUpdateValues) => ({ pool, subnetPoolUpdate }),
  ),
  useDelete: poolMutation(useSystemSubnetPoolDeleteMutation, (pool: string) => ({ pool })),
  useLink: poolMutation(
    useSystemSubnetPoolSiloLinkMutation,
    (pool: string, silo: string, isDefault: boolean) => ({
      pool,
      subnetPoolLinkSilo: { silo, isDefault },
    }),
  ),
  useSetDefault: poolMutation(
    useSystemSubnetPoolSiloUpdateMutation,
    (pool: string, silo: string, isDefault: boolean) => ({
      pool,
      silo,
      subnetPoolSiloUpdate: { isDefault },
    }),
  ),
  useUnlink: poolMutation(useSystemSubnetPoolSiloUnlinkMutation, (pool: string, silo: string) => ({
    pool,
    silo,
  })),
}
