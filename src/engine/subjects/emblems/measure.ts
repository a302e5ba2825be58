import { apply, boxOf, compose, EMPTY_BOX, IDENTITY, type Box, type Matrix, type Pt } from '../../geometry/vec.ts'
import type { LineOptions, Sketch } from '../../ink/sketch.ts'
import type { LineWeights } from '../../styles.ts'

/**
 * The box a drawing covers, lines' half-widths included, found by running it against a stand-in
 * that only records points. Lets a subject built on a model that draws where it is told (a rose
 * on its stem) be fitted to its frame: that model's extent depends on its seeded leaves.
 */
export function measure(sk: Sketch, draw: (probe: Sketch) => void): Box {
  const box: Box = { ...EMPTY_BOX }
  let matrix: Matrix = IDENTITY
  const take = (pts: readonly Pt[], pad = 0) => {
    for (const p of pts) {
      const [x, y] = apply(matrix, p)
      boxOf(
        [
          [x - pad, y - pad],
          [x + pad, y + pad],
        ],
        box,
      )
    }
  }
  const width = (w: keyof LineWeights | number) => (typeof w === 'number' ? w : sk.style.weights[w])
  const probe = {
    // Shading stays inside the shapes it shades, so the probe skips it: it is most of the cost.
    style: { ...sk.style, shading: 'none' as const },
    colourMode: sk.colourMode,
    inColour: sk.inColour,
    within(m: Matrix, fn: () => void) {
      const saved = matrix
      matrix = compose(saved, m)
      try {
        fn()
      } finally {
        matrix = saved
      }
    },
    element(region?: readonly Pt[]) {
      if (region) take(region)
      return probe
    },
    cover(rings: readonly (readonly Pt[])[]) {
      for (const r of rings) take(r)
      return probe
    },
    curve(pts: readonly Pt[], w: keyof LineWeights | number, _o?: LineOptions) {
      take(pts, width(w) / 2)
      return probe
    },
    shape(pts: readonly Pt[], w: keyof LineWeights | number = 'outline') {
      take(pts, width(w) / 2)
      return probe
    },
    fill(rings: readonly (readonly Pt[])[]) {
      for (const r of rings) take(r)
      return probe
    },
    solid(rings: readonly (readonly Pt[])[]) {
      for (const r of rings) take(r)
      return probe
    },
    dot(c: Pt, d: number) {
      take([c], d / 2)
      return probe
    },
  }
  draw(probe as unknown as Sketch)
  return box
}
