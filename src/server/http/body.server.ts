import { AppError } from '@/lib/errors/app-error'

/** Reads a JSON body; an empty one is `{}`, a malformed one a validation error, not a 500. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw AppError.validation({ _: 'validation_json' }, 'Malformed JSON body')
  }
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

/** A raw body with the request's headers, for what verifies a signature over the exact bytes (webhooks). */
export async function readRaw(request: Request): Promise<{ body: Uint8Array; headers: Record<string, string> }> {
  return { body: new Uint8Array(await request.arrayBuffer()), headers: Object.fromEntries(request.headers) }
}
