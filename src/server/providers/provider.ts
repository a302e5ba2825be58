import type { DesignRequest, DesignResult } from '@/engine'

/**
 * Who draws a design (DESIGN.md §2): the built-in engine, or a neural image service whose picture
 * the engine's photo pipeline turns into line art, so every job yields PNG + SVG + stencil
 * whatever its provider. Which provider serves which tool and lane is configuration
 * (IMAGE_PROVIDERS, IMAGE_ROUTES, IMAGE_FALLBACK).
 */
export type ProviderName = 'builtin' | 'openai' | 'comfyui'

export interface Progress {
  /** 0–1. */
  fraction: number
  /** What is happening, a key the studio shows in the reader's language: `drawing`, `prompting`, `rendering`, `tracing`. */
  step: ProgressStep
}

export type ProgressStep = 'drawing' | 'prompting' | 'rendering' | 'tracing'

export interface GenerateOptions {
  /** Aborted when the job is canceled or its time is up; the provider stops its work (ComfyUI: /interrupt). */
  signal: AbortSignal
  onProgress?: (progress: Progress) => void
}

export interface Provider {
  readonly name: ProviderName
  generate(request: DesignRequest, options: GenerateOptions): Promise<DesignResult>
}

/**
 * Why a provider failed, as the job records it (a catalogue key `job_error_<reason>` is shown to
 * the user). Anything else a provider throws is a bug and fails the job as `internal`.
 */
export type ProviderFailure =
  /** No answer within the provider's time. */
  | 'timeout'
  /** The service answered with an error (4xx/5xx, its own error body). */
  | 'provider'
  /** The service could not be reached. */
  | 'unavailable'
  /** It answered, but with something that is not a usable picture. */
  | 'garbage'
  /** The service refused the content (a safety system). */
  | 'refused'

export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    message: string,
    readonly provider: ProviderName,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

/** The providers built at start-up from the configuration. */
export interface Providers {
  /** The enabled ones, by name (`builtin` always). */
  readonly enabled: ReadonlyMap<ProviderName, Provider>
  /** The provider that serves this tool in this lane (IMAGE_ROUTES; `builtin` unless routed). */
  pick(tool: DesignRequest['tool'], lane: 'priority' | 'slow'): Provider
  /** Tried once more when a neural provider fails (IMAGE_FALLBACK=builtin), or null. */
  readonly fallback: Provider | null
}
