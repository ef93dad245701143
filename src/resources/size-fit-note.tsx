/**
 * Under an instance's size in the create and resize forms, for a fleet viewer: whether one sled
 * could take it now (lib/sled-fit.ts). Apart from the sleds' capacity UI (sled-capacity.tsx) since
 * it is a form's, and the instance page's first screen loads that module without the form kit.
 */
import { Link } from '@react-spectrum/s2/Link'
import { skipToken } from '@reduxjs/toolkit/query'
import { useFormikContext } from 'formik'
import { pb } from '@/paths'
import { GiB } from '@/util/units'
import { INSTANCE_MAX_CPU, INSTANCE_MAX_RAM_GiB } from '~/lib/constants'
import {
  type AntiAffinityConstraint,
  antiAffinityConstraints,
  fitShortfall,
  sledsThatFit,
} from '~/lib/sled-fit'
import type { AffinityPolicy } from '~/store/api'
import { useAntiAffinityMembersQuery } from '~/store/api/affinity'
import { INSTANCE_SIZE_LIMITS, shapeWords, shortfallWords, useSledRooms } from './sled-capacity'

/** The anti-affinity groups the instance is (or will be) a member of, in its project. */
export interface AntiAffinityChoice {
  project: string
  groups: readonly { name: string; policy: AffinityPolicy }[]
}

/**
 * Where its anti-affinity groups' members run, as the fit weighs them: none until both the
 * members and the sleds' instances are in (and none to ask for a user who may not read sleds).
 */
function useAntiAffinity(
  antiAffinity: AntiAffinityChoice | undefined,
  mayRead: boolean,
  instancesBySled: Record<string, { instanceIds: string[] }> | undefined,
): AntiAffinityConstraint[] {
  const groups = antiAffinity?.groups ?? []
  const members = useAntiAffinityMembersQuery(
    mayRead && antiAffinity && groups.length > 0
      ? { project: antiAffinity.project, groups: groups.map((group) => group.name) }
      : skipToken,
  )
  if (!members.data || !instancesBySled) return []
  const byGroup = members.data
  return antiAffinityConstraints(
    groups.map((group) => ({ ...group, memberIds: byGroup[group.name] ?? [] })),
    instancesBySled,
  )
}

/**
 * For a fleet viewer choosing an instance's size: how many sleds could take it now, or, when
 * none can (or none apart from the members of its anti-affinity groups whose policy is `fail`),
 * why and what would fit. A warning, not a block: the server places the instance, and the rack
 * may change meanwhile. A live region, there before its words, so they are read out.
 */
export function SizeFitNote({
  ncpus,
  memoryGiB,
  antiAffinity,
}: {
  ncpus: number
  memoryGiB: number
  antiAffinity?: AntiAffinityChoice
}) {
  const { mayRead, rooms, instancesBySled } = useSledRooms()
  const constraints = useAntiAffinity(antiAffinity, mayRead, instancesBySled)
  if (!mayRead) return null
  // a size outside the instance limits has its field's own message (SPEC §5), not this one
  const withinLimits =
    Number.isInteger(ncpus) &&
    ncpus >= 1 &&
    ncpus <= INSTANCE_MAX_CPU &&
    memoryGiB >= 1 &&
    memoryGiB <= INSTANCE_MAX_RAM_GiB
  const shape = { ncpus, memory: memoryGiB * GiB }
  const shortfall =
    rooms && withinLimits
      ? fitShortfall(rooms, shape, INSTANCE_SIZE_LIMITS, constraints)
      : undefined
  const fitting =
    rooms && withinLimits && !shortfall ? sledsThatFit(rooms, shape, constraints).length : undefined
  const takingNew = rooms?.filter((room) => room.takesNew).length ?? 0
  const words = shortfall
    ? shortfallWords(shape, shortfall)
    : fitting !== undefined
      ? `${fitting} of ${takingNew} sled${takingNew === 1 ? '' : 's'} could take ${shapeWords(shape)} now.`
      : undefined
  return (
    <p className={shortfall ? 'size-fit size-fit-short' : 'size-fit'} role="status">
      {words && (
        <>
          {words} <Link href={pb.sledInventory()}>See the sleds</Link>
        </>
      )}
    </p>
  )
}

/** SizeFitNote for a form whose `ncpus` and `memory` (GiB) fields hold the size. */
export function FormSizeFitNote({ antiAffinity }: { antiAffinity?: AntiAffinityChoice }) {
  const { values } = useFormikContext<{ ncpus: number; memory: number }>()
  return <SizeFitNote ncpus={values.ncpus} memoryGiB={values.memory} antiAffinity={antiAffinity} />
}
