import { ProgressCircle } from '@react-spectrum/s2/ProgressCircle'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { type InstanceCreateChoices, InstanceCreateForm } from '@/forms/instance-create'
import { instanceCreateBody } from '@/forms/instance-create-body'
import { useMinimumDisplay } from '@/hooks/use-minimum-display'
import { useProjectParams } from '@/hooks/use-route'
import { pb } from '@/paths'
import { defaultPoolVersions, poolOptionLabel } from '@/util/ip-pools'
import { formatBytes } from '@/util/units'
import { diskRules } from '~/machines/disk-rules'
import { addToast } from '~/machines/toaster'
import type { Image } from '~/store/api'
import { useAntiAffinityGroupListQuery } from '~/store/api/affinity'
import { useCurrentUserSshKeyListQuery } from '~/store/api/current-user'
import { useDiskListQuery } from '~/store/api/disks'
import { useFloatingIpListQuery } from '~/store/api/floating-ips'
import { useImageListQuery } from '~/store/api/images'
import { useInstanceCreateMutation } from '~/store/api/instances'
import { useIpPoolListQuery } from '~/store/api/ip-pools'
import { useVpcListQuery } from '~/store/api/vpcs'

const imageChoice = (image: Image) => ({
  id: image.id,
  label: `${image.name} (${image.os} ${image.version}, ${formatBytes(image.size)})`,
  size: image.size,
})

/** The full-page create form at instances-new; success goes to the new instance's page. */
export default function InstanceCreatePage() {
  const { project } = useProjectParams()
  const [, navigate] = useLocation()
  const [createInstance] = useInstanceCreateMutation()

  const siloImages = useImageListQuery({})
  const projectImages = useImageListQuery({ project })
  const disks = useDiskListQuery({ project })
  const vpcs = useVpcListQuery({ project })
  const pools = useIpPoolListQuery({})
  const floatingIps = useFloatingIpListQuery({ project })
  const sshKeys = useCurrentUserSshKeyListQuery({})
  const antiAffinityGroups = useAntiAffinityGroupListQuery({ project })
  const showSpinner = useMinimumDisplay(sshKeys.isLoading)

  const choices = useMemo<InstanceCreateChoices>(
    () => ({
      siloImages: (siloImages.data?.items ?? []).map(imageChoice),
      projectImages: (projectImages.data?.items ?? []).map(imageChoice),
      attachableDisks: (disks.data?.items ?? [])
        .filter((disk) => diskRules.can('attach', disk.state.state))
        .map((disk) => ({ value: disk.name, label: `${disk.name} (${formatBytes(disk.size)})` })),
      vpcs: (vpcs.data?.items ?? []).map((vpc) => ({ value: vpc.name, label: vpc.name })),
      // ephemeral IPs come from unicast pools only
      ipPools: (pools.data?.items ?? [])
        .filter((pool) => pool.poolType === 'unicast')
        .map((pool) => ({ value: pool.name, label: poolOptionLabel(pool) })),
      defaultPoolVersions: defaultPoolVersions(pools.data?.items ?? []),
      // a floating IP attached elsewhere cannot be attached again
      floatingIps: (floatingIps.data?.items ?? [])
        .filter((ip) => !ip.instanceId)
        .map((ip) => ({ value: ip.name, label: `${ip.name} (${ip.ip})` })),
      sshKeys: (sshKeys.data?.items ?? []).map((key) => ({ value: key.id, label: key.name })),
      antiAffinityGroups: (antiAffinityGroups.data?.items ?? []).map(({ name, policy }) => ({
        name,
        policy,
      })),
      antiAffinityUnavailable: antiAffinityGroups.isError,
      isLoading: siloImages.isLoading || projectImages.isLoading || disks.isLoading,
    }),
    [
      siloImages.data,
      projectImages.data,
      disks.data,
      vpcs.data,
      pools.data,
      floatingIps.data,
      sshKeys.data,
      antiAffinityGroups.data,
      antiAffinityGroups.isError,
      siloImages.isLoading,
      projectImages.isLoading,
      disks.isLoading,
    ],
  )

  // every SSH key is selected by default, so the form starts once the keys are known
  if (showSpinner) {
    return <ProgressCircle isIndeterminate aria-label="Loading" />
  }

  return (
    <InstanceCreateForm
      project={project}
      choices={choices}
      onCancel={() => navigate(pb.instances({ project }))}
      onSubmit={async (values) => {
        const instance = await createInstance({
          project,
          instanceCreate: instanceCreateBody(values, {
            defaultPoolVersions: defaultPoolVersions(pools.data?.items ?? []),
          }),
        }).unwrap()
        addToast({ content: `Instance ${instance.name} created` })
        navigate(pb.instance({ project, instance: instance.name }))
      }}
    />
  )
}
