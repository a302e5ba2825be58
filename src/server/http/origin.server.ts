const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * State-changing requests must come from our own pages (API.md, "Conventions"). Browsers always
 * send Origin on cross-site POST/PUT/DELETE; a request without it comes from a non-browser
 * client, which carries no ambient cookies to abuse, so it passes.
 */
export function isForeignOrigin(request: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === 'null') return true
  return !ownOrigins(request, publicUrl).has(origin)
}

/** The site's origins: the configured public one and the one this request arrived at. */
export function ownOrigins(request: Request, publicUrl: string): Set<string> {
  return new Set([new URL(publicUrl).origin, new URL(request.url).origin])
}
