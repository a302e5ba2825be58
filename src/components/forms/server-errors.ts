import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'

import type { AnyFormApi } from '@tanstack/react-form'

/**
 * Puts the API's per-field errors (400001, `data.fields`) beside the inputs they belong to.
 * Returns true when it did, so the caller knows the error is shown.
 */
export function showServerFieldErrors(
  form: Pick<AnyFormApi, 'setFieldMeta'>,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!isAppError(error) || error.code !== ErrorCode.VALIDATION) return false
  const errors = (error.data as { fields?: Record<string, string> } | null)?.fields ?? {}
  let shown = false
  for (const [field, key] of Object.entries(errors)) {
    if (!fields.includes(field)) continue
    form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: key } }))
    shown = true
  }
  return shown
}
