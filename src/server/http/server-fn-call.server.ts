import { fromJSON, SerovalMissingPluginError } from 'seroval'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { uploadRejected } from '@/lib/errors/upload-rejected'
import { notFoundError } from './envelope.server'

/** What the guard needs to know of a server function: the method it answers. */
export interface ServerFnEntry {
  method?: string
}

export type FindServerFn = (id: string) => Promise<ServerFnEntry | undefined>

/** The longest `payload` of a GET call TanStack Start reads (its MAX_PAYLOAD_SIZE). */
const MAX_GET_PAYLOAD = 1_000_000

/** The id in /_serverFn/<id>/…, read as TanStack Start reads it. */
export function serverFnId(request: Request, prefix: string): string {
  return new URL(request.url).pathname.slice(prefix.length).split('/')[0] ?? ''
}

/**
 * A call of no function of this build, or with a method the function does not answer, is
 * refused as the REST router refuses an unknown path: 404 in the envelope (with the allowed
 * method). TanStack Start would throw a plain Error for the first (a 500) and answer the second
 * in plain text.
 */
export async function unknownServerFnCall(request: Request, id: string, find: FindServerFn): Promise<AppError | undefined> {
  const fn = id ? await find(id) : undefined
  if (!fn) return notFoundError()
  if (fn.method && request.method.toUpperCase() !== fn.method)
    return new AppError(ErrorCode.NOT_FOUND, 'Not Found', { allow: [fn.method] })
  return undefined
}

const isJson = (request: Request) => request.headers.get('content-type')?.includes('application/json') ?? false

/** The serialized input of a call, as TanStack Start finds it: a GET's `payload` parameter or a JSON body. */
async function serializedInput(request: Request): Promise<string | undefined> {
  if (request.method.toUpperCase() === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    if (payload && payload.length > MAX_GET_PAYLOAD) throw uploadRejected('size')
    return payload || undefined
  }
  // A form is read by TanStack Start itself; other bodies it does not read at all.
  if (!isJson(request)) return undefined
  // A copy: TanStack Start reads the body itself afterwards (the copy is counted by the same limit).
  return request.clone().text()
}

/**
 * TanStack Start parses a call's input (JSON, then seroval) before any of our code runs and
 * answers whatever fails there as a 500. The same reading is done here first, so input no page
 * of ours sends is the caller's mistake: 400001 like a malformed REST body. Nodes of seroval's
 * plugins (streams, errors) are left to TanStack Start, which has the plugins to read them.
 */
export async function refuseUnreadableInput(request: Request): Promise<void> {
  const text = await serializedInput(request)
  if (text === undefined) return
  try {
    fromJSON(JSON.parse(text), { plugins: [] })
  } catch (error) {
    if (error instanceof SerovalMissingPluginError) return
    throw AppError.validation({ _: 'validation_json' }, 'Unreadable server-function input')
  }
}
