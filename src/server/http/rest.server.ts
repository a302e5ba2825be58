import { AppError } from '@/lib/errors/app-error'
import type { ApiHandler } from './api-route'
import { errorResponse, ok } from './envelope.server'

export interface RestContext {
  request: Request
  /** The path's parameters, by the names in the route's path. */
  params: Record<string, string | undefined>
}

/**
 * Wraps a REST handler: answers with the envelope, and maps every thrown
 * error through the catalogue. Handlers return data, not Responses, unless they need full control
 * (files, streams), in which case a Response passes through.
 */
export function rest(handler: (ctx: RestContext) => unknown | Promise<unknown>): ApiHandler {
  return async ({ request, params }) => {
    try {
      const result = await handler({ request, params })
      return result instanceof Response ? result : ok(result ?? {})
    } catch (error) {
      return errorResponse(error, request)
    }
  }
}

/** Reads a JSON body; a malformed one is a validation error, not a 500. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw AppError.validation({ _: 'validation_json' }, 'Malformed JSON body')
  }
}

/** The envelope for an operation that also sets cookies (sign-in, sign-out…). */
export function withCookies<T>(result: { data: T; setCookies: Headers }): Response {
  return ok(result.data, { headers: result.setCookies })
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}
