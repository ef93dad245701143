/**
 * Under an instance's size in the create and resize forms, for a fleet viewer: whether one sled
 * could take it now (lib/sled-fit.ts). Apart from the sleds' capacity UI (sled-capacity.tsx) since
 * it is a form's, and the instance page's first screen loads that module without the form kit.
 */
import { Link } from '@react-spectrum/s2/Link'
import { useFormikContext } from 'formik'
import { pb } from '@/paths'
import { GiB } from '@/util/units'
import { INSTANCE_MAX_CPU, INSTANCE_MAX_RAM_GiB } from '~/lib/constants'
import { fitShortfall, sledsThatFit } from '~/lib/sled-fit'
import { INSTANCE_SIZE_LIMITS, shapeWords, shortfallWords, useSledRooms } from './sled-capacity'

/**
 * For a fleet viewer choosing an instance's size: how many sleds could take it now, or, when
 * none can, why and what would fit. A warning, not a block: the server places the instance, and
 * the rack may change meanwhile. A live region, there before its words, so they are read out.
 */
export function SizeFitNote({ ncpus, memoryGiB }: { ncpus: number; memoryGiB: number }) {
  const { mayRead, rooms } = useSledRooms()
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
    rooms && withinLimits ? fitShortfall(rooms, shape, INSTANCE_SIZE_LIMITS) : undefined
  const fitting =
    rooms && withinLimits && !shortfall ? sledsThatFit(rooms, shape).length : undefined
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
export function FormSizeFitNote() {
  const { values } = useFormikContext<{ ncpus: number; memory: number }>()
  return <SizeFitNote ncpus={values.ncpus} memoryGiB={values.memory} />
}
