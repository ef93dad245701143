/**
 * The fleet's resources an operator lists and then opens, normalized like every resource: the
 * silo page and the IP pool page render at once from the row a list loaded.
 */
import type { IpPool, Silo, SubnetPool } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const e = endpoints

/** Silos by id; names are unique in the fleet. */
export const silos = createResourceSlice<Silo>({
  name: 'silos',
  lists: [e.siloList],
  items: [e.siloView, e.siloCreate],
  deletes: [{ endpoint: e.siloDelete, key: (arg: { silo: string }) => arg.silo }],
})

/** The fleet's IP pools (the system view) by id; names are unique in the fleet. */
export const systemIpPools = createResourceSlice<IpPool>({
  name: 'systemIpPools',
  lists: [e.systemIpPoolList],
  items: [e.systemIpPoolView, e.systemIpPoolCreate, e.systemIpPoolUpdate],
  deletes: [{ endpoint: e.systemIpPoolDelete, key: (arg: { pool: string }) => arg.pool }],
})

/** The fleet's subnet pools (the system view) by id; names are unique in the fleet. */
export const systemSubnetPools = createResourceSlice<SubnetPool>({
  name: 'systemSubnetPools',
  lists: [e.systemSubnetPoolList],
  items: [e.systemSubnetPoolView, e.systemSubnetPoolCreate, e.systemSubnetPoolUpdate],
  deletes: [{ endpoint: e.systemSubnetPoolDelete, key: (arg: { pool: string }) => arg.pool }],
})
