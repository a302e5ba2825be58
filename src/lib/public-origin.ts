/**
 * The site's public origin (`https://inkdraft.example`), for links that leave the page as they
 * are: canonical and alternate links, sitemaps, Open Graph. The root route sets it before any page
 * loads (it is one value per deployment, so a module variable is safe on the server too); until
 * then links stay root-relative.
 */
let origin = ''

export function setPublicOrigin(value: string): void {
  origin = value.replace(/\/+$/, '')
}

/** `path` (root-relative) on the public origin. */
export function absoluteUrl(path: string): string {
  return `${origin}${path}`
}
