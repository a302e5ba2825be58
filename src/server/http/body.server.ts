import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { refuseDeclaredOver, withBodyLimit } from './body-limit.server'

/** What a JSON body may weigh unless its endpoint says otherwise: far above any form of ours. */
export const JSON_BODY_LIMIT = 64 * 1024
/** Raw bodies (webhooks) carry provider events, never files. */
export const RAW_BODY_LIMIT = 1024 * 1024

export const tooLarge = () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Payload Too Large')
const notJson = () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type')

/** Whether the request carries a body at all: a length above zero, or a stream without one (chunks). */
function declaresBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return length.trim() !== '0'
  return request.body !== null
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/**
 * What can be refused from the headers alone, before the caller, the limits or a byte of the body
 * are looked at: a body declared larger than `maxBytes` (413), a JSON endpoint sent anything but
 * JSON (415).
 */
export function refuseBodyByHeaders(request: Request, kind: 'json' | 'raw', maxBytes: number): void {
  refuseDeclaredOver(request, maxBytes, tooLarge)
  if (kind === 'json' && declaresBody(request) && !isJsonType(request.headers.get('content-type'))) throw notJson()
}

/** The body read by `read`, counted while it streams in and cut off past `maxBytes` (413). */
async function limitedBody<T>(request: Request, maxBytes: number, read: (limited: Request) => Promise<T>): Promise<T> {
  try {
    return await read(withBodyLimit(request, maxBytes, tooLarge))
  } catch (error) {
    if (error instanceof AppError) throw error
    throw AppError.validation({ _: 'validation_json' }, 'Unreadable body')
  }
}

/** Reads a JSON body; an empty one is `{}`, a malformed one a validation error, not a 500. */
export async function readJson(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<unknown> {
  refuseBodyByHeaders(request, 'json', maxBytes)
  if (!declaresBody(request)) return {}
  const text = await limitedBody(request, maxBytes, (limited) => limited.text())
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
export async function readRaw(
  request: Request,
  maxBytes = RAW_BODY_LIMIT,
): Promise<{ body: Uint8Array; headers: Record<string, string> }> {
  refuseBodyByHeaders(request, 'raw', maxBytes)
  const body = await limitedBody(request, maxBytes, (limited) => limited.arrayBuffer())
  return { body: new Uint8Array(body), headers: Object.fromEntries(request.headers) }
}
