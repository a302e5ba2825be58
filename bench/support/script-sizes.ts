import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface ScriptSize {
  path: string
  raw: number
  gzip: number
  brotli: number
}

/** The built scripts' sizes, raw and compressed as a CDN would serve them, and their sum. */
export function scriptSizes(root: string, scripts: Iterable<string>) {
  const files: ScriptSize[] = [...scripts].sort().map((path) => {
    const bytes = readFileSync(join(root, '.output/public', path))
    return {
      path,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
  })
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
  return { files, total }
}
