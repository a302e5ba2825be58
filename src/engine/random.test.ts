import { describe, expect, it } from 'vitest'
import { Random, variationSeed } from './random.ts'

describe('Random', () => {
  it('repeats itself for one seed and differs for another', () => {
    const a = new Random(42)
    const b = new Random(42)
    const c = new Random(43)
    const seqA = Array.from({ length: 8 }, () => a.next())
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA)
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true)
  })

  it('gives forks their own streams, independent of draws made before', () => {
    const a = new Random(7)
    const b = new Random(7)
    b.next()
    b.next()
    expect(a.fork('leaf').next()).toBe(b.fork('leaf').next())
    expect(a.fork('leaf').next()).not.toBe(a.fork('petal').next())
  })

  it('keeps ints, picks and gaussians in range', () => {
    const r = new Random(1)
    const seen = new Set<number>()
    for (let i = 0; i < 500; i++) {
      const n = r.int(2, 5)
      seen.add(n)
      expect(Math.abs(r.gaussian(0, 1))).toBeLessThanOrEqual(3)
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5])
    expect(r.weighted(['a', 'b'], [0, 1])).toBe('b')
  })

  it('derives distinct seeds for variations, the first being the request seed', () => {
    expect(variationSeed(99, 0)).toBe(99)
    const seeds = new Set([0, 1, 2, 3].map((i) => variationSeed(99, i)))
    expect(seeds.size).toBe(4)
  })
})
