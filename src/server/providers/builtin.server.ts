import type { Engine } from '../engine.server'
import type { Provider } from './provider'

/**
 * The design engine on its own threads: always enabled, and the fallback when configured. Its
 * errors (EngineInputError, UploadRejected, the signal's reason) pass through unchanged; the job
 * runner maps them.
 */
export function createBuiltinProvider(engine: Engine): Provider {
  return {
    name: 'builtin',
    async generate(request, { signal, onProgress }) {
      const runtime = await engine.runtime()
      const step = request.tool === 'photo' ? 'tracing' : 'drawing'
      return runtime.generate(request, { signal, onProgress: onProgress && ((fraction) => onProgress({ fraction, step })) })
    },
  }
}
