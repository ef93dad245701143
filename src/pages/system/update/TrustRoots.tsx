/**
 * Trust roots (System Update): the updates trust store's root roles, which an uploaded release
 * repository must be signed by (contract: system_update_trust_root_list). Add trust root pastes
 * or reads one (src/forms/trust-root-create.tsx); Delete goes through the confirm dialog, which
 * says what follows: the contract's delete checks no uploaded repository, and uploads signed only
 * by the deleted root's keys are refused from then on.
 */
import { useCallback, useState } from 'react'
import { CreateLink } from '@/components/PageHeader'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { deleteAction } from '@/components/row-actions'
import { TableSection } from '@/components/TableSection'
import { TrustRootCreateForm } from '@/forms/trust-root-create'
import { useResourceList } from '@/hooks/use-resource-list'
import { shortId } from '@/util/short-id'
import type { Revived, UpdatesTrustRoot } from '~/store/api'
import {
  useSystemUpdateTrustRootDeleteMutation,
  useSystemUpdateTrustRootListQuery,
} from '~/store/api/system-update'

type TrustRootRow = Revived<UpdatesTrustRoot>

/** The root role's signed section, as far as a table shows it (the contract types it as any JSON). */
const signedOf = (root: TrustRootRow) =>
  (root.rootRole as { signed?: { keys?: object; expires?: string } } | undefined)?.signed ?? {}

const columns: TableColumn<TrustRootRow>[] = [
  {
    id: 'id',
    name: 'Trust root',
    isRowHeader: true,
    sortValue: (root) => root.id,
    cell: (root) => shortId(root.id),
  },
  {
    id: 'keys',
    name: 'Keys',
    sortValue: (root) => Object.keys(signedOf(root).keys ?? {}).length,
    cell: (root) => Object.keys(signedOf(root).keys ?? {}).length,
  },
  {
    id: 'expires',
    name: 'Expires',
    minWidth: 130,
    cell: (root) => {
      const expires = signedOf(root).expires
      return expires ? <RelativeTime date={new Date(expires)} /> : '—'
    },
  },
  {
    id: 'added',
    name: 'Added',
    sortValue: (root) => root.timeCreated.getTime(),
    cell: (root) => <RelativeTime date={root.timeCreated} />,
  },
]

export function TrustRoots() {
  const [adding, setAdding] = useState(false)
  const list = useResourceList(
    useSystemUpdateTrustRootListQuery,
    {},
    { failsInPlace: true, list: 'trustRoots' },
  )
  const [deleteTrustRoot] = useSystemUpdateTrustRootDeleteMutation()
  const rowActions = useCallback(
    (root: TrustRootRow) => [
      deleteAction({
        kind: 'trust root',
        name: shortId(root.id),
        consequence:
          'Release repositories signed only by its keys will be refused when uploaded. Repositories already uploaded stay.',
        run: () => deleteTrustRoot({ trustRootId: root.id }).unwrap(),
      }),
    ],
    [deleteTrustRoot],
  )
  return (
    <TableSection
      title="Trust roots"
      actions={
        <CreateLink
          variant="secondary"
          label="Add trust root"
          onPress={() => setAdding(true)}
          requires="system.trustRoot.create"
        />
      }
      failure={list}
      failedTitle="Could not load trust roots"
      after={adding && <TrustRootCreateForm onDismiss={() => setAdding(false)} />}
    >
      <ResourceTable
        label="Trust roots"
        {...list}
        columns={columns}
        rowActions={rowActions}
        empty={{
          title: 'No trust roots',
          body: 'With no trust root, every uploaded release repository is refused.',
        }}
      />
    </TableSection>
  )
}
