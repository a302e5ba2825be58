import { smoothThrough } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'
import { drawLeaf } from '../flowers/leaves.ts'
import { along } from '../flowers/model.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'

/** A leafy tendril along a path: the greenery that ties wreaths, bands and spines together. */
export function drawVine(
  sk: Sketch,
  rng: Random,
  path: readonly Pt[],
  { leafMm, every }: { leafMm: number; every: number },
): void {
  const smooth = smoothThrough(path, { step: 1 })
  sk.element().curve(smooth, 'inner', { taper: 0.15 })
  let length = 0
  for (let i = 1; i < smooth.length; i++)
    length += Math.hypot(smooth[i]![0] - smooth[i - 1]![0], smooth[i]![1] - smooth[i - 1]![1])
  // Leaves keep room for their line: bold styles get fewer, larger leaves.
  const leafLength = Math.max(leafMm, (sk.style.weights.outline * 4) / 0.42)
  const count = Math.max(1, Math.floor(length / Math.max(every, leafLength * 0.9)))
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5 + rng.around(0, 0.15)) / count
    const { at, dir } = along(smooth, Math.min(0.98, Math.max(0.02, t)))
    const side = i % 2 === 0 ? 1 : -1
    const angle = Math.atan2(dir[1], dir[0]) + side * rng.range(0.5, 0.9)
    const l = leafLength * rng.range(0.85, 1.1)
    drawLeaf(sk, rng.fork(`vine-leaf${i}`), at, angle, { length: l, width: l * 0.42, curl: side * rng.range(0, 0.2) })
  }
}
