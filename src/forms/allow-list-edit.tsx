/**
 * `system/networking/access/allow-list-edit`: any source, or only the addresses and networks
 * listed, each entry added one at a time and checked (allow-list.ts). Saving reads the server's
 * list again and applies only this change to it (allow-list-write.ts), then asks in the confirm
 * dialog with the whole new list, and what changed on the server since the page loaded; the
 * confirmed save reads once more right before the PUT.
 */
import { useFormikContext } from 'formik'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { array, object, string } from 'yup'
import { DraftList } from '@/components/form/DraftList'
import { RadioField } from '@/components/form/RadioField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { TextField } from '@/components/form/TextField'
import { queryFailure } from '@/hooks/use-resource-list'
import { pb } from '@/paths'
import { AllowListWarning } from '@/resources/AllowListWarning'
import {
  ANY_SOURCE,
  allowListMessages,
  ENTRY_LABEL,
  entriesOf,
  entryProblem,
  entryToIpNet,
} from '@/resources/allow-list'
import {
  type PreparedWrite,
  prepareAllowListWrite,
  serverChangeText,
  useAllowListEndpoints,
} from '@/resources/allow-list-write'
import { confirmAction } from '~/machines/confirm-dialog'
import { addToast } from '~/machines/toaster'
import type { AllowedSourceIps, ApiError, IpNet } from '~/store/api'
import { useNetworkingAllowListViewQuery } from '~/store/api/system-networking'
import { UNADDED_ENTRY_CODE, type UnaddedEntryError } from './firewall-rule-values'

export interface AllowListValues {
  mode: AllowedSourceIps['allow']
  /** The entries added so far, as the contract's IpNet. */
  ips: IpNet[]
  /** The entry being typed. */
  entry: string
}

export const allowListSchema = object({
  mode: string().oneOf(['any', 'list']).required(),
  ips: array(string().required()).test(
    'not-empty',
    allowListMessages.emptyList,
    (ips, context) => context.parent.mode !== 'list' || (ips?.length ?? 0) > 0,
  ),
  // a typed entry is checked once anything is typed in it, spaces too: the same message as Add
  entry: string().test('entry', (value, context) => {
    const values = context.parent as AllowListValues
    if (!value || values.mode !== 'list') return true
    const problem = entryProblem(value, values.ips)
    return problem ? context.createError({ message: problem }) : true
  }),
})

export const valuesOf = (ips: AllowedSourceIps): AllowListValues => ({
  mode: ips.allow,
  ips: entriesOf(ips),
  entry: '',
})

export const sourcesOf = (values: AllowListValues): AllowedSourceIps =>
  values.mode === 'any' ? { allow: 'any' } : { allow: 'list', ips: values.ips }

/** An entry typed but never added would be lost on save: the submit stops and says so. */
function refuseUnaddedEntry(values: AllowListValues) {
  if (values.mode === 'list' && values.entry.trim()) {
    const error: UnaddedEntryError = {
      message: allowListMessages.unadded,
      errorCode: UNADDED_ENTRY_CODE,
      field: 'entry',
    }
    throw error
  }
}

const confirmListStyle = { margin: '8px 0', paddingInlineStart: 20 } as const

/** The confirmation: the whole setting to be saved, and what changed on the server meanwhile. */
function ConfirmContent({ prepared }: { prepared: PreparedWrite }) {
  const { allowedIps, meanwhile } = prepared
  return (
    <>
      {meanwhile && <p>{serverChangeText(meanwhile)}</p>}
      {allowedIps.allow === 'any' ? (
        <p>{ANY_SOURCE} will be able to reach the API and this console.</p>
      ) : (
        <>
          <p>Only these sources will be able to reach the API and this console:</p>
          <ul aria-label="New allow list" style={confirmListStyle}>
            {allowedIps.ips.map((net) => (
              <li key={net}>{net}</li>
            ))}
          </ul>
          <p>If the address you connect from is not in it, you lose access at once.</p>
        </>
      )}
    </>
  )
}

function EntryFields() {
  const { values } = useFormikContext<AllowListValues>()
  if (values.mode !== 'list') return null
  return (
    <DraftList<string>
      name="ips"
      draft="entry"
      title="Addresses and networks"
      addLabel="Add entry"
      none="None added yet"
      labelOf={(net) => net}
      problemOf={(entry, items) => {
        const message = entryProblem(entry, items)
        return message === undefined ? undefined : { message }
      }}
      take={(entry) => {
        const taken = entryToIpNet(entry)
        return { item: taken.ok ? taken.net : entry.trim(), next: '' }
      }}
      resets={['entry']}
    >
      <TextField
        name="entry"
        label={ENTRY_LABEL}
        isRequired
        description="An address like 203.0.113.7, which stands for itself, or a network like 198.51.100.0/24"
      />
    </DraftList>
  )
}

export default function AllowListEditForm() {
  const [, navigate] = useLocation()
  const { data, error } = useNetworkingAllowListViewQuery()
  // a failed fresh read while saving is reported in the form, which keeps the list it opened with
  const failure = data ? undefined : queryFailure(error)
  if (failure) throw failure
  // the form starts from the list the page shows, so it waits for it
  if (!data) return null
  return <AllowListForm basis={data.allowedIps} close={() => navigate(pb.networkAccess())} />
}

function AllowListForm({ basis: shown, close }: { basis: AllowedSourceIps; close: () => void }) {
  // what the form opened with: the user's change is the difference from it, whatever the cache
  // holds by the time they save
  const [basis] = useState(shown)
  const endpoints = useAllowListEndpoints()
  return (
    <SideModalForm<AllowListValues>
      requires="system.networking.update"
      title="Edit allow list"
      submitLabel="Save allow list"
      initialValues={valuesOf(basis)}
      validationSchema={allowListSchema}
      onDismiss={close}
      fieldForError={(failure: ApiError) =>
        failure.errorCode === UNADDED_ENTRY_CODE ? 'entry' : undefined
      }
      onSubmit={async (values) => {
        refuseUnaddedEntry(values)
        const prepared = await prepareAllowListWrite(endpoints, basis, sourcesOf(values))
        if (prepared.unchanged) {
          addToast({ content: 'The allow list already says this: nothing to save' })
          close()
          return
        }
        const outcome = await confirmAction({
          title: 'Confirm the new allow list',
          content: <ConfirmContent prepared={prepared} />,
          actionLabel: 'Save allow list',
          errorTitle: 'Could not save allow list',
          action: async () => {
            await prepared.commit()
            addToast({ content: 'Allow list saved' })
          },
        })
        // cancelled, or failed with its toast: the form stays as the user left it
        if (outcome === 'confirmed') close()
      }}
    >
      <p>Choose which sources can reach the API and this console.</p>
      <AllowListWarning level={3} />
      <RadioField<AllowListValues['mode']>
        name="mode"
        label="Allowed sources"
        orientation="vertical"
        options={[
          { value: 'any', label: ANY_SOURCE },
          { value: 'list', label: 'Only these sources' },
        ]}
      />
      <EntryFields />
    </SideModalForm>
  )
}
