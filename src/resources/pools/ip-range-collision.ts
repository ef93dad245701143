/**
 * Naming what an added IP range collides with. The server keeps ranges unique across every pool
 * and refuses an overlapping one in words that name neither the range it overlaps nor that
 * range's pool ("The provided IP range A-B overlaps with an existing range"; Nexus's words, which
 * the mock returns: mirage/handlers/system-ip-pools.ts). The operator needs both to decide what
 * to change, so on that refusal the form reads the fleet's pools and their ranges and adds them
 * to the message.
 */
import { useCallback } from 'react'
import { parseAddress } from '@/util/ip-ranges'
import { readWholeList } from '~/lib/whole-list'
import { useAppDispatch } from '~/store'
import { type ApiError, FRESH_READ, type IpRange } from '~/store/api'
import { generatedApi } from '~/store/api/system-ip-pools'

/** The server's refusal of a range that overlaps a stored one. */
export const isOverlapRefusal = (error: ApiError) =>
  error.statusCode === 400 &&
  /^The provided IP range .+ overlaps with an existing range$/.test(error.message)

export interface PoolRanges {
  pool: string
  ranges: readonly IpRange[]
}

export interface RangeCollision {
  pool: string
  range: IpRange
}

/** Each stored range `candidate` shares an address with, in the order given. */
export function rangeCollisions(
  candidate: { first: string; last: string },
  pools: readonly PoolRanges[],
): RangeCollision[] {
  const bounds = (range: { first: string; last: string }) => {
    const [first, last] = [parseAddress(range.first), parseAddress(range.last)]
    return first && last
      ? { version: first.version, first: first.value, last: last.value }
      : undefined
  }
  const added = bounds(candidate)
  if (!added) return []
  return pools.flatMap(({ pool, ranges }) =>
    ranges
      .filter((range) => {
        const stored = bounds(range)
        return (
          stored?.version === added.version &&
          stored.first <= added.last &&
          added.first <= stored.last
        )
      })
      .map((range) => ({ pool, range })),
  )
}

/** The refusal with what it collides with: '…existing range: 192.0.2.64 – 192.0.2.127 in IP pool default'. */
export function collisionMessage(refusal: string, collisions: readonly RangeCollision[]) {
  if (collisions.length === 0) return refusal
  const named = collisions.map(
    ({ pool, range }) => `${range.first} – ${range.last} in IP pool ${pool}`,
  )
  return `${refusal}: ${named.join('; ')}`
}

/**
 * `name(candidate, refusal)`: the refusal with the ranges `candidate` collides with named, read
 * fresh from the server; the refusal as it came when they cannot be read, so the server's answer
 * always shows.
 */
export function useNameRangeCollision() {
  const dispatch = useAppDispatch()
  return useCallback(
    async (candidate: { first: string; last: string }, refusal: ApiError): Promise<ApiError> => {
      try {
        const pools = await readWholeList({}, (args) =>
          dispatch(generatedApi.endpoints.systemIpPoolList.initiate(args, FRESH_READ)).unwrap(),
        )
        const withRanges = await Promise.all(
          pools.map(async (pool) => ({
            pool: pool.name,
            ranges: (
              await readWholeList({ pool: pool.id }, (args) =>
                dispatch(
                  generatedApi.endpoints.systemIpPoolRangeList.initiate(args, FRESH_READ),
                ).unwrap(),
              )
            ).map((row) => row.range),
          })),
        )
        return {
          ...refusal,
          message: collisionMessage(refusal.message, rangeCollisions(candidate, withRanges)),
        }
      } catch {
        return refusal
      }
    },
    [dispatch],
  )
}
