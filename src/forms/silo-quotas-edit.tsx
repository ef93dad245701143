/**
 * `silos/{silo}/quotas/edit`: the silo's CPU, memory and storage quotas, each with what the silo
 * has provisioned beside it. A quota below that is refused here; should the silo provision more
 * while the form is open, the server's refusal shows in the form with everything typed kept.
 * SiloQuotasUpdate leaves an omitted quota as it is, so only those the user changed are sent
 * (save-changes.ts).
 */
import { useLocation } from 'wouter'
import { number, object } from 'yup'
import { NumberField } from '@/components/form/NumberField'
import { SideModalForm } from '@/components/form/SideModalForm'
import { queryFailure } from '@/hooks/use-resource-list'
import { useRouteParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { formatQuotaAmount, type QuotaResource } from '@/resources/silos'
import { docGuides } from '@/util/docs'
import { GiB } from '@/util/units'
import { maxWholeUnits, requiredMessage, tooLargeMessage } from '@/util/validation'
import { addToast } from '~/machines/toaster'
import { useAppDispatch } from '~/store'
import { api, FRESH_READ, type SiloQuotasUpdate, type VirtualResourceCounts } from '~/store/api'
import { useSiloQuotasUpdateMutation, useSiloUtilizationViewQuery } from '~/store/api/system-silos'

export interface SiloQuotasValues {
  cpus: number
  memoryGiB: number
  storageGiB: number
}

/** 'CPUs cannot be below the 32 vCPUs in use' (the amount as the quotas tab shows it). */
export const belowUsageMessage = (label: string, inUse: string) =>
  `${label} cannot be below the ${inUse} in use`

/**
 * Whole amounts, never below what is provisioned (`provisioned` in the contract's units: a count
 * of CPUs, bytes of memory and storage).
 */
export function siloQuotasSchema(provisioned: VirtualResourceCounts) {
  const quota = (label: string, bytesPer: number, inUse: number, resource: QuotaResource) =>
    number()
      .transform((value) => (Number.isNaN(value) ? undefined : value))
      .required(requiredMessage(label))
      .integer(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(maxWholeUnits(bytesPer), tooLargeMessage(label, maxWholeUnits(bytesPer)))
      .test(
        'covers-usage',
        belowUsageMessage(label, formatQuotaAmount(resource, inUse)),
        (value) => (value === undefined ? true : value * bytesPer >= inUse),
      )
  return object({
    cpus: quota('CPUs', 1, provisioned.cpus, 'cpus'),
    memoryGiB: quota('Memory', GiB, provisioned.memory, 'memory'),
    storageGiB: quota('Storage', GiB, provisioned.storage, 'storage'),
  })
}

/** The quotas given, in the contract's units; an absent one is left as it is. */
export const quotasUpdateBody = ({
  cpus,
  memoryGiB,
  storageGiB,
}: Partial<SiloQuotasValues>): SiloQuotasUpdate => ({
  cpus,
  memory: memoryGiB === undefined ? undefined : memoryGiB * GiB,
  storage: storageGiB === undefined ? undefined : storageGiB * GiB,
})

/** The form's values of the silo's quotas (its `allocated`), in whole GiB. */
const quotasValues = (allocated: VirtualResourceCounts): SiloQuotasValues => ({
  cpus: allocated.cpus,
  memoryGiB: Math.ceil(allocated.memory / GiB),
  storageGiB: Math.ceil(allocated.storage / GiB),
})

const quotaLabels = { cpus: 'CPUs', memoryGiB: 'Memory', storageGiB: 'Storage' }

export default function SiloQuotasEditForm() {
  const { silo } = useRouteParams('silo')
  const [, navigate] = useLocation()
  const { data, error } = useSiloUtilizationViewQuery({ silo })
  const dispatch = useAppDispatch()
  const [updateQuotas] = useSiloQuotasUpdateMutation()
  const failure = queryFailure(error)
  if (failure) throw failure
  // the form starts from the current quotas, so it waits for them
  if (!data) return null
  const close = () => navigate(pb.siloQuotas({ silo }))
  const { provisioned, allocated } = data
  const inUse = (resource: QuotaResource) =>
    `In use: ${formatQuotaAmount(resource, provisioned[resource])}`
  return (
    <SideModalForm<SiloQuotasValues>
      requires="system.silo.update"
      title={`Edit quotas of ${silo}`}
      docs={[docGuides.quotas]}
      submitLabel="Update quotas"
      initialValues={quotasValues(allocated)}
      validationSchema={siloQuotasSchema(provisioned)}
      update={{
        reread: async () =>
          quotasValues(
            (
              await dispatch(
                api.endpoints.siloUtilizationView.initiate({ silo }, FRESH_READ),
              ).unwrap()
            ).allocated,
          ),
        labels: quotaLabels,
        show: (field, value) => (field === 'cpus' ? `${value} vCPUs` : `${value} GiB`),
      }}
      onDismiss={close}
      onSubmit={async (_values, changes) => {
        await updateQuotas({ silo, siloQuotasUpdate: quotasUpdateBody(changes) }).unwrap()
        addToast({ content: `Quotas of silo ${silo} updated` })
        close()
      }}
    >
      <p>A quota cannot go below what the silo has provisioned; 0 means none may be provisioned.</p>
      <NumberField name="cpus" label="CPUs" unit="vCPUs" isRequired description={inUse('cpus')} />
      <NumberField
        name="memoryGiB"
        label="Memory"
        unit="GiB"
        isRequired
        description={inUse('memory')}
      />
      <NumberField
        name="storageGiB"
        label="Storage"
        unit="GiB"
        isRequired
        description={inUse('storage')}
      />
    </SideModalForm>
  )
}
