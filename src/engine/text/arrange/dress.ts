import { polar, type Pt } from '../../geometry/vec.ts'
import type { Stage } from './stage.ts'
import { PAPER_MM } from '../../ink/narrow-paper.ts'

/**
 * What makes a style recognisable at a glance beyond its line: Japanese wind bars and waves
 * behind the subject, a geometric frame of exact circles and a hexagram, a dotwork halo. Drawn
 * before the arrangement, so every part hides what it covers of it.
 */
export function dressBehind(st: Stage): void {
  const { sk, area } = st
  const c: Pt = [area.x + area.w / 2, area.y + area.h / 2]
  const r = Math.min(area.w, area.h) * 0.49
  switch (sk.style.id) {
    case 'japanese':
      windBars(st)
      return
    case 'geometric': {
      const ring = (radius: number) => Array.from({ length: 96 }, (_, i) => polar((i / 96) * Math.PI * 2, radius, c))
      sk.element().curve(ring(r), 'inner', { closed: true, taper: 0 })
      sk.curve(ring(r * 0.9), 'detail', { closed: true, taper: 0 })
      // Two triangles (a hexagram) inside the ring, and a line the length of a long placement.
      for (const start of [-Math.PI / 2, Math.PI / 2]) {
        const tri = [0, 1, 2].map((i) => polar(start + (i * 2 * Math.PI) / 3, r * 0.9, c))
        sk.curve(tri, 'detail', { closed: true, taper: 0 })
      }
      if (area.h > area.w * 1.3) {
        sk.curve(
          [
            [c[0], area.y],
            [c[0], c[1] - r],
          ],
          'detail',
          { taper: 0 },
        )
        sk.curve(
          [
            [c[0], c[1] + r],
            [c[0], area.y + area.h],
          ],
          'detail',
          { taper: 0 },
        )
        for (const y of [area.y + area.h * 0.04, area.y + area.h * 0.96])
          sk.element().dot([c[0], y], sk.style.weights.outline * 2.2)
      }
      return
    }
    case 'dotwork': {
      // A stippled halo: dots thin out from the ring towards the centre and the outside.
      const rng = st.rng.fork('halo')
      const d = Math.max(sk.style.weights.detail, 0.45)
      // A grid a dot and PAPER_MM of paper wide, each dot moved within its cell by no more than
      // keeps it that far from its neighbours.
      const cell = (d + PAPER_MM) * 1.3
      const jitter = (cell - (d + PAPER_MM)) / 2
      sk.element()
      for (let y = c[1] - r; y <= c[1] + r; y += cell)
        for (let x = c[0] - r; x <= c[0] + r; x += cell) {
          const dist = Math.hypot(x - c[0], y - c[1]) / r
          if (dist > 1) continue
          const density = Math.max(0, 1 - Math.abs(dist - 0.86) / 0.3) * 0.85
          if (rng.chance(density)) sk.dot([x + rng.range(-jitter, jitter), y + rng.range(-jitter, jitter)], d)
        }
      return
    }
    default:
      return
  }
}

/**
 * Japanese backgrounds: wind bars, long swept bands of parallel strokes that converge to a point,
 * in the upper corner and across the lower part, as they run between the motifs of irezumi.
 */
function windBars(st: Stage): void {
  const { sk, area } = st
  const o = sk.style.weights.outline
  const side = st.facing ? -1 : 1
  const bars = [
    { y: area.y + area.h * 0.1, x0: side > 0 ? area.x : area.x + area.w, len: area.w * 0.72, lift: 0.05 },
    { y: area.y + area.h * 0.7, x0: side > 0 ? area.x + area.w : area.x, len: area.w * 0.8, lift: -0.04 },
  ]
  bars.forEach((b, k) => {
    const dir = (k === 0 ? 1 : -1) * side
    // Three strokes, a line width and a half apart at the root, meeting at the tip.
    const spacing = Math.max(o * 2.6, area.w * 0.03)
    for (let i = -1; i <= 1; i++) {
      const pts: Pt[] = []
      for (let n = 0; n <= 10; n++) {
        const t = n / 10
        const x = b.x0 + dir * b.len * t
        const y = b.y - Math.sin(t * Math.PI * 0.9) * area.h * b.lift + i * spacing * (1 - t) ** 1.2
        pts.push([x, y])
      }
      sk.element().curve(pts, i === 0 ? 'inner' : 'detail', { taper: 0.45 })
    }
  })
}

/**
 * In front of the arrangement: the sketch style's construction lines (a centre axis and guides
 * running past the drawing).
 */
export function dressInFront(st: Stage): void {
  const { sk, area } = st
  const c: Pt = [area.x + area.w / 2, area.y + area.h / 2]
  if (sk.style.id === 'sketch') {
    const rng = st.rng.fork('construction')
    sk.element()
    sk.curve(
      [
        [c[0] + rng.range(-1, 1), area.y - area.h * 0.02],
        [c[0] + rng.range(-1, 1), area.y + area.h * 1.01],
      ],
      'detail',
      { taper: 0.2 },
    )
    for (const t of [0.3, 0.62]) {
      const y = area.y + area.h * t
      sk.curve(
        [
          [area.x + area.w * 0.04, y + rng.range(-1, 1)],
          [area.x + area.w * 0.96, y + rng.range(-1, 1)],
        ],
        'detail',
        { taper: 0.3 },
      )
    }
    const rx = area.w * 0.44
    const ry = Math.min(area.h * 0.3, rx * 1.1)
    const guide = Array.from({ length: 28 }, (_, i) => {
      const a = -1.9 + (i / 27) * 3.6
      return [c[0] + Math.cos(a) * rx, area.y + area.h * 0.36 + Math.sin(a) * ry] as Pt
    })
    sk.curve(guide, 'detail', { taper: 0.4 })
    return
  }
}
