import { describe, expect, it } from 'vitest'
import { drawVariation, plan } from '../design.ts'
import { scaling } from '../geometry/vec.ts'
import { Sketch } from '../ink/sketch.ts'
import { STYLES } from '../styles.ts'

describe('the lettering cap height a design carries', () => {
  it('follows the sketch through its transforms and the fit to the canvas', () => {
    const sk = new Sketch(STYLES.minimalist, 'bw')
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as [number, number][]
    sk.within(scaling(2), () => sk.element().solid([square], { capHeight: 3 }))
    sk.element().solid([square.map(([x, y]) => [x + 5, y + 5] as [number, number])], { capHeight: 5 })
    // 20 units across fill a 100 mm canvas with no margin: 5 mm a unit.
    const ink = sk.compile(100, 100, 0)
    expect(ink.capHeightMm).toBeCloseTo(25, 6)
    const plain = new Sketch(STYLES.minimalist, 'bw')
    plain.element().solid([square])
    expect(plain.compile(100, 100).capHeightMm).toBeUndefined()
  })

  it('is the lettering of a text design at its print size, and absent without lettering', () => {
    const at = (sizeMm: number) =>
      drawVariation(plan({ tool: 'text', prompt: 'a rose with "Forever"', style: 'fine-line', sizeMm, seed: 2 }), 0).ink
    const small = at(80).capHeightMm!
    expect(small).toBeGreaterThan(1)
    expect(small).toBeLessThan(40)
    expect(at(160).capHeightMm!).toBeGreaterThan(small)
    expect(drawVariation(plan({ tool: 'text', prompt: 'a rose', seed: 2 }), 0).ink.capHeightMm).toBeUndefined()
  })

  it('is carried by the lettering of a birth-flower banner', () => {
    const p = plan({ tool: 'birth-flower', months: [3, 7], layout: 'bouquet', lettering: 'Ana & Luz', seed: 1 })
    expect(drawVariation(p, 0).ink.capHeightMm).toBeGreaterThan(1)
  })
})
