import * as v from 'valibot'
import { CreateDesignSchema } from '@/modules/designs'
import { toRequest, type TextFormValues } from './text-preset'

/** The request's paths (as the API names them) and the form fields they belong to. */
const FIELD_OF: Record<string, keyof TextFormValues> = {
  'params.prompt': 'prompt',
  'params.lettering': 'lettering',
  'params.size_mm': 'sizeMm',
  seed: 'seed',
  variations: 'variations',
}

/**
 * The form checked by the API's own schema, so the browser refuses exactly what the server would;
 * each problem under its field, as a catalogue key.
 */
export function formErrors(values: TextFormValues): { fields: Partial<Record<keyof TextFormValues, string>> } | undefined {
  const result = v.safeParse(CreateDesignSchema, toRequest(values))
  if (result.success) return undefined
  const fields: Partial<Record<keyof TextFormValues, string>> = {}
  for (const issue of result.issues) {
    const field = FIELD_OF[v.getDotPath(issue) ?? '']
    if (field && !fields[field]) fields[field] = issue.message
  }
  return { fields }
}
