import { AppError } from '@/lib/errors/app-error'
import type { ApiHandler } from './api-route'
import { ok } from './envelope.server'

export interface RestContext {
  request: Request
  /** The path's parameters, by the names in the route's path. */
  params: Record<string, string | undefined>
}

/**
 * Wraps a REST handler: answers with the envelope. Handlers return data, not Responses, unless
 * they need full control (files, streams), in which case a Response passes through. Thrown
 * errors are mapped through the catalogue by the API router (api-router.server.ts).
 */
export function rest(handler: (ctx: RestContext) => unknown | Promise<unknown>): ApiHandler {
  return async ({ request, params }) => {
    const result = await handler({ request, params })
    return result instanceof Response ? result : ok(result ?? {})
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
