import type { Pt } from '../../geometry/vec.ts'
import { frameAt, PALE } from './kit.ts'
import type { Part } from './parts.ts'

export const BEAK_YELLOW = '#f2a900'
export const BROW = '#3a2412'

/**
 * A bird of prey's head in profile, beak to the right (+x), as American traditional flash draws
 * it: a pale head, a heavy hooked beak with its gape, a dark brow over a fierce eye. `at` is where
 * the neck meets the body, `h` the head's length in mm, `angle` its turn. `neck` extends it down
 * into a ruff of pointed feathers (the eagle's head on its own); otherwise the neck is cut short
 * to sit on a body.
 */
export function raptorHead(at: Pt, h: number, angle: number, { colour = PALE, neck = 0 } = {}): Part[] {
  const f = frameAt(at, angle)
  const p = (x: number, y: number): Pt => f(x * h, y * h)
  const ruff: Pt[] = []
  if (neck > 0) {
    // Pointed neck feathers along the lower edge, from the throat back to the nape.
    const n = 5
    for (let i = 0; i <= n; i++) {
      // The neck sweeps down and back, its feathers pointing the way they lie.
      const x = 0.32 - (0.62 * i) / n - neck * 0.45
      ruff.push(p(x - neck * 0.12, 0.45 + neck * (0.85 + 0.12 * Math.sin(i * 2.1)) - i * 0.04))
      if (i < n) ruff.push(p(x - 0.62 / n / 2 + neck * 0.05, 0.45 + neck * 0.6 - i * 0.04))
    }
  }
  const head: Pt[] = [
    p(-0.22, 0.05),
    p(-0.1, -0.22),
    p(0.12, -0.36),
    p(0.42, -0.36),
    p(0.62, -0.26),
    p(0.74, -0.16),
    p(0.72, 0.12),
    p(0.55, 0.28),
    p(0.36, 0.42),
    ...(neck > 0 ? ruff : [p(0.3, 0.55), p(-0.05, 0.55)]),
    p(-0.24, 0.32),
  ]
  const beak: Pt[] = [
    p(0.66, -0.2),
    p(0.86, -0.24),
    p(1.05, -0.17),
    p(1.16, 0.0),
    p(1.12, 0.2),
    p(1.06, 0.1),
    p(0.96, 0.1),
    p(0.86, 0.2),
    p(0.7, 0.16),
  ]
  const gape: Pt[] = [p(0.72, 0.02), p(0.88, 0.06), p(1.02, 0.06)]
  const cere: Pt[] = [p(0.74, -0.19), p(0.76, -0.04), p(0.72, 0.1)]
  const brow: Pt[] = [p(0.3, -0.2), p(0.52, -0.28), p(0.72, -0.2), p(0.62, -0.14), p(0.46, -0.17)]
  const neckLines =
    neck > 0
      ? [0.15, 0.0, -0.15].map((x, i) => ({
          pts: [
            p(x - neck * 0.1, 0.35 + neck * 0.2 + i * 0.04),
            p(x - neck * 0.3, 0.45 + neck * 0.45),
            p(x - neck * 0.42, 0.45 + neck * 0.62),
          ],
          weight: 'detail' as const,
          room: 9,
        }))
      : []
  return [
    {
      outline: head,
      ink: { colour, shadow: [-0.6, 0.8], widthMm: h * 0.6 },
      lines: neckLines,
    },
    {
      outline: beak,
      ink: { colour: BEAK_YELLOW, shadow: [0, 1], widthMm: h * 0.32 },
      lines: [
        { pts: gape, weight: 'inner', room: 3 },
        { pts: cere, weight: 'detail', room: 6 },
      ],
    },
    {
      outline: brow,
      ink: { colour: BROW, tone: 'dark', widthMm: h * 0.08 },
      outer: false,
      eye: { at: p(0.5, -0.08), r: h * 0.075 },
    },
  ]
}
