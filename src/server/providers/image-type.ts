/** The type of a picture from its first bytes (the upload intake kept it as JPEG or PNG; WebP from a service). */
export function imageType(bytes: Uint8Array): { mime: 'image/png' | 'image/jpeg' | 'image/webp'; ext: 'png' | 'jpg' | 'webp' } {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { mime: 'image/jpeg', ext: 'jpg' }
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57 && bytes[9] === 0x45) return { mime: 'image/webp', ext: 'webp' }
  return { mime: 'image/png', ext: 'png' }
}
