import { LRUCache } from 'lru-cache'
import type { Pt } from './geometry/vec.ts'

/**
 * Caches of things the engine builds again and again (motif geometry, glyph outlines, parsed font
 * subsets), each held to a size in bytes so that a long-running engine thread that has seen every
 * motif and a few thousand CJK glyphs stays small; the least recently used go first.
 */
export function keptUpTo<V extends object>(megabytes: number, bytesOf: (value: V) => number): LRUCache<string, V> {
  return new LRUCache<string, V>({
    maxSize: megabytes * 2 ** 20,
    sizeCalculation: (value) => Math.max(1, Math.round(bytesOf(value))),
  })
}

/** Heap bytes of rings of points, roughly: a point is a two-number array (≈ 72 bytes with its slot). */
export const bytesOfRings = (rings: readonly (readonly Pt[])[]): number =>
  rings.reduce((sum, ring) => sum + 32 + 72 * ring.length, 32)
