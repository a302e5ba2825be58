import type { RouteRule } from './server/http/route-rules'

/**
 * Redirects, in one place (issue 21). `from` is a path without the language prefix and applies
 * in every language (`/de/…` goes to `/de/…`); a trailing `/*` takes everything under it and
 * carries the rest over. `to` is a path of this site (the visitor's language kept) or an absolute
 * URL elsewhere (left as it is). 301 for moves that are for good, 302 or 307 for the rest.
 * tests/integration/route-rules.test.ts follows each of them.
 */
export const ROUTE_RULES: RouteRule[] = [
  // The flowers theme became floral (the seed's /tattoo-ideas/floral/rose).
  { from: '/tattoo-ideas/flowers', to: '/tattoo-ideas/floral', status: 301 },
  { from: '/tattoo-ideas/flowers/*', to: '/tattoo-ideas/floral/*', status: 301 },
  // Short names people type and other sites link to.
  { from: '/ideas', to: '/tattoo-ideas', status: 301 },
  { from: '/styles', to: '/tattoo-styles', status: 301 },
  { from: '/try-on', to: '/tattoo-try-on', status: 301 },
  { from: '/birth-flower', to: '/birth-flower-tattoo-generator', status: 301 },
  { from: '/privacy-policy', to: '/privacy', status: 301 },
  { from: '/affiliates', to: '/affiliation', status: 301 },
]
