/**
 * Bundles the design engine as plain JavaScript into .output/engine/: runtime.mjs (the entry
 * callers import) and the three thread entries it starts. Run from sources, each thread loads
 * Node's TypeScript stripper (≈ 10 MB per isolate); a deployment runs this build instead, and
 * so does the engine benchmark. Packages stay external and resolve from node_modules.
 *   node scripts/build-engine.ts
 */
import { build } from 'rolldown'
import { isBuiltin } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const ENGINE_BUILD_DIR = `${root}.output/engine`

/** `dir` must lie inside the project, where the engine's packages resolve from node_modules. */
export async function buildEngine(dir = ENGINE_BUILD_DIR): Promise<void> {
  await build({
    cwd: root,
    input: {
      runtime: 'src/engine/runtime.ts',
      'engine-thread': 'src/engine/engine-thread.ts',
      'raster-thread': 'src/engine/render/raster-thread.ts',
      'intake-thread': 'src/engine/photo/intake/intake-thread.ts',
    },
    platform: 'node',
    // Bare imports (packages, node:*) are left to Node; only the engine's own modules are bundled.
    external: (id) => isBuiltin(id) || !(id.startsWith('.') || id.startsWith('/')),
    output: {
      dir,
      format: 'esm',
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
    },
    logLevel: 'warn',
  })
}

if (import.meta.main) {
  await buildEngine()
  console.log(`design engine built to ${ENGINE_BUILD_DIR}`)
}
