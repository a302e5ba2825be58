import { fromJSON, SerovalMissingPluginError } from 'seroval'
import { AppError, isAppError } from '@/lib/errors/app-error'
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
 * A call of no function of this build is refused as the REST router refuses an unknown path (404
 * in the envelope), and one with a method the function does not answer as it refuses a wrong
 * method (405 with the allowed one). TanStack Start would throw a plain Error for the first (a 500) and answer the second
 * in plain text.
 */
export async function unknownServerFnCall(request: Request, id: string, find: FindServerFn): Promise<AppError | undefined> {
  const fn = id ? await find(id) : undefined
  if (!fn) return notFoundError()
  if (fn.method && request.method.toUpperCase() !== fn.method)
    return new AppError(ErrorCode.METHOD_NOT_ALLOWED, 'Method Not Allowed', { allow: [fn.method] })
  return undefined
}

const contentType = (request: Request) => request.headers.get('content-type') ?? ''
const isJson = (request: Request) => contentType(request).includes('application/json')
const isMultipart = (request: Request) => contentType(request).includes('multipart/form-data')

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
  if (isMultipart(request)) return refuseUnreadableForm(request)
  const text = await serializedInput(request)
  if (text === undefined) return
  try {
    fromJSON(JSON.parse(text), { plugins: [] })
  } catch (error) {
    if (error instanceof SerovalMissingPluginError) return
    throw AppError.validation({ _: 'validation_json' }, 'Unreadable server-function input')
  }
}

/**
 * A multipart body that is no form (no boundary, or parts that do not follow it) makes TanStack
 * Start's formData() throw, a 500. The form is read here first from a copy, counted by the same
 * body limit; only signed-in users get this far with a form (server-fn-guard.server.ts), and the
 * copy costs a second buffer of the form while it is read.
 */
async function refuseUnreadableForm(request: Request): Promise<void> {
  try {
    await request.clone().formData()
  } catch (error) {
    // As a REST form (multipart.server.ts): past the body limit 400301 size, anything else not a form.
    const cause = (error as { cause?: unknown }).cause
    if (isAppError(error)) throw error
    if (isAppError(cause)) throw cause
    throw uploadRejected('type')
  }
}
