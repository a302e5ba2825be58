import { pendant } from './ornament.ts'
import type { Stage } from './stage.ts'

/** A design should reach this share of a long placement's length (the half of the canvas, with room to spare). */
const LENGTH_SHARE = 0.8

/**
 * On a long placement, a design that came out short (a wide subject, a pair side by side) hangs an
 * ornamental drop from its foot to the end of the placement, so the piece runs the length of the
 * forearm as it will be worn instead of sitting in its middle third.
 */
export function fillTheLength(st: Stage): void {
  const { area, sk } = st
  if (area.h < area.w * 1.3) return
  const box = sk.bounds()
  if (!Number.isFinite(box.minY)) return
  const height = box.maxY - box.minY
  const below = area.y + area.h - box.maxY
  if (height >= area.h * LENGTH_SHARE || below < area.h * 0.12) return
  const x = area.x + area.w / 2
  pendant(sk, st.rng.fork('length'), [x, box.maxY - Math.min(height * 0.08, area.h * 0.03)], [x, area.y + area.h], area.w * 0.55)
}
