import type { Lane } from './queue'

/**
 * A waiting job's place in line across both lanes, from the jobs waiting ahead of it in its own
 * lane and those waiting in the other: with the fairness ratio, every `slowEvery` priority jobs
 * let one slow job through. A slow job therefore also waits for up to `slowEvery` priority jobs
 * per slow job ahead of it (and itself); a priority job for one slow job per `slowEvery` priority
 * jobs ahead of it. Per-user caps and several workers make it an estimate, not a promise.
 */
export function placeInLine(lane: Lane, ahead: number, otherLane: number, slowEvery: number): number {
  return lane === 'slow'
    ? ahead + Math.min(otherLane, slowEvery * (ahead + 1))
    : ahead + Math.min(otherLane, Math.floor(ahead / slowEvery))
}
