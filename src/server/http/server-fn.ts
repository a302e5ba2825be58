import { createMiddleware } from '@tanstack/react-start'
import type * as v from 'valibot'
import { parseInput } from '@/lib/errors/validate'
import { asAppError, reportServerFnError } from '@/lib/http/server-fn-errors'
import type { RequestLimit } from '../limits/rate-limiter.server'
import type { Access } from './caller.server'
import { formFields } from './form-fields'
import { serveFunction, type GuardedCall } from './server-fn.server'

export interface ServerFnSpec<A extends Access> {
  auth: A
  /** A request limit, counted for every call before the input is read. */
  limit?: RequestLimit
  /** The page shows this function's errors itself: no toast, no redirect (seed: GET /user). */
  ownErrors?: boolean
}

/**
 * The server-function side of the service contract, for the web UI. A `*.functions.ts` file
 * declares each operation as
 *
 *   createServerFn({ method: 'POST' })
 *     .middleware([withCaller({ auth: 'public', limit: 'loginByIp' })])
 *     .validator(input(LoginSchema))
 *     .handler(({ data, context }) => context.app.auth.login(context.caller, data))
 *
 * and the UI calls it with its input typed from the schema and its answer typed from the
 * service. In the browser the middleware runs the seed's error catalogue on a failure; on the
 * server (server-fn.server.ts) it resolves the caller, checks access and counts the limit, as
 * endpoint() does for REST. TanStack Start strips the server half and the validators from the
 * browser build.
 */
export function withCaller<A extends Access>(spec: ServerFnSpec<A>) {
  return createMiddleware({ type: 'function' })
    .client(async ({ next, data, method, serverFnMeta }) => {
      try {
        return await next()
      } catch (raw) {
        const error = asAppError(raw)
        if (!spec.ownErrors) await reportServerFnError(error, { method, id: serverFnMeta.id, input: data })
        throw error
      }
    })
    .server(({ next, context }) => serveFunction(spec, (context ?? {}) as GuardedCall, (added) => next({ context: added })))
}

/** Validates a function's JSON input with an operation's schema: 400001 with per-field keys. */
export function input<S extends v.GenericSchema>(schema: S) {
  return (raw: v.InferInput<S>): v.InferOutput<S> => parseInput(schema, raw)
}

/** The same for a function sent FormData (uploads): its `file` as bytes, its text fields as they are. */
export function formInput<S extends v.GenericSchema>(schema: S) {
  return async (form: FormData): Promise<v.InferOutput<S>> => {
    if (!(form instanceof FormData)) return parseInput(schema, undefined)
    return parseInput(schema, await formFields(form))
  }
}
