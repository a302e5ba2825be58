const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** `host` or `host:port` as a Host header gives it, lowercased and without the port. */
function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1)
  return trimmed.split(':', 1)[0]!
}

/**
 * Whether the request was addressed to this site: its Host names the public URL's host (any port,
 * as a proxy in front may listen elsewhere), or one of `allowedHosts`. A site whose public URL is
 * on this machine (development, tests) also answers to the other loopback names. A request for
 * another name is a DNS-rebinding page or a misrouted proxy, and links built for it would point
 * elsewhere.
 */
export function isOwnHost(host: string | null, publicUrl: string, allowedHosts: readonly string[] = []): boolean {
  if (!host) return false
  const name = hostName(host)
  const own = new URL(publicUrl).hostname.toLowerCase()
  if (name === own || allowedHosts.some((allowed) => hostName(allowed) === name)) return true
  return LOOPBACK.has(own) && LOOPBACK.has(name)
}

/** Whether the path's percent-encoding can be decoded at all (`/%E0%A4%A` cannot). */
export function hasValidPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
