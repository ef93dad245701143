/**
 * What the support bundle pages and forms share: the state badge, the comment's rules, and each
 * bundle's actions, allowed or not by the rule table (machines/support-bundle-rules.ts) with its
 * reason. A bundle has no name: it is named by its id.
 */
import { string } from 'yup'
import type { RowAction } from '@/components/ResourceTable'
import { deleteAction, mutateWithToast } from '@/components/row-actions'
import { StateBadge, type StateTone } from '@/components/StateBadge'
import { pb } from '@/paths'
import { saveResponse } from '@/util/download'
import {
  isTransitionalSupportBundleState,
  supportBundleRules,
} from '~/machines/support-bundle-rules'
import type { SupportBundleInfo, SupportBundleState } from '~/store/api'
import { fetchSupportBundle, useSupportBundleDeleteMutation } from '~/store/api/support-bundles'

/** Ready to use positive, failed loud; collecting and destroying show a spinner. */
const tones: Record<SupportBundleState, StateTone> = {
  collecting: 'informative',
  active: 'positive',
  destroying: 'informative',
  failed: 'negative',
}

export function SupportBundleStateBadge({ state }: { state: SupportBundleState }) {
  return (
    <StateBadge
      state={state}
      tone={tones[state]}
      inProgress={isTransitionalSupportBundleState(state)}
    />
  )
}

export const isMovingBundle = (bundle: Pick<SupportBundleInfo, 'state'>) =>
  isTransitionalSupportBundleState(bundle.state)

/**
 * The comment is free text the contract takes as it is (`user_comment`, no limit in the contract
 * or SPEC): it is trimmed, and one of spaces alone is no comment.
 */
export const commentSchema = string().trim().default('')

/** The comment as the contract's body takes it: null for none. */
export const commentBody = (comment: string) => ({ userComment: comment.trim() || null })

/** A download's file name: the bundle's zip, or a file's own name (its path's last part). */
export const bundleFileName = (bundleId: string) => `support-bundle-${bundleId}.zip`
export const fileName = (path: string) => path.split('/').at(-1) ?? path

/** Saves what `fetch` answers as `filename`; an error toast titled `errorTitle` if it fails. */
export const download = (fetch: () => Promise<Response>, filename: string, errorTitle: string) =>
  mutateWithToast({
    run: async () => saveResponse(await fetch(), filename),
    success: `${filename} downloaded`,
    errorTitle,
  })

/** Download, Edit comment and Delete, each disabled with its reason where the state says so. */
export function useSupportBundleActions() {
  const [deleteBundle] = useSupportBundleDeleteMutation()
  return (bundle: Pick<SupportBundleInfo, 'id' | 'state'>, onDeleted?: () => void): RowAction[] => [
    {
      id: 'download',
      label: 'Download',
      disabledReason: supportBundleRules.reason('download', bundle.state),
      onAction: () =>
        void download(
          () => fetchSupportBundle(bundle.id),
          bundleFileName(bundle.id),
          'Could not download support bundle',
        ),
    },
    {
      id: 'edit',
      label: 'Edit comment',
      href: pb.supportBundleEdit({ bundle: bundle.id }),
      disabledReason: supportBundleRules.reason('update', bundle.state),
      requires: 'system.supportBundle.update',
    },
    deleteAction({
      kind: 'support bundle',
      name: bundle.id,
      consequence:
        bundle.state === 'collecting'
          ? 'Its collection stops, and what was collected is deleted.'
          : 'This cannot be undone.',
      disabledReason: supportBundleRules.reason('delete', bundle.state),
      requires: 'system.supportBundle.delete',
      run: async () => {
        await deleteBundle({ bundleId: bundle.id }).unwrap()
        onDeleted?.()
      },
    }),
  ]
}
