import type { Pt } from '../../geometry/vec.ts'
import { frameAt } from './kit.ts'
import { BEAK_YELLOW } from './head.ts'
import type { Part } from './parts.ts'

const CLAW = '#1c1c1c'

/**
 * A raptor's foot reaching out, talons open: a feathered leg, three toes fanning forward and one
 * behind, each ending in a black hooked claw. `angle` points along the leg, `size` is its reach.
 */
export function talon(at: Pt, angle: number, size: number, flip: boolean): Part[] {
  const side = flip ? -1 : 1
  const f = frameAt(at, angle)
  const p = (x: number, y: number): Pt => f(x * size, side * y * size)
  const leg: Pt[] = [p(-0.1, -0.2), p(0.35, -0.17), p(0.6, -0.1), p(0.62, 0.1), p(0.35, 0.17), p(-0.1, 0.2)]
  const parts: Part[] = [{ outline: leg, ink: { colour: '#6b3d1f', tone: 'dark', widthMm: size * 0.34 } }]
  const foot: Pt = [0.6, 0]
  // Back toe first, then the three front toes spread like a hand.
  for (const spread of [2.5, -0.7, 0, 0.7]) {
    const dir = spread
    const len = spread === 2.5 ? 0.28 : 0.42
    const tip: Pt = [foot[0] + Math.cos(dir) * len, foot[1] + Math.sin(dir) * len]
    const nx = -Math.sin(dir) * 0.065
    const ny = Math.cos(dir) * 0.065
    const toe: Pt[] = [
      [foot[0] + nx * 1.3, foot[1] + ny * 1.3],
      [tip[0] + nx, tip[1] + ny],
      [tip[0] + Math.cos(dir) * 0.06, tip[1] + Math.sin(dir) * 0.06],
      [tip[0] - nx, tip[1] - ny],
      [foot[0] - nx * 1.3, foot[1] - ny * 1.3],
    ]
    parts.push({ outline: toe.map(([x, y]) => p(x, y)), ink: { colour: BEAK_YELLOW, widthMm: size * 0.13 } })
    // The claw hooks down from the toe's end.
    const hook = dir + side * 1.3
    const claw: Pt[] = [
      [tip[0] + nx * 1.1, tip[1] + ny * 1.1],
      [tip[0] + Math.cos(dir) * 0.14, tip[1] + Math.sin(dir) * 0.14],
      [tip[0] + Math.cos(dir) * 0.12 + Math.cos(hook) * 0.12, tip[1] + Math.sin(dir) * 0.12 + Math.sin(hook) * 0.12],
      [tip[0] + Math.cos(dir) * 0.04, tip[1] + Math.sin(dir) * 0.04],
      [tip[0] - nx * 1.1, tip[1] - ny * 1.1],
    ]
    parts.push({ outline: claw.map(([x, y]) => p(x, y)), ink: { colour: CLAW, tone: 'dark', widthMm: size * 0.1 }, outer: true })
  }
  return parts
}
