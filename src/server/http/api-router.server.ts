import { addRoute, createRouter, findRoute, type RouterContext } from 'rou3'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { config } from '../env.server'
import { ensureStarted } from '../startup.server'
import type { ApiHandler, ApiMethod, ApiRoute } from './api-route'
import { errorResponse, notFoundError } from './envelope.server'
import { isForeignOrigin } from './origin.server'

export const API_PREFIX = '/common-api/'

let router: RouterContext<Partial<Record<ApiMethod, ApiHandler>>> | undefined

/** Every `route` exported under src/routes/common-api/, collected at build time. */
function apiRouter() {
  if (!router) {
    router = createRouter()
    const modules = import.meta.glob<{ route: ApiRoute }>('../../routes/common-api/**/*.ts', { eager: true })
    for (const [file, module] of Object.entries(modules)) {
      if (!module.route) throw new Error(`${file} exports no API route`)
      addRoute(router, '', module.route.path, module.route.handlers)
    }
  }
  return router
}

/**
 * Serves /common-api/…: the REST handlers, looked up by path and method, after start-up. An
 * unknown path answers 404 and a known path asked with another method 405 (with Allow), both in
 * the API's envelope, never with the HTML page.
 */
export async function handleApiRequest(request: Request): Promise<Response> {
  try {
    await ensureStarted()
    // State-changing calls from another site's pages are refused before anything else.
    if (isForeignOrigin(request, config().publicUrl)) throw new AppError(ErrorCode.FORBIDDEN, 'Cross-origin request refused')
    const { pathname } = new URL(request.url)
    const match = findRoute(apiRouter(), '', pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
    const method = (request.method === 'HEAD' ? 'GET' : request.method) as ApiMethod
    const handler = match?.data[method]
    if (!handler) {
      if (!match) throw notFoundError()
      const allow = Object.keys(match.data)
      if (allow.includes('GET')) allow.push('HEAD')
      throw new AppError(ErrorCode.METHOD_NOT_ALLOWED, 'Method Not Allowed', { allow })
    }
    return await handler({ request, params: match.params ?? {} })
  } catch (error) {
    return errorResponse(error, request)
  }
}
