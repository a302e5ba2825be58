/**
 * The Content-Security-Policy of every HTML page (docs/decisions/0022-content-security-policy.md).
 *
 * Scripts run only with the response's nonce; 'strict-dynamic' lets those scripts load the rest
 * (Vite's chunks, MediaPipe's loader, Google's and Apple's sign-in scripts) without a host list.
 * Styles stay inline-friendly: the server renders style="" attributes, and Sonner and Radix's
 * scroll lock insert <style> elements without a nonce (a style nonce would switch that off).
 */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/'
/** What the configured analytics add to the policy (modules/site/analytics.ts builds it from the configuration). */
export interface PolicySources {
  script: string[]
  connect: string[]
  img: string[]
}
const NO_SOURCES: PolicySources = { script: [], connect: [], img: [] }

/** Where the sign-in buttons load Google's and Apple's scripts from. */
const SIGN_IN_SCRIPTS = [GOOGLE_SIGN_IN, 'https://appleid.cdn-apple.com/appleauth/']

export function contentSecurityPolicy(nonce: string, sources: PolicySources = NO_SOURCES): string {
  // MediaPipe's selfie segmentation compiles WebAssembly in the try-on editor.
  return policy(`script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`, sources)
}

/**
 * The policy of a page served from the anonymous page cache (page-cache.server.ts), which one
 * nonce cannot protect because every visitor gets the same bytes: its inline scripts by hash,
 * script files from our origin (Vite's chunks, MediaPipe's loader), the sign-in providers' scripts
 * by address. Injected markup still runs nothing: it matches no hash and loads no file of ours.
 */
export function cachedPagePolicy(inlineScriptHashes: readonly string[], sources: PolicySources = NO_SOURCES): string {
  const hashes = inlineScriptHashes.map((hash) => `'sha256-${hash}'`)
  return policy(["script-src 'self'", ...hashes, ...SIGN_IN_SCRIPTS, ...sources.script, "'wasm-unsafe-eval'"].join(' '), sources)
}

/** The directives both policies share; `sources` are the configured analytics' (modules/site/analytics.ts). */
function policy(scripts: string, sources: PolicySources): string {
  const join = (list: string[]) => list.map((source) => ` ${source}`).join('')
  return [
    "default-src 'self'",
    scripts,
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}style`,
    // blob: and data: are the try-on editor's photos and canvases; Google's profile pictures are avatars.
    `img-src 'self' data: blob: https://*.googleusercontent.com${join(sources.img)}`,
    "font-src 'self' data:",
    `connect-src 'self' ${GOOGLE_SIGN_IN}${join(sources.connect)}`,
    `frame-src ${GOOGLE_SIGN_IN}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** 128 random bits in base64, new for every response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
