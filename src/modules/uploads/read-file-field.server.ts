import { AppError } from '@/lib/errors/app-error'
import { uploadRejected } from './upload-rejected.server'

/** Room for the multipart envelope (boundaries, headers, small fields) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * The `file` field of a multipart request, and its other text fields. The body is counted while
 * it arrives, so a file over `maxBytes` is refused as soon as it is, whatever Content-Length
 * claimed (or when there was none), and never held whole in memory.
 */
export async function readFileField(
  request: Request,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; fields: Record<string, string> }> {
  const limit = maxBytes + ENVELOPE_BYTES
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw uploadRejected('size')
  const chunks: Uint8Array[] = []
  let received = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received += value.byteLength
      if (received > limit) {
        await reader.cancel()
        throw uploadRejected('size')
      }
      chunks.push(value)
    }
  }
  let form: FormData
  try {
    form = await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw uploadRejected('type')
  }
  const file = form.get('file')
  if (!(file instanceof File)) throw AppError.validation({ file: 'validation_image' })
  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields }
}
