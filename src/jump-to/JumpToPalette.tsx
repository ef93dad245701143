/**
 * Jump to: a dialog with a combobox and its listbox of pages, resources and the current page's
 * actions (jump-targets.ts), and what the silo holds found by name, ID or address, with how fresh
 * its index is (use-find-anything.ts), loaded the first time it opens (opener.ts). The first result is
 * highlighted as soon as it shows (results.ts), arrows move the highlight, Enter goes to the
 * highlighted result and a click to the one clicked; Escape closes and puts the focus back where
 * it was (React Aria's modal).
 *
 * React Aria's ComboBox, its list shown in the dialog rather than in a popover. Not its
 * Autocomplete: React Aria's Menu, on the first screen (the user menu), imports that module, so
 * its code would join the first screen's chunk (src/import-graph.test.ts, `npm run size`).
 */
import { skipToken } from '@reduxjs/toolkit/query'
import {
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
// the module S2's Provider takes its router from: the package's root, RouterProvider's public
// export, brought 74 kB (gzip) of React Aria's other components into the palette's chunk
// (`node scripts/size.mjs src/jump-to/JumpToPalette.tsx`)
import { RouterProvider } from 'react-aria/private/utils/openLink'
import { ButtonContext } from 'react-aria-components/Button'
import { ComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox'
import { Dialog } from 'react-aria-components/Dialog'
import { Input } from 'react-aria-components/Input'
import { Header, ListBox, ListBoxItem, ListBoxSection, Text } from 'react-aria-components/ListBox'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { PopoverContext } from 'react-aria-components/Popover'
import { Provider, useSlottedContext } from 'react-aria-components/slots'
import { TextContext } from 'react-aria-components/Text'
import { useLocation } from 'wouter'
import { LookupNotices, type LookupQuery, lookupPhase } from '@/components/Lookup'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { usePageActions } from '@/hooks/use-page-actions'
import { useCurrentRoute } from '@/hooks/use-route'
import { flatRoutes } from '@/route-table'
import { wholeListArgs } from '~/lib/whole-list'
import { useCurrentUserViewQuery } from '~/store/api/current-user'
import { useDiskListQuery } from '~/store/api/disks'
import { useFloatingIpListQuery } from '~/store/api/floating-ips'
import { useImageListQuery } from '~/store/api/images'
import { useInstanceListQuery } from '~/store/api/instances'
import { useProjectListQuery } from '~/store/api/projects'
import { useVpcListQuery } from '~/store/api/vpcs'
import {
  type JumpTarget,
  jumpGroups,
  projectResourceTargets,
  projectTargets,
  reachablePages,
  resourceKinds,
} from './jump-targets'
import { type Highlight, highlightAfter, resultId, searchStatus } from './results'
import { useFindAnything } from './use-find-anything'

/**
 * The resources' lists are asked for once the user pauses typing this long: a name typed
 * quickly sends no request per key, and one that is never typed none at all.
 */
const TYPING_PAUSE_MS = 200

const names = (data: { items: { name: string }[] } | undefined) =>
  data?.items.map((item) => item.name) ?? []

/**
 * The current silo's projects and, in a project, its instances, disks, VPCs, floating IPs and
 * images, through the lists' endpoints (whole lists: the API has no search by name), once
 * `search` is on. Each list that failed is named, with Retry.
 */
function useResourceSearch(project: string | undefined, search: boolean) {
  const inProject = search && project ? wholeListArgs({ project }) : skipToken
  const projectList = useProjectListQuery(search ? wholeListArgs({}) : skipToken)
  const instanceList = useInstanceListQuery(inProject)
  const diskList = useDiskListQuery(inProject)
  const vpcList = useVpcListQuery(inProject)
  const floatingIpList = useFloatingIpListQuery(inProject)
  const imageList = useImageListQuery(inProject)
  const targets: JumpTarget[] = [
    ...projectTargets(names(projectList.data)),
    ...(project
      ? [
          ...projectResourceTargets('instance', project, names(instanceList.data)),
          ...projectResourceTargets('disk', project, names(diskList.data)),
          ...projectResourceTargets('vpc', project, names(vpcList.data)),
          ...projectResourceTargets('floatingIp', project, names(floatingIpList.data)),
          ...projectResourceTargets('image', project, names(imageList.data)),
        ]
      : []),
  ]
  const lists: [string, LookupQuery<unknown>][] = [[resourceKinds.project.what, projectList]]
  if (project) {
    lists.push(
      [resourceKinds.instance.what, instanceList],
      [resourceKinds.disk.what, diskList],
      [resourceKinds.vpc.what, vpcList],
      [resourceKinds.floatingIp.what, floatingIpList],
      [resourceKinds.image.what, imageList],
    )
  }
  const lookups = search ? lists : []
  return { targets, lookups }
}

/**
 * Keeps the highlight (the combobox's focused key, its aria-activedescendant) on the result
 * highlightAfter picks among `shown`, the results' ids in order. React Aria's ComboBox has no
 * option to highlight the first result (its Autocomplete has; why the palette is not one: the
 * head of this file): its state's selection manager is set here, in a layout effect, so no frame
 * shows results without a highlight.
 */
function useHighlightedResult(shown: readonly string[]) {
  const state = useContext(ComboBoxStateContext)
  const last = useRef<Highlight<string> | null>(null)
  useLayoutEffect(() => {
    if (!state) return
    const { inputValue: query, selectionManager } = state
    const current = selectionManager.focusedKey
    const id = highlightAfter(
      { shown, query, current: current === null ? null : String(current) },
      last.current,
    )
    last.current = { query, id }
    // a result not in the list yet (it builds its collection a render after the results
    // change) is not taken: the next render, with it in, sets it
    if (id !== current) selectionManager.setFocusedKey(id)
  })
}

/**
 * The combobox's list in place in the dialog, where a ComboBox shows it in a popover. While the
 * list is open React Aria hides from assistive technology all but the input and what its
 * popover's ref holds (useComboBox), so this holds that ref: the list and what it says about the
 * search (loading, no results, failures with Retry). It keeps the highlight on a result
 * (`useHighlightedResult`), which needs the combobox's state.
 */
function ListInPlace({ shown, children }: { shown: readonly string[]; children: ReactNode }) {
  const popover = useSlottedContext(PopoverContext)
  useHighlightedResult(shown)
  return (
    <div ref={popover?.ref as RefObject<HTMLDivElement> | undefined} className="jump-to-list">
      {children}
    </div>
  )
}

export default function JumpToPalette({ onClose }: { onClose: () => void }) {
  const { params, crumbs } = useCurrentRoute()
  const { data: me } = useCurrentUserViewQuery()
  const fleetViewer = me?.fleetViewer ?? false
  const [text, setText] = useState('')
  const query = text.trim()
  const searched = useDebouncedValue(query, TYPING_PAUSE_MS)
  const resources = useResourceSearch(params.project, searched !== '')
  const found = useFindAnything(searched, { userId: me?.id, project: params.project })
  const pages = useMemo(
    () => reachablePages(flatRoutes, params, { fleetViewer }),
    [params, fleetViewer],
  )
  const declared = usePageActions()
  const here = crumbs.map((crumb) => crumb.label).join(' / ')
  const actions = useMemo(
    () => declared.map((action) => ({ ...action, detail: here })),
    [declared, here],
  )
  // resources are searched, not listed: none until something is typed
  const groups = jumpGroups(query, {
    actions,
    pages,
    resources: query ? resources.targets : [],
    found: query ? found : undefined,
  })
  const loading = resources.lookups.some(([, lookup]) => lookupPhase(lookup) === 'loading')
  const shown = groups.flatMap((group) =>
    group.targets.map((target) => resultId(group.heading, target)),
  )
  const status = searchStatus({ query, searched, loading, results: shown.length })

  // a result followed (Enter, a click) is a link React Aria opens with the router: the palette
  // closes as it goes, also to the page it was opened on
  const [, navigate] = useLocation()
  const go = (href: string) => {
    onClose()
    navigate(href)
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="jump-to-overlay"
    >
      <Modal className="jump-to">
        <Dialog aria-label="Jump to" className="jump-to-dialog">
          <RouterProvider navigate={go}>
            <ComboBox
              aria-label="Jump to"
              autoFocus
              className="jump-to-combobox"
              inputValue={text}
              onInputChange={setText}
              menuTrigger="focus"
              // the list stays open with no results; Escape, past the combobox, closes the dialog
              allowsEmptyCollection
              allowsCustomValue
              // jump-targets.ts has chosen and ranked the results already
              defaultFilter={() => true}
            >
              <Input className="jump-to-input" placeholder="Search pages, resources and actions" />
              <ListInPlace shown={shown}>
                {/* no renderEmptyState: React Aria's ListBox gives it the role of an option, and
                  'No results' is no result; the status line says it */}
                <ListBox aria-label="Results" className="jump-to-results">
                  {groups.map((group) => (
                    <ListBoxSection
                      key={group.heading}
                      id={group.heading}
                      className="jump-to-group"
                    >
                      <Header className="jump-to-heading">{group.heading}</Header>
                      {group.targets.map((target) => {
                        const id = resultId(group.heading, target)
                        return (
                          // no onAction: on an item that has it, a click runs it instead of
                          // following the link (React Aria's useSelectableItem)
                          <ListBoxItem
                            key={id}
                            id={id}
                            href={target.href}
                            textValue={target.label}
                            className="jump-to-item"
                          >
                            <Text slot="label" className="jump-to-label">
                              {target.label}
                            </Text>
                            {target.detail && (
                              <Text slot="description" className="jump-to-detail">
                                {target.detail}
                              </Text>
                            )}
                          </ListBoxItem>
                        )
                      })}
                    </ListBoxSection>
                  ))}
                </ListBox>
                <div className="jump-to-status">
                  <p role="status" aria-busy={loading || undefined}>
                    {status === 'loading' && 'Loading resources…'}
                    {status === 'no results' && `No results for “${query}”`}
                  </p>
                  {found.freshness && <p className="jump-to-freshness">{found.freshness}</p>}
                  {/* Retry is a button of its own, not the combobox's (whose button and text
                    slots React Aria's ComboBox gives everything inside it) */}
                  <Provider
                    values={[
                      [ButtonContext, null],
                      [TextContext, null],
                    ]}
                  >
                    <LookupNotices lookups={resources.lookups} />
                  </Provider>
                </div>
              </ListInPlace>
            </ComboBox>
          </RouterProvider>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
