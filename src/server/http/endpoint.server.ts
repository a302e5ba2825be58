import type * as v from 'valibot'
import { parseInput } from '@/lib/errors/validate'
import type { App } from '../app.server'
import type { RequestLimit } from '../limits/rate-limiter.server'
import { EventStream, FileResult, type Service } from '../service'
import { ensureStarted } from '../startup.server'
import type { ApiHandler } from './api-route'
import { refuseDeclaredOver } from './body-limit.server'
import { JSON_BODY_LIMIT, RAW_BODY_LIMIT, queryOf, readJson, readRaw, refuseBodyByHeaders } from './body.server'
import { applyLimit, authorize, resolveCaller, type Access, type CallerFor } from './caller.server'
import { ok } from './envelope.server'
import { eventStreamResponse } from './event-stream-response.server'
import { fileResponse } from './file-response.server'
import { multipartLimit, readMultipart } from './multipart.server'

/**
 * Where an operation's input comes from, besides the path's parameters: the query string (GET),
 * a JSON body, a multipart form (uploads, its `file` as bytes) or the raw bytes (webhooks).
 */
export type BodyKind = 'query' | 'json' | 'multipart' | 'raw'

export interface EndpointSpec<A extends Access, S extends v.GenericSchema | undefined> {
  auth: A
  /** The input's schema; without one, the operation takes no input and its body is not read. */
  input?: S
  /** A request limit, counted for every call before the body is read. */
  limit?: RequestLimit
  /** Defaults to `query` for GET and `json` otherwise. */
  body?: BodyKind
  /** For multipart: how large the file may be (the form may carry a little more). */
  maxFileBytes?: number
  /** For JSON and raw bodies: how large they may be (JSON_BODY_LIMIT, RAW_BODY_LIMIT by default). */
  maxBodyBytes?: number
}

type InputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : void

function bodyKindOf(request: Request, spec: EndpointSpec<Access, v.GenericSchema | undefined>): BodyKind {
  return spec.body ?? (request.method === 'GET' || request.method === 'HEAD' ? 'query' : 'json')
}

/** Refuses from the headers alone what the body could never pass: too large, or of the wrong type. */
function refuseByHeaders(request: Request, kind: BodyKind, spec: EndpointSpec<Access, v.GenericSchema | undefined>): void {
  if (kind === 'json') refuseBodyByHeaders(request, 'json', spec.maxBodyBytes ?? JSON_BODY_LIMIT)
  else if (kind === 'raw') refuseBodyByHeaders(request, 'raw', spec.maxBodyBytes ?? RAW_BODY_LIMIT)
  else if (kind === 'multipart') refuseDeclaredOver(request, multipartLimit(spec.maxFileBytes ?? 0))
}

async function rawInput(
  request: Request,
  kind: BodyKind,
  spec: EndpointSpec<Access, v.GenericSchema | undefined>,
): Promise<unknown> {
  switch (kind) {
    case 'query':
      return queryOf(request)
    case 'json':
      return readJson(request, spec.maxBodyBytes)
    case 'multipart':
      return readMultipart(request, spec.maxFileBytes ?? 0)
    case 'raw':
      return readRaw(request, spec.maxBodyBytes)
  }
}

/**
 * A REST operation of /common-api/v1 over a service: the caller from the session, its access
 * checked, the request limit counted, the body read and validated, the service called, and the
 * answer sent in the envelope (a file as itself) with the cookies the service decided. Errors
 * are answered by the API router (api-router.server.ts) through the catalogue.
 */
export function endpoint<A extends Access, S extends v.GenericSchema | undefined = undefined, O = unknown>(
  spec: EndpointSpec<A, S>,
  select: (app: App) => Service<InputOf<S>, O, CallerFor<A>>,
): ApiHandler {
  return async (call) => serveEndpoint(await ensureStarted(), spec, select, call)
}

/** One call of an endpoint, with the app it runs in. */
export async function serveEndpoint<A extends Access, S extends v.GenericSchema | undefined, O>(
  app: App,
  spec: EndpointSpec<A, S>,
  select: (app: App) => Service<InputOf<S>, O, CallerFor<A>>,
  { request, params }: Parameters<ApiHandler>[0],
): Promise<Response> {
  const kind = bodyKindOf(request, spec)
  if (spec.input) refuseByHeaders(request, kind, spec)
  const { caller, finish } = await resolveCaller(request, app)
  authorize(caller, spec.auth)
  await applyLimit(app, caller, spec.limit)
  let input: unknown
  if (spec.input) {
    const raw = await rawInput(request, kind, spec)
    input = parseInput(spec.input, { ...(raw as object), ...params })
  }
  const result = await select(app)(caller, input as InputOf<S>)
  // Files may be kept by caches: they never carry cookies (a due session is renewed next time).
  if (result instanceof FileResult) return fileResponse(result)
  if (result instanceof EventStream) return eventStreamResponse(result, request)
  const headers = new Headers()
  for (const cookie of await finish()) headers.append('set-cookie', cookie)
  return ok(result ?? {}, { headers })
}
