import * as v from 'valibot'
import { AppError } from './app-error'

/** A catalogue key, as every schema message should be. */
const MESSAGE_KEY = /^validation_\w+$/

/**
 * Validates input against a schema whose messages are message keys (`validation_required`, …),
 * so the browser can show each field's error in the reader's language. Unknown fields are
 * dropped by object schemas; wrong or missing ones give 400001 with `data.fields`. Text with a
 * NUL character is refused wherever it is: no field has a use for it, and PostgreSQL cannot keep it.
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {})
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.issues) {
      const field = issue.path?.map((p) => String(p.key)).join('.') || '_'
      // A missing key is reported by the object, with valibot's own text: call it what it is.
      fields[field] ??=
        issue.received === 'undefined'
          ? 'validation_required'
          : MESSAGE_KEY.test(issue.message)
            ? issue.message
            : 'validation_invalid'
    }
    throw AppError.validation(fields)
  }
  const nul = pathOfNul(result.output, [])
  if (nul) throw AppError.validation({ [nul.join('.') || '_']: 'validation_text' })
  return result.output
}

/** The path of the first string holding a NUL character, or null. */
function pathOfNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(i)])
      if (found) return found
    }
  } else if (value && typeof value === 'object' && !(value instanceof Uint8Array))
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key])
      if (found) return found
    }
  return null
}
