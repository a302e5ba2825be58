import { compose, polar, rotation, scaling, translation, type Pt } from '../geometry/vec.ts'
import { shade } from '../ink/shade.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { discDots, petal } from './parts.ts'
import { domeHead, type DomeKind } from './dome-head.ts'
import { linesAcross, petalsThatFit } from './model.ts'

export interface RadialBloom {
  /** Petal rings from the back; each ring's petals are drawn between the next ring's. */
  rings: {
    /** Petal length as a share of the bloom radius. */
    reach: number
    /** Petal width at its widest, in outline widths, at the least (decides the count). */
    minWidthLines: number
    count: [number, number]
    /** Width ÷ length of a petal when the count does not force it. */
    slender: number
    tip: 'round' | 'point' | 'notch' | 'ruffle'
    widest?: number
  }[]
  /** Disc radius as a share of the bloom radius (0 = none showing). */
  disc: number
  discColour: string
  petalColour: string
  /** Foreshortening: 1 = seen from the front, 0.5 = strongly tilted. */
  tilt: number
  /**
   * For double heads: how to draw them when the line is too heavy for their rings (a dome of
   * ruffled or incurved petals instead of one flat ring).
   */
  dome?: DomeKind
}

/**
 * A flower head of petals round a centre (daisy, aster, cosmos, marigold, chrysanthemum), seen
 * from the front with a little tilt, sized in mm so that every petal keeps room inside its line.
 */
export function radialBloom(sk: Sketch, rng: Random, centre: Pt, radiusMm: number, bloom: RadialBloom, facing = 0): void {
  const turn = rng.range(0, Math.PI * 2)
  sk.within(compose(translation(centre[0], centre[1]), rotation(facing), scaling(1, bloom.tilt)), () => {
    const discR = radiusMm * bloom.disc
    // A ring only shows as a band outside the ring in front of it; bands narrower than a few
    // line widths would fill with ink, so such rings are left out (bold styles get fewer).
    const band = (sk.style.weights.outline * 3.6) / radiusMm
    const kept: RadialBloom['rings'] = []
    for (const ring of bloom.rings) if (kept.length === 0 || kept.at(-1)!.reach - ring.reach >= band) kept.push(ring)
    // A double head reduced to one or two rings reads as a flat pinwheel, not a pompom.
    if (bloom.dome && kept.length < Math.min(3, bloom.rings.length)) {
      domeHead(sk, rng.fork('dome'), radiusMm, bloom.dome, bloom.petalColour, turn)
      return
    }
    kept.forEach((ring, index) => {
      const r = rng.fork(`ring${index}`)
      const length = radiusMm * ring.reach - discR * 0.6
      const widestAt = discR * 0.6 + length * (ring.widest ?? 0.6)
      const count = petalsThatFit(sk, widestAt, ring.minWidthLines * 0.8, ring.count)
      const width = Math.max(
        ring.minWidthLines * sk.style.weights.outline,
        Math.min(length * ring.slender, ((2 * Math.PI * widestAt) / count) * 1.15),
      )
      const offset = index % 2 === 1 ? Math.PI / count : 0
      for (let i = 0; i < count; i++) {
        const angle = turn + offset + (i / count) * Math.PI * 2 + r.around(0, 0.04)
        const outline = petal(r, {
          length: length * r.range(0.92, 1.06),
          width,
          widest: ring.widest ?? 0.6,
          tip: ring.tip,
          angle,
        })
        const base = polar(angle, discR * 0.6)
        const placed = outline.map((p) => [p[0] + base[0], p[1] + base[1]] as Pt)
        sk.shape(placed, 'outline')
        if (sk.inColour) sk.fill([placed], 'colour', bloom.petalColour)
        const room = linesAcross(sk, width)
        if (room > 5 && sk.style.detail >= 0.5)
          sk.curve([polar(angle, discR + length * 0.2), polar(angle, discR + length * 0.55)], 'detail', { taper: 0.5 })
        if (room > 6) shade(sk, r, placed, { towards: polar(angle + Math.PI, 1), depth: length * 0.3, colour: bloom.petalColour })
      }
    })
    if (discR > 0) drawDisc(sk, rng, discR, bloom.discColour)
  })
}

/** The centre of a composite flower: a dome of florets, stippled where there is room. */
function drawDisc(sk: Sketch, rng: Random, r: number, colour: string): void {
  const outline = Array.from({ length: 18 }, (_, i) => polar((i / 18) * Math.PI * 2, r * (1 + rng.around(0, 0.025))))
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([outline], 'colour', colour)
  const d = Math.max(sk.style.weights.detail * 1.3, 0.45)
  const room = (r * 2) / d
  if (room < 5) return
  const count = Math.min(60, Math.floor(room * room * 0.28))
  for (const p of discDots(rng.fork('florets'), r * 0.72, count)) sk.dot(p, d)
}
