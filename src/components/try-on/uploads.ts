import type { UploadInfo } from '@/modules/uploads'
import { createUploadFn, listUploadsFn } from '@/modules/uploads/uploads.functions'

export type UploadKind = 'photo' | 'design'

/** A picture the editor works with: the upload the server keeps, and its decoded image. */
export interface Picked {
  uploadId: string
  image: HTMLImageElement
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`cannot load ${url}`))
    image.src = url
  })
}

/**
 * Sends a file to the upload service (POST /designs/uploads) and loads what the server kept: upright, without
 * metadata, an SVG already drawn to PNG, so the editor shows exactly what the server renders.
 * Rejections are toasted by the error catalogue.
 */
export async function uploadPicture(file: Blob, kind: UploadKind | 'mask', name = 'upload'): Promise<Picked> {
  const body = new FormData()
  body.set('kind', kind)
  body.set('file', file, name)
  return pickUpload(await createUploadFn({ data: body }))
}

/** One of the user's uploads, loaded for the editor. */
export async function pickUpload(info: UploadInfo): Promise<Picked> {
  return { uploadId: info.upload_id, image: await loadImage(info.url) }
}

export const uploadsQuery = (kind: UploadKind) => ({
  queryKey: ['designs', 'uploads', kind],
  queryFn: () => listUploadsFn({ data: { kind, page_size: 12 } }),
})

/** A sample (body photo or design) becomes the user's own upload, so saving works the same way. */
export async function uploadSample(url: string, kind: UploadKind): Promise<Picked> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`sample ${url}: ${response.status}`)
  return uploadPicture(await response.blob(), kind, url.split('/').pop())
}
