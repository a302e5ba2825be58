import { describe, expect, it } from 'vitest'
import { Sketch } from '../ink/sketch.ts'
import { narrowestGapMm } from '../print/narrowest-gap.ts'
import { Random } from '../random.ts'
import { STYLES, type StyleId } from '../styles.ts'
import { SUBJECT_MODELS } from '../subjects/index.ts'
import { drawLeaf } from './leaves.ts'
import { clearance, clearOfParts, endShortOf } from './print-room.ts'

/**
 * The print rule (no paper under 0.5 mm between inks) held by the rose and the shared leaves at the
 * sizes text-to-tattoo designs use them, in a fine, a bold and a solid style.
 */
const STYLE_SET: StyleId[] = ['fine-line', 'traditional', 'blackwork']
const ROSE = SUBJECT_MODELS.get('rose')!

function roseGap(style: StyleId, size: number, form: number, seed: number): number | null {
  const spec = STYLES[style]
  const sk = new Sketch(spec, spec.defaultColour)
  const aspect = ROSE.aspects[form]!
  const w = aspect >= 1 ? size : size * aspect
  const h = aspect >= 1 ? size / aspect : size
  ROSE.draw(sk, new Random(seed), {
    box: { x: 4, y: 4, w, h },
    form,
    mirror: false,
    colour: sk.inColour ? spec.palette[0] : undefined,
  })
  return narrowestGapMm(sk.compile(w + 8, h + 8, 4))
}

function leafGap(style: StyleId, colour: 'bw' | 'color', length: number, seed: number): number | null {
  const sk = new Sketch(STYLES[style], colour)
  drawLeaf(sk, new Random(seed), [4, 4 + length * 0.3], 0, { length, width: length * 0.42, curl: 0.1 })
  return narrowestGapMm(sk.compile(length + 8, length * 0.6 + 8, 4))
}

describe('rose and leaves keep paper open for print', () => {
  for (const style of STYLE_SET)
    for (const size of [25, 40, 60])
      it(`rose subject in ${style} at ${size} mm`, () => {
        for (let form = 0; form < ROSE.aspects.length; form++)
          expect(roseGap(style, size, form, 1) ?? Infinity, `form ${form}`).toBeGreaterThanOrEqual(0.5)
      })

  for (const style of STYLE_SET)
    for (const length of [8, 15])
      it(`leaf in ${style} at ${length} mm`, () => {
        for (const seed of [1, 2, 3])
          for (const colour of ['bw', 'color'] as const)
            expect(leafGap(style, colour, length, seed) ?? Infinity, `seed ${seed} ${colour}`).toBeGreaterThanOrEqual(0.5)
      })
})

describe('print-room planning', () => {
  const sk = new Sketch(STYLES['fine-line'], 'bw')
  // Dense enough that the smooth curve through it keeps its corners.
  const side = Array.from({ length: 20 }, (_, i) => i)
  const square: [number, number][] = [
    ...side.map((i) => [i, 0] as [number, number]),
    ...side.map((i) => [20, i] as [number, number]),
    ...side.map((i) => [20 - i, 20] as [number, number]),
    ...side.map((i) => [0, 20 - i] as [number, number]),
  ]

  it('asks half of each width and the paper between two parallel lines', () => {
    const w = STYLES['fine-line'].weights
    expect(clearance(sk, 'outline', 'inner')).toBeCloseTo(w.outline / 2 + w.inner / 2 + 0.55)
  })

  it('ends a line that runs into an outline short of it, and drops one left too short', () => {
    const clear = clearance(sk, 'outline', 'inner')
    const kept = endShortOf(
      [
        [10, 10],
        [15, 10],
        [20, 10],
      ],
      square,
      clear,
      1,
    )!
    expect(Math.max(...kept.map((p) => p[0]))).toBeLessThanOrEqual(20 - clear + 0.3)
    expect(Math.max(...kept.map((p) => p[0]))).toBeGreaterThan(20 - clear - 0.5)
    expect(
      endShortOf(
        [
          [19, 10],
          [20, 10],
        ],
        square,
        clear,
        1,
      ),
    ).toBeNull()
  })

  it('keeps a line only where it is hidden by a part or clear of its edge', () => {
    // A lip running along a front part's edge 0.5 mm outside it is cut there.
    const runs = clearOfParts(
      [
        [-10, -0.5],
        [10, -0.5],
        [30, -0.5],
      ],
      [square],
      1.5,
      0.5,
    )
    for (const run of runs) for (const p of run) expect(p[0] < -1.2 || p[0] > 21.2, `${p[0]}`).toBe(true)
    expect(runs.length).toBe(2)
  })
})
