/**
 * Headers every response carries: no MIME sniffing, no framing by other sites (clickjacking),
 * referrers limited to the origin across sites, powerful features off except the camera for
 * our own pages (a future try-on capture), and HSTS once the site is served over HTTPS.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
  }
  if (publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers)
  for (const [name, value] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, value)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged })
}
