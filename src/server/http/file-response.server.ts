import type { FileCaching, FileResult } from '../service'

const CACHE_CONTROL: Record<FileCaching, string> = {
  'public-immutable': 'public, max-age=31536000, immutable',
  'private-immutable': 'private, max-age=31536000, immutable',
  'public-day': 'public, max-age=86400',
  'private-no-store': 'private, no-store',
}

/** A file as an answer: its own type, the caching it allows, and never run as a page (no sniffing, sandboxed). */
export function fileResponse(file: FileResult): Response {
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': file.contentType,
      'cache-control': CACHE_CONTROL[file.caching],
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  })
}
