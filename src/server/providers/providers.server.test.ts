import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEngine } from '../engine.server'
import { buildConfig, ConfigError, parseEnv } from '../env.server'
import type { Progress } from './provider'
import { createProviders } from './providers.server'

const engine = createEngine()
afterAll(async () => {
  await (await engine.runtime()).stopEngine()
})

const configOf = (env: Record<string, string>) =>
  buildConfig({ ...parseEnv(env), DATA_DIR: mkdtempSync(join(tmpdir(), 'ink-prov-')) })

describe('createProviders', () => {
  it('has the built-in engine alone by default, serving everything, without a fallback', () => {
    const providers = createProviders(configOf({}), engine)
    expect([...providers.enabled.keys()]).toEqual(['builtin'])
    expect(providers.pick('photo', 'priority').name).toBe('builtin')
    expect(providers.fallback).toBeNull()
  })

  it('routes tool:lane first, then the tool, else the built-in engine', () => {
    const providers = createProviders(
      configOf({
        IMAGE_PROVIDERS: 'openai, comfyui',
        OPENAI_API_KEY: 'sk-test',
        COMFYUI_URL: 'http://127.0.0.1:8188',
        IMAGE_ROUTES: 'text:priority=openai,text=comfyui,photo:slow=builtin,photo=comfyui',
        IMAGE_FALLBACK: 'builtin',
      }),
      engine,
    )
    expect([...providers.enabled.keys()]).toEqual(['builtin', 'openai', 'comfyui'])
    expect(providers.pick('text', 'priority').name).toBe('openai')
    expect(providers.pick('text', 'slow').name).toBe('comfyui')
    expect(providers.pick('photo', 'slow').name).toBe('builtin')
    expect(providers.pick('photo', 'priority').name).toBe('comfyui')
    expect(providers.pick('birth-flower', 'priority').name).toBe('builtin')
    expect(providers.fallback?.name).toBe('builtin')
  })

  it('draws with the engine, reporting its progress as drawing', async () => {
    const progress: Progress[] = []
    const builtin = createProviders(configOf({}), engine).pick('text', 'slow')
    const result = await builtin.generate(
      { tool: 'text', prompt: 'a rose', variations: 2, seed: 3 },
      { signal: new AbortController().signal, onProgress: (p) => progress.push(p) },
    )
    expect(result.outputs).toHaveLength(2)
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.every((p) => p.step === 'drawing')).toBe(true)
    expect(progress.at(-1)?.fraction).toBe(1)
  })
})

describe('image provider configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      parseEnv(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).message
    }
    return expect.unreachable('the configuration was accepted')
  }

  it('needs the key of OpenAI and the address of ComfyUI when they are listed', () => {
    const message = problems({ IMAGE_PROVIDERS: 'openai,comfyui' })
    expect(message).toContain('OPENAI_API_KEY: is required when IMAGE_PROVIDERS lists openai')
    expect(message).toContain('COMFYUI_URL: is required when IMAGE_PROVIDERS lists comfyui')
  })

  it('refuses a route to a provider that is not enabled, or that it cannot read', () => {
    expect(problems({ IMAGE_ROUTES: 'text=openai' })).toContain(
      'IMAGE_ROUTES: routes text to openai, which IMAGE_PROVIDERS does not enable',
    )
    expect(problems({ IMAGE_ROUTES: 'sketch=builtin' })).toContain('IMAGE_ROUTES: must be tool[:lane]=provider pairs')
    expect(problems({ IMAGE_ROUTES: 'text:fast=builtin' })).toContain('IMAGE_ROUTES:')
  })

  it('refuses unknown providers, fallbacks and time limits, and never prints the API key', () => {
    const message = problems({
      IMAGE_PROVIDERS: 'midjourney',
      IMAGE_FALLBACK: 'openai',
      IMAGE_PROVIDER_TIMEOUT_SECONDS: '0',
      OPENAI_BASE_URL: 'ftp://x',
      OPENAI_API_KEY: '',
    })
    expect(message).toContain('IMAGE_PROVIDERS: must list builtin, openai or comfyui')
    expect(message).toContain('IMAGE_FALLBACK: must be builtin or none')
    expect(message).toContain('IMAGE_PROVIDER_TIMEOUT_SECONDS: must be at least 1')
    expect(message).toContain('OPENAI_BASE_URL:')
    const secret = problems({ IMAGE_PROVIDERS: 'openai,comfyui', OPENAI_API_KEY: 'sk-very-secret' })
    expect(secret).not.toContain('sk-very-secret')
  })

  it("builds the providers' settings with their defaults", () => {
    const { images } = configOf({
      IMAGE_PROVIDERS: 'openai,comfyui',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'https://images.example/v1/',
      COMFYUI_URL: 'http://gpu:8188',
    })
    expect(images).toEqual({
      providers: ['builtin', 'openai', 'comfyui'],
      routes: [],
      fallback: 'none',
      timeoutMs: 120_000,
      openai: { apiKey: 'sk-test', baseUrl: 'https://images.example/v1', model: 'gpt-image-1' },
      comfyui: { url: 'http://gpu:8188', checkpoint: 'sd_xl_base_1.0.safetensors' },
    })
  })
})
