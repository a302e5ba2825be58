import { polar, type Pt } from '../../geometry/vec.ts'
import { sparkleOrDot } from './ornament.ts'
import type { Stage } from './stage.ts'

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
      const cell = d * 2.4
      sk.element()
      for (let y = c[1] - r; y <= c[1] + r; y += cell)
        for (let x = c[0] - r; x <= c[0] + r; x += cell) {
          const dist = Math.hypot(x - c[0], y - c[1]) / r
          if (dist > 1) continue
          const density = Math.max(0, 1 - Math.abs(dist - 0.86) / 0.3) * 0.85
          if (rng.chance(density)) sk.dot([x + rng.range(-0.3, 0.3) * cell, y + rng.range(-0.3, 0.3) * cell], d)
        }
      return
    }
    default:
      return
  }
}

/** Japanese backgrounds: swept wind bars in the upper corners, drawn as bands of parallel strokes. */
function windBars(st: Stage): void {
  const { sk, area } = st
  const o = sk.style.weights.outline
  const bands = [
    { y: area.y + area.h * 0.12, from: area.x - area.w * 0.02, to: area.x + area.w * 0.55, dir: 1 },
    { y: area.y + area.h * 0.62, from: area.x + area.w * 1.02, to: area.x + area.w * 0.45, dir: -1 },
  ]
  for (const b of bands) {
    const thick = Math.max(o * 4, area.w * 0.07)
    const top: Pt[] = []
    const bottom: Pt[] = []
    for (let i = 0; i <= 12; i++) {
      const t = i / 12
      const x = b.from + (b.to - b.from) * t
      const sway = Math.sin(t * Math.PI) * thick * 0.6
      const half = thick * (1 - t * 0.7) * 0.5
      top.push([x, b.y - sway - half])
      bottom.push([x, b.y - sway + half])
    }
    const outline = [...top, ...bottom.reverse()]
    sk.shape(outline, 'inner', { taper: 0 })
    if (sk.inColour) sk.fill([outline], 'colour', '#e8dcc0')
    // A stroke down the band's middle: the brushed streak of a wind bar.
    sk.curve(top.map((p, i) => [p[0], (p[1] + bottom[bottom.length - 1 - i]![1]) / 2] as Pt).slice(1, -2), 'detail')
  }
}

/**
 * In front of the arrangement: the sketch style's construction lines (a centre axis and guides
 * running past the drawing), and the flash filler of traditional work (a few stars in the corners).
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
  if (sk.style.id === 'traditional' || sk.style.id === 'neo-traditional') {
    const s = Math.min(area.w, area.h) * 0.05
    for (const [x, y] of [
      [area.x + area.w * 0.1, area.y + area.h * 0.06],
      [area.x + area.w * 0.9, area.y + area.h * 0.14],
    ] as const)
      sparkleOrDot(sk, [x, y], s)
  }
}
