import * as v from 'valibot'
import { AppError } from './app-error'

/** A catalogue key, as every schema message should be. */
const MESSAGE_KEY = /^validation_\w+$/

/**
 * Validates input against a schema whose messages are message keys (`validation_required`, …),
 * so the browser can show each field's error in the reader's language. Unknown fields are
 * dropped by object schemas; wrong or missing ones give 400001 with `data.fields`. Text with a
 * NUL character is refused wherever it is: no field has a use for it, and PostgreSQL cannot keep it.
 * So is text with half a character (a lone UTF-16 surrogate): stored, it would silently become U+FFFD.
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  // Valibot's object schemas take an array as an object (its keys are only indices): an input
  // that is a list where a record of fields is wanted is the wrong type, not an empty record.
  const wants = (schema as { type?: string }).type
  if (Array.isArray(input) && wants !== 'array' && wants !== 'tuple') throw AppError.validation({ _: 'validation_json' })
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
  const unkept = pathOfUnkept(result.output, [])
  if (unkept) throw AppError.validation({ [unkept.join('.') || '_']: 'validation_text' })
  return result.output
}

/** A NUL character, or a lone half of a surrogate pair (text cut in the middle of a character). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses
const UNKEPT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The path of the first string holding a character no store keeps as sent, or null. */
function pathOfUnkept(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return UNKEPT.test(value) ? path : null
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOfUnkept(item, [...path, String(i)])
      if (found) return found
    }
  } else if (value && typeof value === 'object' && !(value instanceof Uint8Array))
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfUnkept(item, [...path, key])
      if (found) return found
    }
  return null
}
