import * as v from 'valibot'

/** A bundled content file checked by its schema; throws with the file and the path of every problem. */
export function parseContentFile<S extends v.GenericSchema>(schema: S, path: string, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data)
  if (result.success) return result.output
  const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(file)'}: ${i.message}`).join('; ')
  throw new Error(`${path}: ${issues}`)
}
