/** The caller's signal joined with the provider's time limit, and a way to tell which one fired. */
export interface TimeLimited {
  signal: AbortSignal
  /** The time limit ran out (the caller did not cancel). */
  timedOut(): boolean
}

export function withTimeLimit(caller: AbortSignal, ms: number): TimeLimited {
  const timer = AbortSignal.timeout(ms)
  return { signal: AbortSignal.any([caller, timer]), timedOut: () => timer.aborted && !caller.aborted }
}
