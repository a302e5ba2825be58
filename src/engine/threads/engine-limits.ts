import type { ResourceLimits } from 'node:worker_threads'

/** The engine thread's heap: what each photo, design and try-on runs under (and the benchmarks measure). */
export const ENGINE_RESOURCE_LIMITS: ResourceLimits = {
  // V8 sizes a new isolate's young generation from the machine's memory (128 MB on a 24 GiB
  // host); the engine's garbage is short-lived geometry that a small nursery collects as fast.
  maxYoungGenerationSizeMb: 24,
  // V8 lets the old generation grow past what is live by a factor it derives from this limit:
  // up to 4× under a large one, 1.1× at 256 MB, which held the benchmark's peak near 290 MB
  // instead of 450. The heaviest request seen (12-month wreath at 600 mm, CJK lettering) stays
  // under it; a runaway one fails alone instead of taking the process down.
  maxOldGenerationSizeMb: 256,
}

/**
 * How long one call may keep the engine thread before it is terminated and replaced. Four
 * variations of the heaviest design take a few seconds, a try-on whose design covers a whole
 * 12.6 MP working photo a few more (try-on/render.ts bounds its size); these are backstops far
 * above either, with room for a host whose cores are shared many times over. A photo's live
 * preview takes well under a second at its 400 px.
 */
export const ENGINE_TIME_LIMIT_MS = { design: 120_000, tryOn: 60_000, photoPreview: 15_000 } as const
