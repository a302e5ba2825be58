/**
 * A form's text fields as they are and its `file` as bytes (null when it is not a file), for an
 * operation's schema to check. Shared by the REST multipart reader and the server functions that
 * take FormData, so both hand a service the same input.
 */
export async function formFields(form: FormData): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  const file = form.get('file')
  fields.file = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null
  return fields
}
