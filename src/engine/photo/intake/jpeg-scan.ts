import sharp from 'sharp'
import { MAX_UPLOAD_PIXELS, UploadRejected } from './rejection.ts'

/**
 * A JPEG cut short and given a fake end marker passes the structure check (it ends with FF D9),
 * and libjpeg fills the missing rows with grey and only warns. Only decoding the entropy-coded
 * data tells, so it is decoded here at an eighth of its size (libjpeg skips most of the maths but
 * reads every byte, a few tens of ms on the libuv pool for 12 MP), failing on warnings; of those,
 * only "premature end of data segment" means missing data. Other warnings (extraneous bytes,
 * odd scan parameters) are common in phones' files and are not refused.
 */
export async function assertJpegDataComplete(bytes: Uint8Array): Promise<void> {
  try {
    await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true })
      .resize({ width: 64, height: 64, fit: 'inside', fastShrinkOnLoad: true })
      .raw()
      .toBuffer()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/premature end of data segment/i.test(message)) throw new UploadRejected('truncated', message)
  }
}
