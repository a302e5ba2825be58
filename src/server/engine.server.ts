import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

type Engine = typeof import('@/engine/generate')

let loaded: Promise<Engine> | undefined

/** `.output/engine/generate.mjs`, found from wherever the server's bundle put this module. */
function engineBuild(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const entry = join(dir, 'engine', 'generate.mjs')
    if (existsSync(entry)) return entry
  }
  throw new Error('The design engine is not built: run `npm run build` (it runs scripts/build-engine.ts after vite build).')
}

/**
 * The design engine. It runs on worker threads whose entry files must exist on disk beside it,
 * which a bundle of the server cannot provide, so the production server loads the engine's own
 * build (scripts/build-engine.ts, into .output/engine/); the dev server runs it from sources.
 */
export function engine(): Promise<Engine> {
  loaded ??= import.meta.env.DEV ? import('@/engine/generate') : import(/* @vite-ignore */ pathToFileURL(engineBuild()).href)
  return loaded
}
