/**
 * The new-instance form: the whole InstanceCreate on one page. The lists it offers
 * (images, disks, VPCs, pools, floating IPs, keys, groups) come in as props from the page.
 */

import type { CheckboxOption } from '@/components/form/CheckboxGroupField'
import { FullPageForm } from '@/components/form/FullPageForm'
import type { PickerOption } from '@/components/form/PickerField'
import type { AntiAffinityChoice } from '@/resources/size-fit-note'
import type { ApiError, IpVersion } from '~/store/api'
import {
  AdditionalDiskFields,
  AdvancedFields,
  BootDiskFields,
  ExternalIpFields,
  HardwareFields,
  IdentityFields,
  type ImageChoice,
  NetworkingFields,
  SshKeyFields,
} from './instance-create-fields'
import {
  type InstanceCreateValues,
  initialInstanceValues,
  instanceCreateSchema,
} from './instance-create-schema'

export interface InstanceCreateChoices {
  siloImages: ImageChoice[]
  projectImages: ImageChoice[]
  /** Existing disks that can be attached (boot or additional). */
  attachableDisks: PickerOption[]
  vpcs: PickerOption[]
  ipPools: PickerOption[]
  /** The IP versions the silo has a default pool of (util/ip-pools.ts). */
  defaultPoolVersions: IpVersion[]
  floatingIps: CheckboxOption[]
  sshKeys: CheckboxOption[]
  /** The project's anti-affinity groups, to join and to weigh where the instance fits. */
  antiAffinityGroups: AntiAffinityChoice['groups']
  antiAffinityUnavailable: boolean
  isLoading: boolean
}

interface Props {
  project: string
  choices: InstanceCreateChoices
  onSubmit: (values: InstanceCreateValues) => Promise<unknown>
  onCancel: () => void
}

/** The server's complaints that belong to one field; the rest stay in the summary. */
export function instanceFieldForError(error: ApiError): keyof InstanceCreateValues | undefined {
  if (error.errorCode === 'ObjectAlreadyExists' && /^instance/i.test(error.message)) return 'name'
  if (/hostname/i.test(error.message)) return 'hostname'
  if (/user.?data/i.test(error.message)) return 'userData'
  return undefined
}

export function InstanceCreateForm({ project, choices, onSubmit, onCancel }: Props) {
  const images = [...choices.siloImages, ...choices.projectImages]
  const imageSize = (id: string) => images.find((image) => image.id === id)?.size
  return (
    <FullPageForm<InstanceCreateValues>
      requires="instance.create"
      resource="instance"
      kind="create"
      initialValues={initialInstanceValues(choices.sshKeys.map((key) => key.value))}
      validationSchema={instanceCreateSchema(imageSize)}
      fieldForError={instanceFieldForError}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <IdentityFields />
      <HardwareFields project={project} antiAffinityGroups={choices.antiAffinityGroups} />
      <BootDiskFields
        siloImages={choices.siloImages}
        projectImages={choices.projectImages}
        disks={choices.attachableDisks}
        isLoading={choices.isLoading}
      />
      <AdditionalDiskFields disks={choices.attachableDisks} />
      <NetworkingFields project={project} vpcs={choices.vpcs} />
      <ExternalIpFields
        pools={choices.ipPools}
        defaultPoolVersions={choices.defaultPoolVersions}
        floatingIps={choices.floatingIps}
      />
      <SshKeyFields keys={choices.sshKeys} />
      <AdvancedFields
        antiAffinityGroups={choices.antiAffinityGroups}
        antiAffinityUnavailable={choices.antiAffinityUnavailable}
      />
    </FullPageForm>
  )
}
