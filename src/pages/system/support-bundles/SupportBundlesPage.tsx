/**
 * `system/support-bundles`: the fleet's support bundles, the diagnostics an operator collects
 * from the rack for Oxide support (the contract's experimental support bundle API). A bundle has
 * no name: its id is the row's header. The list is asked again while a bundle is collecting or
 * destroying, and stops once none is.
 */

import { Link } from '@react-spectrum/s2/Link'
import { CopyButton } from '@/components/CopyButton'
import { createdColumn, stateColumn } from '@/components/columns'
import { PageHeader } from '@/components/PageHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { Truncated } from '@/components/Truncated'
import { useResourceList } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import {
  isMovingBundle,
  SupportBundleStateBadge,
  useSupportBundleActions,
} from '@/resources/support-bundles'
import { areaInfo } from '@/util/docs'
import { shortId } from '@/util/short-id'
import type { Revived, SupportBundleInfo } from '~/store/api'
import { useSupportBundleListQuery } from '~/store/api/support-bundles'

type Bundle = Revived<SupportBundleInfo>

/** Characters of a comment or reason a row shows, a typical sentence whole; the rest in a tooltip. */
const TEXT_MAX_LENGTH = 80

/** Room for 'destroying' and its light or spinner, or a failure's reason cut to its length. */
const STATE_MIN_WIDTH = 180

/** Characters of a failure's reason the State cell has room for; the whole of it in a tooltip. */
const FAILURE_MAX_LENGTH = 24

/** Room for a short id and its copy button. */
const ID_MIN_WIDTH = 150

/** A failed bundle's badge with its reason below it. */
const stateWithReasonStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: 4,
} as const

/** The id and its copy button on one line. */
const idCellStyle = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const

const columns: TableColumn<Bundle>[] = [
  {
    id: 'id',
    name: 'ID',
    isRowHeader: true,
    minWidth: ID_MIN_WIDTH,
    width: ID_MIN_WIDTH,
    sortValue: (bundle) => bundle.id,
    cell: (bundle) => (
      <span style={idCellStyle}>
        <Link href={pb.supportBundle({ bundle: bundle.id })} aria-label={bundle.id}>
          <code>{shortId(bundle.id)}</code>
        </Link>
        <CopyButton text={bundle.id} label={`Copy ID ${bundle.id}`} compact />
      </span>
    ),
  },
  {
    id: 'reason',
    name: 'Reason',
    minWidth: 200,
    defaultWidth: '2fr',
    sortValue: (bundle) => bundle.reasonForCreation,
    cell: (bundle) => <Truncated text={bundle.reasonForCreation} maxLength={TEXT_MAX_LENGTH} />,
  },
  {
    id: 'comment',
    name: 'Comment',
    minWidth: 200,
    defaultWidth: '2fr',
    sortValue: (bundle) => bundle.userComment ?? '',
    cell: (bundle) => <Truncated text={bundle.userComment ?? ''} maxLength={TEXT_MAX_LENGTH} />,
  },
  {
    // a failed bundle says why beside its state (the contract's reason_for_failure)
    ...stateColumn<Bundle>(
      (bundle) => bundle.state,
      (bundle) =>
        bundle.reasonForFailure ? (
          <span style={stateWithReasonStyle}>
            <SupportBundleStateBadge state={bundle.state} />
            <Truncated text={bundle.reasonForFailure} maxLength={FAILURE_MAX_LENGTH} />
          </span>
        ) : (
          <SupportBundleStateBadge state={bundle.state} />
        ),
    ),
    // a bundle's longest state, 'destroying' with its light, or a failure's reason cut short:
    // the rest of the room is for text
    minWidth: STATE_MIN_WIDTH,
  },
  createdColumn(),
]

export default function SupportBundlesPage() {
  const list = useResourceList(useSupportBundleListQuery, {}, { isMoving: isMovingBundle })
  const actions = useSupportBundleActions()
  return (
    <>
      <PageHeader
        title="Support Bundles"
        info={areaInfo.supportBundles}
        create={{
          label: 'New support bundle',
          href: pb.supportBundlesNew(),
          requires: 'system.supportBundle.create',
        }}
      />
      <p className="page-intro">
        Diagnostics collected from every sled of the rack, for Oxide support. A bundle can be
        downloaded once it is active.
      </p>
      <ResourceTable
        label="Support bundles"
        {...list}
        columns={columns}
        empty={{
          title: 'No support bundles',
          body: 'Create a bundle to collect the rack’s diagnostics for Oxide support.',
        }}
        rowActions={(bundle) => actions(bundle)}
      />
    </>
  )
}
