import { useLocation } from 'wouter'
import { CopyButton } from '@/components/CopyButton'
import { Properties, Property } from '@/components/Properties'
import { RelativeTime } from '@/components/RelativeTime'
import { SidePanel } from '@/components/SidePanel'
import { useEntity } from '@/hooks/use-entity'
import { useCurrentRoute } from '@/hooks/use-route'
import { pb } from '@/paths'
import { formatBytes } from '@/util/units'
import { useImageViewQuery } from '~/store/api/images'
import { images } from '~/store/entities/images'

/**
 * `images/{image}/edit`, for project and silo images. The contract has no image update: an
 * image's properties are fixed once made, so this shows them (and the id to copy) read-only.
 */
export default function ImageDetailsPanel() {
  const { params } = useCurrentRoute()
  const project = params.project as string | undefined
  const name = params.image
  const [, navigate] = useLocation()
  const { entity: image } = useEntity(
    images,
    useImageViewQuery,
    project ? { project, image: name } : { image: name },
    name,
  )
  const close = () => navigate(project ? pb.projectImages({ project }) : pb.siloImages())
  if (!image) return null
  return (
    <SidePanel title={`Image ${image.name}`} onClose={close}>
      <p>An image cannot be changed once made; create a new one to change its contents.</p>
      <Properties>
        <Property label="Name">{image.name}</Property>
        <Property label="ID">
          {image.id} <CopyButton text={image.id} label="Copy ID" />
        </Property>
        <Property label="Description">{image.description || '—'}</Property>
        <Property label="Visibility">{image.projectId ? 'Project' : 'Silo'}</Property>
        <Property label="OS">{image.os}</Property>
        <Property label="Version">{image.version}</Property>
        <Property label="Size">{formatBytes(image.size)}</Property>
        <Property label="Block size">{image.blockSize} bytes</Property>
        <Property label="Digest">
          {image.digest ? `${image.digest.type}:${image.digest.value}` : '—'}
        </Property>
        <Property label="Created">
          <RelativeTime date={image.timeCreated} />
        </Property>
      </Properties>
    </SidePanel>
  )
}
