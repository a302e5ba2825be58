import type { Engine } from '../engine.server'
import type { Config } from '../env.server'
import { createBuiltinProvider } from './builtin.server'
import { createComfyUiProvider, type ComfyUiOptions } from './comfyui.server'
import { createOpenAiProvider, type OpenAiOptions } from './openai.server'
import type { Provider, ProviderName, Providers } from './provider'

/** Tuning a test may change; production takes the defaults. */
export interface ProviderTuning {
  openai?: Partial<OpenAiOptions>
  comfyui?: Partial<ComfyUiOptions>
}

/**
 * The providers the configuration enables (`builtin` always) and the routing between them:
 * `tool:lane` routes first, then `tool` routes, else the built-in engine.
 */
export function createProviders(config: Pick<Config, 'images'>, engine: Engine, tuning: ProviderTuning = {}): Providers {
  const { images } = config
  const enabled = new Map<ProviderName, Provider>([['builtin', createBuiltinProvider(engine)]])
  if (images.providers.includes('openai') && images.openai)
    enabled.set('openai', createOpenAiProvider(images.openai, engine, { timeoutMs: images.timeoutMs, ...tuning.openai }))
  if (images.providers.includes('comfyui') && images.comfyui)
    enabled.set('comfyui', createComfyUiProvider(images.comfyui, engine, { timeoutMs: images.timeoutMs, ...tuning.comfyui }))
  const builtin = enabled.get('builtin')!
  const providerOf = (name: ProviderName) => {
    const provider = enabled.get(name)
    // env.server.ts refuses such a configuration; a hand-made one fails here, at start.
    if (!provider) throw new Error(`IMAGE_ROUTES names ${name}, which is not enabled`)
    return provider
  }
  const routes = images.routes.map((route) => ({ ...route, provider: providerOf(route.provider) }))
  return {
    enabled,
    pick(tool, lane) {
      const route =
        routes.find((r) => r.tool === tool && r.lane === lane) ?? routes.find((r) => r.tool === tool && r.lane === null)
      return route?.provider ?? builtin
    },
    fallback: images.fallback === 'builtin' ? builtin : null,
  }
}
