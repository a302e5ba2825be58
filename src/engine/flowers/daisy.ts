import { compose, polar, rotation, scaling, translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { discDots, leaf, petal, stem } from './parts.ts'

export interface FlowerOptions {
  /** Stem length in flower units (a bloom is ≈ 20 across); 0 draws the bloom alone. */
  stemLength: number
  /** Lean of the whole flower, radians (0 = upright). */
  lean?: number
}

/** Daisy (April): a ring of many narrow white petals round a domed yellow disc. */
export function drawDaisy(sk: Sketch, rng: Random, { stemLength, lean = 0 }: FlowerOptions): void {
  const headAt: Pt = [0, -stemLength]
  sk.within(rotation(lean), () => {
    if (stemLength > 0) {
      const stemPts = stem(rng.fork('stem'), headAt, 0.05)
      sk.element().curve(stemPts, 'outline')
      const leaves = rng.int(1, 2)
      for (let i = 0; i < leaves; i++) {
        const side = i % 2 === 0 ? 1 : -1
        const at = stemPts[1]!
        const l = leaf(rng.fork(`leaf${i}`), {
          length: stemLength * rng.range(0.28, 0.38),
          width: stemLength * 0.08,
          angle: -Math.PI / 2 + side * rng.range(0.7, 1.0),
          curl: side * rng.range(0.1, 0.3),
          serrated: true,
        })
        sk.within(translation(at[0], at[1] + stemLength * 0.1 * i), () => {
          sk.shape(l.outline, 'outline')
          sk.curve(l.midrib, 'inner')
          if (sk.style.detail > 0.5) for (const v of l.veins) sk.curve(v, 'detail')
        })
      }
    }
    const tilt = rng.range(0.78, 1)
    const turn = rng.range(0, Math.PI * 2)
    sk.within(compose(translation(headAt[0], headAt[1]), scaling(1, tilt)), () => {
      const count = rng.int(18, 26)
      const length = 10 * rng.range(0.95, 1.08)
      // Back ring, set between the front petals, then the front ring.
      for (const [ring, scale, offset] of [
        ['back', 0.92, Math.PI / count],
        ['front', 1, 0],
      ] as const) {
        const r = rng.fork(ring)
        for (let i = 0; i < count; i++) {
          const angle = turn + offset + (i / count) * Math.PI * 2 + r.around(0, 0.05)
          const p = petal(r, {
            length: length * scale * r.range(0.9, 1.05),
            width: length * 0.22,
            widest: 0.62,
            tip: r.chance(0.3) ? 'notch' : 'round',
            angle,
          })
          // Petals start under the disc, so their bases hide behind it.
          sk.within(translation(...polar(angle, 2.2)), () => {
            sk.shape(p, 'outline')
            if (sk.style.detail > 0.6 && ring === 'front')
              sk.curve([polar(angle, length * 0.25), polar(angle, length * 0.6)], 'detail')
          })
        }
      }
      const disc = 3.6
      const discOutline = Array.from({ length: 16 }, (_, i) => polar((i / 16) * Math.PI * 2, disc * (1 + rng.around(0, 0.03))))
      sk.shape(discOutline, 'outline')
      if (sk.inColour) sk.fill([discOutline], 'colour', sk.style.palette[1] ?? '#e0b000')
      for (const p of discDots(rng.fork('disc'), disc * 0.8, 26)) sk.dot(p, sk.style.weights.detail * 1.4)
    })
  })
}
