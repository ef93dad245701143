/**
 * The new-instance form's field groups. Each reads formik's context; the lists they offer come
 * from the page as props so the groups stay free of fetching (and testable on their own).
 */
import { useFormikContext } from 'formik'
import { useEffect } from 'react'
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { CheckboxGroupField, type CheckboxOption } from '@/components/form/CheckboxGroupField'
import { DescriptionField } from '@/components/form/DescriptionField'
import { FieldArrayRows } from '@/components/form/FieldArrayRows'
import { FormSection } from '@/components/form/FullPageForm'
import { NameField } from '@/components/form/NameField'
import { NumberField } from '@/components/form/NumberField'
import { PickerField, type PickerOption } from '@/components/form/PickerField'
import { RadioField } from '@/components/form/RadioField'
import { SwitchField } from '@/components/form/SwitchField'
import { TextField } from '@/components/form/TextField'
import { type AntiAffinityChoice, FormSizeFitNote } from '@/resources/size-fit-note'
import { ipVersionOptions, needsIpVersion } from '@/util/ip-pools'
import { MAX_NICS_PER_INSTANCE } from '~/lib/constants'
import type { IpVersion } from '~/store/api'
import { useVpcSubnetListQuery } from '~/store/api/vpcs'
import {
  type AdditionalDisk,
  type AutoRestartChoice,
  autoRestartOptions,
  type BootSourceKind,
  type InstanceCreateValues,
  type InterfaceValues,
  type NetworkingKind,
  suggestedDiskGiB,
} from './instance-create-schema'
import {
  CUSTOM_PRESET,
  cpuCount,
  familyLabel,
  familyRatio,
  HARDWARE_PRESETS,
  PRESET_FAMILIES,
  presetById,
  presetLabel,
} from './instance-presets'

export function IdentityFields() {
  return (
    <>
      <NameField autoFocus />
      <DescriptionField />
      <TextField
        name="hostname"
        label="Hostname"
        description="The instance's name when left empty"
      />
    </>
  )
}

/**
 * CPU and memory as one radio group of cards: a row of sizes per family (the family's ratio of
 * memory to vCPUs named once, above its row), then Custom, which shows the vCPU and memory
 * fields with the instance limits. Picking a preset copies its size into those fields, so
 * 'Custom' starts from it. React Aria's radio group: native radios under the cards, so arrow
 * keys move the choice and a screen reader hears each card's family, vCPUs and memory.
 */
export function HardwareFields({
  project,
  antiAffinityGroups,
}: {
  project: string
  antiAffinityGroups: AntiAffinityChoice['groups']
}) {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the preset changes
  useEffect(() => {
    const preset = presetById(values.preset)
    if (!preset) return
    setFieldValue('ncpus', preset.ncpus)
    setFieldValue('memory', preset.memory)
  }, [values.preset])
  return (
    <FormSection title="Hardware">
      <RadioGroup
        className="preset-cards"
        value={values.preset}
        onChange={(preset) => setFieldValue('preset', preset)}
      >
        <Label className="preset-cards-label">CPU and memory</Label>
        {PRESET_FAMILIES.map((family) => (
          <fieldset key={family} className="preset-family">
            <legend className="preset-family-title">
              {familyLabel[family]}{' '}
              <span className="preset-family-ratio">{familyRatio(family)}</span>
            </legend>
            <div className="preset-family-cards">
              {HARDWARE_PRESETS.filter((preset) => preset.family === family).map((preset) => (
                <Radio
                  key={preset.id}
                  value={preset.id}
                  aria-label={presetLabel(preset)}
                  className="preset-card"
                >
                  <span className="preset-card-title">{cpuCount(preset.ncpus)}</span>
                  <span>{preset.memory} GiB</span>
                </Radio>
              ))}
            </div>
          </fieldset>
        ))}
        <Radio
          value={CUSTOM_PRESET}
          aria-label="Custom vCPUs and memory"
          className="preset-card preset-card-custom"
        >
          <span className="preset-card-title">Custom</span>
          <span>Any vCPUs and memory within the limits</span>
        </Radio>
      </RadioGroup>
      {values.preset === CUSTOM_PRESET && (
        <>
          <NumberField name="ncpus" label="vCPUs" isRequired step={1} />
          <NumberField name="memory" label="Memory" unit="GiB" isRequired step={1} />
        </>
      )}
      <FormSizeFitNote
        antiAffinity={{
          project,
          // the groups chosen under Advanced: a `fail` one keeps the instance off its members' sleds
          groups: antiAffinityGroups.filter((group) =>
            values.antiAffinityGroups.includes(group.name),
          ),
        }}
      />
    </FormSection>
  )
}

export interface ImageChoice {
  id: string
  label: string
  /** bytes */
  size: number
}

interface BootDiskProps {
  siloImages: ImageChoice[]
  projectImages: ImageChoice[]
  /** Existing disks that can be attached. */
  disks: PickerOption[]
  isLoading: boolean
}

/** Picking an image raises the boot disk size to fit it, in tens of GiB (SPEC §9). */
function FitBootDiskToImage({ images }: { images: ImageChoice[] }) {
  const { values, setFieldValue } = useFormikContext<InstanceCreateValues>()
  const imageId = values.bootSource === 'siloImage' ? values.siloImageId : values.projectImageId
  const imageBytes = images.find((choice) => choice.id === imageId)?.size
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the image changes, not on every keystroke in the size field
  useEffect(() => {
    if (imageBytes === undefined) return
    const suggested = suggestedDiskGiB(imageBytes)
    if (Number.isNaN(values.bootDiskSize) || values.bootDiskSize < suggested) {
      setFieldValue('bootDiskSize', suggested)
    }
  }, [imageId, imageBytes])
  return null
}

const imageOptions = (images: ImageChoice[]) =>
  images.map((image) => ({ value: image.id, label: image.label }))

export function BootDiskFields({ siloImages, projectImages, disks, isLoading }: BootDiskProps) {
  const { values } = useFormikContext<InstanceCreateValues>()
  return (
    <FormSection title="Boot disk">
      <RadioField<BootSourceKind>
        name="bootSource"
        label="Boot disk source"
        options={[
          { value: 'siloImage', label: 'Silo image' },
          { value: 'projectImage', label: 'Project image' },
          { value: 'disk', label: 'Existing disk' },
        ]}
      />
      {values.bootSource === 'siloImage' && (
        <PickerField
          name="siloImageId"
          label="Image"
          isRequired
          options={imageOptions(siloImages)}
          placeholder="Choose a silo image"
          isLoading={isLoading}
        />
      )}
      {values.bootSource === 'projectImage' && (
        <PickerField
          name="projectImageId"
          label="Image"
          isRequired
          options={imageOptions(projectImages)}
          placeholder="Choose a project image"
          isLoading={isLoading}
        />
      )}
      {values.bootSource === 'disk' ? (
        <PickerField
          name="bootDiskExisting"
          label="Disk"
          isRequired
          options={disks}
          placeholder="Choose a detached disk"
          isLoading={isLoading}
        />
      ) : (
        <>
          <FitBootDiskToImage images={[...siloImages, ...projectImages]} />
          <TextField
            name="bootDiskName"
            label="Boot disk name"
            description="Made from the instance name when left empty"
          />
          <NumberField name="bootDiskSize" label="Boot disk size" unit="GiB" isRequired step={1} />
        </>
      )}
    </FormSection>
  )
}

/** One additional disk's fields: a new disk's name and size, or an existing disk to attach. */
function AdditionalDiskRow({
  disk,
  index,
  disks,
}: {
  disk: AdditionalDisk
  index: number
  disks: PickerOption[]
}) {
  return disk.kind === 'create' ? (
    <>
      <NameField name={`disks.${index}.name`} label="Disk name" />
      <NumberField name={`disks.${index}.size`} label="Disk size" unit="GiB" isRequired />
    </>
  ) : (
    <PickerField
      name={`disks.${index}.name`}
      label="Disk"
      isRequired
      options={disks}
      placeholder="Choose a detached disk"
    />
  )
}

export function AdditionalDiskFields({ disks }: { disks: PickerOption[] }) {
  return (
    <FormSection title="Additional disks">
      <FieldArrayRows<AdditionalDisk>
        name="disks"
        item="disk"
        rowLabel={(position) => `Additional disk ${position}`}
        empty={<p>No additional disks</p>}
        add={[
          {
            label: 'Create new disk',
            row: () => ({ kind: 'create', name: '', size: 10, description: '' }) as AdditionalDisk,
          },
          {
            label: 'Attach existing disk',
            row: () => ({ kind: 'attach', name: '' }) as AdditionalDisk,
          },
        ]}
      >
        {(disk, index) => <AdditionalDiskRow disk={disk} index={index} disks={disks} />}
      </FieldArrayRows>
    </FormSection>
  )
}

/** One interface's fields; its subnet list follows the VPC picked in the row. */
function InterfaceFields({
  index,
  nic,
  project,
  vpcs,
}: {
  index: number
  nic: InterfaceValues
  project: string
  vpcs: PickerOption[]
}) {
  const subnets = useVpcSubnetListQuery({ project, vpc: nic.vpcName }, { skip: !nic.vpcName })
  const { setFieldValue } = useFormikContext<InstanceCreateValues>()
  const subnetNames = subnets.data?.items.map((subnet) => subnet.name)
  // a subnet belongs to one VPC: a new VPC clears a subnet it lacks, and offers its `default`
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the VPC's subnets arrive
  useEffect(() => {
    if (!subnetNames || subnetNames.includes(nic.subnetName)) return
    const field = `interfaces.${index}.subnetName`
    setFieldValue(field, subnetNames.includes('default') ? 'default' : '')
  }, [subnets.data])
  return (
    <>
      <NameField name={`interfaces.${index}.name`} label="Interface name" />
      <PickerField
        name={`interfaces.${index}.vpcName`}
        label="VPC"
        isRequired
        options={vpcs}
        placeholder="Choose a VPC"
      />
      <PickerField
        name={`interfaces.${index}.subnetName`}
        label="Subnet"
        isRequired
        options={(subnets.data?.items ?? []).map((subnet) => ({
          value: subnet.name,
          label: subnet.name,
        }))}
        placeholder={nic.vpcName ? 'Choose a subnet' : 'Choose a VPC first'}
        isLoading={subnets.isFetching}
      />
    </>
  )
}

export function NetworkingFields({ project, vpcs }: { project: string; vpcs: PickerOption[] }) {
  const { values } = useFormikContext<InstanceCreateValues>()
  return (
    <FormSection title="Networking">
      <RadioField<NetworkingKind>
        name="networking"
        label="Network interfaces"
        options={[
          { value: 'default', label: 'Default' },
          { value: 'none', label: 'None' },
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {values.networking === 'custom' && (
        <FieldArrayRows<InterfaceValues>
          name="interfaces"
          item="network interface"
          max={{
            count: MAX_NICS_PER_INSTANCE,
            reason: `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`,
          }}
          add={[
            {
              label: 'Add network interface',
              row: () => ({ name: '', description: '', vpcName: '', subnetName: '' }),
            },
          ]}
        >
          {(nic, index) => (
            <InterfaceFields index={index} nic={nic} project={project} vpcs={vpcs} />
          )}
        </FieldArrayRows>
      )}
    </FormSection>
  )
}

export function ExternalIpFields({
  pools,
  defaultPoolVersions,
  floatingIps,
}: {
  pools: PickerOption[]
  /** The IP versions the silo has a default pool of: with both, the user picks one. */
  defaultPoolVersions: readonly IpVersion[]
  floatingIps: CheckboxOption[]
}) {
  const { values } = useFormikContext<InstanceCreateValues>()
  if (values.networking === 'none') {
    return (
      <FormSection title="External IPs">
        <p>An instance without network interfaces has no external IPs.</p>
      </FormSection>
    )
  }
  return (
    <FormSection title="External IPs">
      <SwitchField name="ephemeralIp" label="Allocate an ephemeral IP" />
      {values.ephemeralIp && (
        <PickerField
          name="ephemeralIpPool"
          label="IP pool"
          options={pools}
          placeholder="The silo's default pool"
        />
      )}
      {values.ephemeralIp && !values.ephemeralIpPool && needsIpVersion(defaultPoolVersions) && (
        <RadioField<IpVersion>
          name="ephemeralIpVersion"
          label="IP version"
          options={ipVersionOptions(defaultPoolVersions)}
        />
      )}
      {floatingIps.length > 0 ? (
        <CheckboxGroupField name="floatingIps" label="Floating IPs" options={floatingIps} />
      ) : (
        <p>No floating IPs available in this project</p>
      )}
    </FormSection>
  )
}

export function SshKeyFields({ keys }: { keys: CheckboxOption[] }) {
  return (
    <FormSection title="SSH keys">
      {keys.length > 0 ? (
        <CheckboxGroupField
          name="sshKeyIds"
          label="SSH keys"
          description="Sent to the instance through cloud-init"
          options={keys}
        />
      ) : (
        <p>You have no SSH keys</p>
      )}
    </FormSection>
  )
}

export function AdvancedFields({
  antiAffinityGroups,
  antiAffinityUnavailable,
}: {
  antiAffinityGroups: AntiAffinityChoice['groups']
  /** The list could not be loaded (not mocked in the preview yet). */
  antiAffinityUnavailable: boolean
}) {
  return (
    <FormSection title="Advanced">
      <TextField
        name="userData"
        label="User data"
        description="Cloud-init configuration, at most 32 KiB"
        multiline
        // it may hold passwords and keys: never kept in a draft (docs/architecture.md, Loading)
        secret
      />
      <RadioField<AutoRestartChoice>
        name="autoRestart"
        label="Auto-restart"
        orientation="vertical"
        options={autoRestartOptions}
      />
      {antiAffinityUnavailable ? (
        <p>Anti-affinity groups could not be loaded</p>
      ) : antiAffinityGroups.length > 0 ? (
        <CheckboxGroupField
          name="antiAffinityGroups"
          label="Anti-affinity groups"
          description="Members are kept on different sleds. A group's policy determines whether member instances may start when the rule can't be satisfied."
          options={antiAffinityGroups.map((group) => ({
            value: group.name,
            label: `${group.name} (policy: ${group.policy})`,
          }))}
        />
      ) : (
        <p>No anti-affinity groups in this project</p>
      )}
      <SwitchField name="start" label="Start after creation" />
    </FormSection>
  )
}
