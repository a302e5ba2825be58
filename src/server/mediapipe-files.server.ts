import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The files of MediaPipe's selfie segmentation (Apache-2.0), served from our own origin: the
 * loader, its WebAssembly and the model ship inside the npm package. Only these names are served.
 */
const FILES = new Map<string, string>(
  Object.entries({
    'selfie_segmentation.js': 'text/javascript; charset=utf-8',
    'selfie_segmentation.binarypb': 'application/octet-stream',
    'selfie_segmentation.tflite': 'application/octet-stream',
    'selfie_segmentation_solution_simd_wasm_bin.js': 'text/javascript; charset=utf-8',
    'selfie_segmentation_solution_simd_wasm_bin.wasm': 'application/wasm',
    'selfie_segmentation_solution_simd_wasm_bin.data': 'application/octet-stream',
    'selfie_segmentation_solution_wasm_bin.js': 'text/javascript; charset=utf-8',
    'selfie_segmentation_solution_wasm_bin.wasm': 'application/wasm',
    'selfie_segmentation_solution_wasm_bin.data': 'application/octet-stream',
  }),
)

let folder: string | undefined

export async function mediapipeFile(name: string): Promise<Response> {
  // A Map, not an object: `constructor` or `__proto__` must not find Object.prototype's members.
  const type = FILES.get(name)
  if (!type) return new Response('Not Found', { status: 404 })
  folder ??= dirname(createRequire(join(process.cwd(), 'package.json')).resolve('@mediapipe/selfie_segmentation/package.json'))
  const bytes = await readFile(join(folder, name))
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': type, 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
  })
}
