import { cpus, totalmem } from 'node:os'

/** The value at quantile `q` (0–1) of ascending `sorted`, to a tenth. */
export function percentile(sorted: readonly number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10
}

/** What the numbers were measured on, for the results files. */
export function machine() {
  return { cpus: cpus().length, cpu: cpus()[0]?.model, memory_gb: Math.round(totalmem() / 2 ** 30), node: process.version }
}
