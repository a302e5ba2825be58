import * as v from 'valibot'
import { AppError } from './app-error'

/**
 * Validates input against a schema whose messages are message keys (`validation_required`, …),
 * so the browser can show each field's error in the reader's language. Unknown fields are
 * dropped by object schemas; wrong or missing ones give 400001 with `data.fields`.
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {})
  if (result.success) return result.output
  const fields: Record<string, string> = {}
  for (const issue of result.issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || '_'
    // A missing key is reported by the object, with valibot's own text: call it what it is.
    fields[field] ??= issue.received === 'undefined' ? 'validation_required' : issue.message
  }
  throw AppError.validation(fields)
}
