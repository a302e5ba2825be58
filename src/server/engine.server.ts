import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { EngineRuntime } from '@/engine'

/** The design engine, as services reach it. */
export interface Engine {
  /** The engine's Node runtime (drawing, photo intake, try-on), loaded on first use. */
  runtime(): Promise<EngineRuntime>
}

/** `.output/engine/runtime.mjs`, found from wherever the server's bundle put this module. */
function engineBuild(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const entry = join(dir, 'engine', 'runtime.mjs')
    if (existsSync(entry)) return entry
  }
  throw new Error('The design engine is not built: run `npm run build` (it runs scripts/build-engine.ts after vite build).')
}

/**
 * The engine runs on worker threads whose entry files must exist on disk beside it, which a
 * bundle of the server cannot provide, so the production server loads the engine's own build
 * (scripts/build-engine.ts, into .output/engine/); the dev server runs it from sources.
 */
export function createEngine(): Engine {
  let loaded: Promise<EngineRuntime> | undefined
  return {
    runtime() {
      loaded ??= import.meta.env.DEV ? import('@/engine/runtime') : import(/* @vite-ignore */ pathToFileURL(engineBuild()).href)
      return loaded
    },
  }
}
