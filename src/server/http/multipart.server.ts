import { isAppError } from '@/lib/errors/app-error'
import { uploadRejected } from '@/lib/errors/upload-rejected'
import { refuseDeclaredOver, withBodyLimit } from './body-limit.server'
import { formFields } from './form-fields'

/** Room for the multipart envelope (boundaries, headers, small fields) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * A multipart form whose `file` field may be up to `maxFileBytes`: the file's bytes under `file`
 * and the other text fields beside it, for the operation's schema to check.
 */
export async function readMultipart(request: Request, maxFileBytes: number): Promise<Record<string, unknown>> {
  const limit = maxFileBytes + ENVELOPE_BYTES
  refuseDeclaredOver(request, limit)
  let form: FormData
  try {
    form = await withBodyLimit(request, limit).formData()
  } catch (error) {
    // Past the limit the counted body fails with 400301 size; anything else is not a form.
    if (isAppError(error)) throw error
    throw uploadRejected('type')
  }
  return formFields(form)
}

/** How much a multipart request may carry in all, whatever its operation allows its file. */
export const multipartLimit = (maxFileBytes: number) => maxFileBytes + ENVELOPE_BYTES
