import { encodedUpload, inspectUpload, uprightImage } from './accept-upload.ts'

/**
 * A square WebP of `size` pixels from any accepted photo (an avatar): the same checks as every
 * upload, turned upright, cropped around what draws the eye, every bit of metadata dropped.
 */
export async function squareAvatar(bytes: Uint8Array, size: number): Promise<Buffer> {
  const image = await uprightImage(bytes, await inspectUpload(bytes))
  return encodedUpload(() => image.resize(size, size, { fit: 'cover', position: 'attention' }).webp({ quality: 86 }).toBuffer())
}
