import type { Image } from '../api'
import { createResourceSlice, endpoints } from './resource-slice'

const { imageList, imageView, imageCreate, imageDelete, imagePromote, imageDemote } = endpoints

/**
 * Project and silo images in one slice: an image keeps its id when promoted or demoted, only its
 * `projectId` changes (null for a silo image), and the server's answer replaces the entity.
 */
export const images = createResourceSlice<Image>({
  name: 'images',
  lists: [imageList],
  items: [imageView, imageCreate, imagePromote, imageDemote],
  deletes: [{ endpoint: imageDelete, key: (arg: { image: string }) => arg.image }],
  scope: 'projectId',
})
