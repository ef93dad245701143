/**
 * `system/support-bundles/{bundle}`: one support bundle, its state and reasons in the header with
 * its actions, and the files it holds (the contract's index), each downloadable. Only an active
 * bundle's files are listed (machines/support-bundle-rules.ts); the page asks again while the
 * bundle is collecting, so its files show once it is collected.
 */
import { ActionButton } from '@react-spectrum/s2/ActionButton'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { NotFoundError } from '@/components/ErrorBoundary'
import { LoadingText } from '@/components/LoadingText'
import { RowLookup } from '@/components/Lookup'
import { RelativeTime } from '@/components/RelativeTime'
import { ResourceHeader } from '@/components/ResourceHeader'
import { ResourceTable, type TableColumn } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { listSubscription, queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import {
  download,
  fileName,
  isMovingBundle,
  SupportBundleStateBadge,
  useSupportBundleActions,
} from '@/resources/support-bundles'
import { formatBytes } from '@/util/units'
import { supportBundleRules } from '~/machines/support-bundle-rules'
import { reviveDates } from '~/store/api'
import {
  fetchSupportBundleFile,
  useSupportBundleHeadFileQuery,
  useSupportBundleIndexQuery,
  useSupportBundleViewQuery,
} from '~/store/api/support-bundles'

/** An id that names no bundle (404), or is no id at all (the server's 400), is not found. */
const isMissing = (error: unknown) => {
  const status = (error as { statusCode?: number } | undefined)?.statusCode
  return status === 404 || status === 400
}

interface FileRow {
  id: string
  path: string
}

/** A file's size: the index names files only, so each row asks for its file's HEAD. */
function FileSize({ bundleId, file }: { bundleId: string; file: string }) {
  const query = useSupportBundleHeadFileQuery({ bundleId, file })
  return (
    <RowLookup query={query} what="size">
      {(size) => (size === null ? '—' : formatBytes(size))}
    </RowLookup>
  )
}

function FilesSection({ bundleId }: { bundleId: string }) {
  const { data, isLoading, error } = useSupportBundleIndexQuery({ bundleId })
  const failure = queryFailure(error)
  if (failure) throw failure
  const rows: FileRow[] = (data ?? []).map((path) => ({ id: path, path }))
  const columns: TableColumn<FileRow>[] = [
    {
      id: 'path',
      name: 'File',
      isRowHeader: true,
      minWidth: 260,
      defaultWidth: '3fr',
      sortValue: (row) => row.path,
      cell: (row) => <code>{row.path}</code>,
    },
    {
      id: 'size',
      name: 'Size',
      minWidth: 100,
      width: 110,
      cell: (row) => <FileSize bundleId={bundleId} file={row.path} />,
    },
    {
      id: 'download',
      name: 'Download',
      minWidth: 120,
      width: 120,
      cell: (row) => (
        <ActionButton
          isQuiet
          size="S"
          aria-label={`Download ${row.path}`}
          onPress={() =>
            void download(
              () => fetchSupportBundleFile(bundleId, row.path),
              fileName(row.path),
              'Could not download file',
            )
          }
        >
          Download
        </ActionButton>
      ),
    },
  ]
  return (
    <ResourceTable
      label="Files"
      items={rows}
      isLoading={isLoading}
      columns={columns}
      empty={{ title: 'No files', body: 'This bundle holds no files.' }}
    />
  )
}

export default function SupportBundlePage() {
  const { bundle: bundleId } = useRouteParams('bundle')
  const [, navigate] = useLocation()
  const actions = useSupportBundleActions()
  // collecting and destroying end by themselves: the bundle is asked again often until it rests,
  // slowly after, like a list
  const [moving, setMoving] = useState(false)
  const { data, error } = useSupportBundleViewQuery(
    { bundleId },
    listSubscription({ moving, paused: false }),
  )
  const nowMoving = !!data && isMovingBundle(data)
  if (nowMoving !== moving) setMoving(nowMoving)
  if (isMissing(error)) throw new NotFoundError(`Not found: support bundle with id "${bundleId}"`)
  const failure = queryFailure(error)
  if (failure) throw failure
  if (!data) return <LoadingText what="support bundle" />
  const bundle = reviveDates(data)
  const filesReason = supportBundleRules.reason('browse', bundle.state)
  // the page is left once its bundle is on its way out
  const [downloadAction, ...otherActions] = actions(bundle, () => navigate(pb.supportBundles()))
  return (
    <>
      <ResourceHeader
        kind="support bundle"
        title={bundle.id}
        badge={<SupportBundleStateBadge state={bundle.state} />}
        primary={[downloadAction]}
        menu={otherActions}
        properties={[
          { label: 'ID', value: bundle.id, copy: bundle.id },
          { label: 'Reason', value: bundle.reasonForCreation },
          { label: 'Comment', value: bundle.userComment || '—' },
          ...(bundle.reasonForFailure
            ? [{ label: 'Reason for failure', value: bundle.reasonForFailure }]
            : []),
          { label: 'Created', value: <RelativeTime date={bundle.timeCreated} /> },
        ]}
      />
      <section aria-labelledby="bundle-files">
        <SectionHeader title="Files" titleId="bundle-files" />
        {filesReason ? <p>{filesReason}.</p> : <FilesSection bundleId={bundle.id} />}
      </section>
    </>
  )
}
