/** The shape of runtime.ts, for code that receives the runtime without importing it. */
export type EngineRuntime = typeof import('./runtime.ts')
