/**
 * `system/alerts/classes`: the alert classes the rack can send, with what each means, filtered by
 * the server (`/v1/alert-classes?filter=`, "only alert classes which match this glob pattern") as
 * the user types a subscription; a filter that breaks the `AlertSubscription` pattern says why
 * on its field and asks nothing.
 */
import { TextField } from '@react-spectrum/s2/TextField'
import { useState } from 'react'
import { ResourceTable } from '@/components/ResourceTable'
import { SectionHeader } from '@/components/SectionHeader'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useResourceList } from '@/hooks/use-resource-list'
import { subscriptionProblem } from '~/lib/alert-subscriptions'
import type { AlertClass } from '~/store/api'
import { useAlertClassListQuery } from '~/store/api/system-alerts'

/** A pause in typing this long asks the server; every key would be a request. */
const FILTER_DEBOUNCE_MS = 300

type ClassRow = AlertClass & { id: string }

const columns = [
  {
    id: 'name',
    name: 'Class',
    isRowHeader: true,
    minWidth: 260,
    sortValue: (row: ClassRow) => row.name,
    cell: (row: ClassRow) => <code>{row.name}</code>,
  },
  {
    id: 'description',
    name: 'Description',
    minWidth: 240,
    defaultWidth: '2fr' as const,
    cell: (row: ClassRow) => row.description,
  },
]

/** One page of the classes the filter matches (all of them without one). */
function ClassTable({ filter }: { filter: string }) {
  const list = useResourceList(useAlertClassListQuery, filter ? { filter } : {})
  return (
    <ResourceTable
      label="Alert classes"
      {...list}
      items={list.items.map((alertClass) => ({ ...alertClass, id: alertClass.name }))}
      columns={columns}
      empty={
        filter
          ? { title: 'No matching alert classes', body: `No alert class matches ${filter}.` }
          : { title: 'No alert classes', body: 'The rack defines no alert classes.' }
      }
    />
  )
}

export default function AlertClassesTab() {
  const [typed, setTyped] = useState('')
  const value = typed.trim()
  const problem = subscriptionProblem(value)
  // a filter that breaks the pattern leaves the last one that did not
  const [applied, setApplied] = useState('')
  if (!problem && value !== applied) setApplied(value)
  const settled = useDebouncedValue(applied, FILTER_DEBOUNCE_MS)
  return (
    <>
      <SectionHeader intro="The kinds of alert the rack sends. A receiver subscribes to a class by its name, or to several with a pattern." />
      <TextField
        label="Filter"
        description="A class or a pattern, where * stands for one part and ** for one or more, like hardware.sled.* or **.failed"
        value={typed}
        onChange={setTyped}
        isInvalid={Boolean(problem)}
        errorMessage={problem}
        validationBehavior="aria"
        UNSAFE_className="form-field"
      />
      {/* a new filter starts at its first page */}
      <ClassTable key={settled} filter={settled} />
    </>
  )
}
