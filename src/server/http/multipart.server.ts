import { uploadRejected } from '@/lib/errors/upload-rejected'
import { formFields } from './form-fields'

/** Room for the multipart envelope (boundaries, headers, small fields) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * The body of a request, counted while it arrives: past `maxBytes` it is refused at once (413),
 * whatever Content-Length claimed (or when there was none), and never held whole in memory.
 */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array[]> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw uploadRejected('size')
  const chunks: Uint8Array[] = []
  let received = 0
  if (!request.body) return chunks
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel()
      throw uploadRejected('size')
    }
    chunks.push(value)
  }
}

/**
 * A multipart form whose `file` field may be up to `maxFileBytes`: the file's bytes under `file`
 * and the other text fields beside it, for the operation's schema to check.
 */
export async function readMultipart(request: Request, maxFileBytes: number): Promise<Record<string, unknown>> {
  const chunks = await readLimited(request, maxFileBytes + ENVELOPE_BYTES)
  let form: FormData
  try {
    form = await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw uploadRejected('type')
  }
  return formFields(form)
}

/** How much a multipart request may carry in all, whatever its operation allows its file. */
export const multipartLimit = (maxFileBytes: number) => maxFileBytes + ENVELOPE_BYTES
