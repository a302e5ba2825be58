import * as v from 'valibot'

/**
 * A form-level validator from one of the module's own input schemas, so the browser checks with
 * the very rules the server applies. Its messages are catalogue keys, one per field (the first).
 */
export function schemaErrors(schema: v.GenericSchema, value: unknown): { fields: Record<string, string> } | undefined {
  const result = v.safeParse(schema, value)
  if (result.success) return undefined
  const fields: Record<string, string> = {}
  for (const issue of result.issues) {
    const name = issue.path?.map((p) => String(p.key)).join('.')
    if (name && !fields[name]) fields[name] = issue.message
  }
  return { fields }
}

/** After a refused submit, the first field in error takes the focus (its message is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
