import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator'

/** FNV-1a over a label, mixed with a seed: independent streams for independent parts of a design. */
function mix(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ (seed | 0)
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h | 0
}

/**
 * The engine's only source of randomness: seeded, so one seed always draws the same design.
 * `fork(label)` gives a part of the drawing its own stream, so adding a leaf to one flower does
 * not change every flower drawn after it.
 */
export class Random {
  readonly #rng: RandomGenerator
  readonly seed: number

  constructor(seed: number) {
    this.seed = seed | 0
    this.#rng = xoroshiro128plus(this.seed)
  }

  fork(label: string | number): Random {
    return new Random(mix(this.seed, String(label)))
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.#rng)
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** `centre` give or take `spread` (uniform). */
  around(centre: number, spread: number): number {
    return centre + (this.next() * 2 - 1) * spread
  }

  /** Normally distributed (Box–Muller), clamped to ±3 deviations so nothing goes wild. */
  gaussian(mean = 0, deviation = 1): number {
    const u = 1 - this.next()
    const v = this.next()
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    return mean + Math.max(-3, Math.min(3, z)) * deviation
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Picks by weight: `weights[i]` is the relative chance of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0)
    let r = this.next() * total
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!
      if (r < 0) return items[i]!
    }
    return items[items.length - 1]!
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }
}

/** The seed of variation `index` (0-based) of a request seeded with `seed`. */
export const variationSeed = (seed: number, index: number): number => (index === 0 ? seed | 0 : mix(seed, `variation ${index}`))
