/**
 * A REST endpoint of /common-api/v1: its path (`:name` for a parameter) and a handler per method.
 * The files under src/routes/common-api/ each export one as `route`; api-router.server.ts serves
 * them ahead of the page router (see docs/decisions/0013-rest-api-dispatch.md).
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiHandler = (ctx: { request: Request; params: Record<string, string> }) => Promise<Response>

export interface ApiRoute {
  path: string
  handlers: Partial<Record<ApiMethod, ApiHandler>>
}

export function defineApiRoute(path: string, handlers: ApiRoute['handlers']): ApiRoute {
  return { path, handlers }
}
