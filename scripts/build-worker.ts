/**
 * Bundles the job worker (`npm run worker`, src/worker.server.ts) into .output/worker/worker.mjs: the app's
 * server modules without the web server. Packages stay external and resolve from node_modules;
 * the engine is loaded from its own build (.output/engine, scripts/build-engine.ts), as the web
 * server does.
 *   node scripts/build-worker.ts
 */
import { build } from 'rolldown'
import { isBuiltin } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const WORKER_BUILD_DIR = `${root}.output/worker`

export async function buildWorker(dir = WORKER_BUILD_DIR): Promise<void> {
  await build({
    cwd: root,
    input: { worker: 'src/worker.server.ts' },
    platform: 'node',
    resolve: { alias: { '@': `${root}src` }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    transform: {
      define: {
        'import.meta.env.DEV': 'false',
        // Vite bundles the galleries' content files (content-files.server.ts); the worker serves no
        // pages and bundles none of them: its galleries module sees no content.
        'import.meta.glob': '(() => ({}))',
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'worker'),
        __BUILT_AT__: String(Math.floor(Date.now() / 1000)),
      },
    },
    external: (id) => isBuiltin(id) || !(id.startsWith('.') || id.startsWith('/') || id.startsWith('@/')),
    output: { dir, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    logLevel: 'warn',
  })
}

if (import.meta.main) {
  await buildWorker()
  console.log(`job worker built to ${WORKER_BUILD_DIR}`)
}
