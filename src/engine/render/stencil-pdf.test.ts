import { describe, expect, it } from 'vitest'
import type { Pt } from '../geometry/vec.ts'
import type { Ink } from '../ink/sketch.ts'
import { printedHeightMm, printedWidthMm, readPdf } from '../testing/read-pdf.ts'
import { PT_PER_MM } from './pdf-page.ts'
import { ENGLISH_LABELS, stencilPdf, type StencilPdfLabels } from './stencil-pdf.ts'
import { OVERLAP_MM, PAPERS, planSheet } from './stencil-sheet.ts'

const LABELS = ENGLISH_LABELS

/** A frame 2 mm wide around the whole design, and a dot off-centre (so mirroring shows). */
function frame(widthMm: number, heightMm: number): Ink {
  const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]
  return {
    widthMm,
    heightMm,
    thinnestMm: 2,
    shapes: [
      {
        layer: 'line',
        colour: '#111111',
        rings: [rect(0, 0, widthMm, heightMm), rect(2, 2, widthMm - 2, heightMm - 2).reverse()],
      },
      { layer: 'line', colour: '#111111', rings: [rect(10, 10, 20, 20)] },
      // Not stencil line work: left out of the sheet.
      { layer: 'shade', colour: '#555555', rings: [rect(30, 30, 40, 40)] },
    ],
  }
}

describe('stencil PDF', () => {
  it('prints a 120 × 86 mm design at its real size on A4, as designed and mirrored', async () => {
    const pages = await readPdf(await stencilPdf(frame(120, 86), { paper: 'a4', labels: LABELS }))
    expect(pages).toHaveLength(2)
    for (const page of pages) {
      expect(page.widthMm).toBeCloseTo(210, 0)
      expect(Math.abs(page.widthMm - 210)).toBeLessThan(0.5)
      expect(Math.abs(page.heightMm - 297)).toBeLessThan(0.5)
      expect(Math.abs(printedWidthMm(page) - 120)).toBeLessThan(0.5)
      expect(Math.abs(printedHeightMm(page) - 86)).toBeLessThan(0.5)
    }
    const [plain, mirrored] = pages as [(typeof pages)[0], (typeof pages)[0]]
    expect(plain.design!.a).toBeGreaterThan(0)
    expect(mirrored.design!.a).toBeLessThan(0)
    // Centred across the page either way: the left edge is where (210 − 120) / 2 puts it.
    expect(Math.abs(plain.design!.e / PT_PER_MM - 45)).toBeLessThan(0.5)
    expect(Math.abs((mirrored.design!.e + mirrored.design!.a * 120) / PT_PER_MM - 45)).toBeLessThan(0.5)
    // y runs down the design, up the page.
    expect(plain.design!.d).toBeCloseTo(-PT_PER_MM, 4)
  })

  it('draws only the line work, as vectors in the design form', async () => {
    const pdf = await stencilPdf(frame(120, 86), { paper: 'a4', labels: LABELS })
    const [page] = await readPdf(pdf)
    expect(page!.formBox).toEqual({ w: 120, h: 86 })
    expect(page!.content).not.toMatch(/\bBI\b|\/Im\d/)
  })

  it('uses Letter paper when asked', async () => {
    const pages = await readPdf(await stencilPdf(frame(120, 86), { paper: 'letter', labels: LABELS }))
    for (const page of pages) {
      expect(Math.abs(page.widthMm - 215.9)).toBeLessThan(0.5)
      expect(Math.abs(page.heightMm - 279.4)).toBeLessThan(0.5)
      expect(Math.abs(printedWidthMm(page) - 120)).toBeLessThan(0.5)
    }
  })

  it('turns the page to landscape for a wide design that fits that way', async () => {
    const pages = await readPdf(await stencilPdf(frame(240, 100), { paper: 'a4', labels: LABELS }))
    expect(pages).toHaveLength(2)
    expect(Math.abs(pages[0]!.widthMm - 297)).toBeLessThan(0.5)
    expect(Math.abs(printedWidthMm(pages[0]!) - 240)).toBeLessThan(0.5)
  })

  it('tiles a 400 mm design across A4 pages at real size, never scaled down', async () => {
    const plan = planSheet('a4', 400, 300)
    expect(plan.tiles.length).toBeGreaterThan(1)
    const pages = await readPdf(await stencilPdf(frame(400, 300), { paper: 'a4', labels: LABELS }))
    expect(pages).toHaveLength(2 * plan.tiles.length)
    for (const page of pages) {
      expect(Math.abs(printedWidthMm(page) - 400)).toBeLessThan(0.5)
      expect(Math.abs(printedHeightMm(page) - 300)).toBeLessThan(0.5)
      // Clipped to its tile: the clip rectangle fits within the page.
      expect(page.content).toMatch(/re W n/)
    }
  })

  for (const [paper, size] of [
    ['a4', [400, 300]],
    ['letter', [600, 180]],
    ['a4', [90, 600]],
  ] as const) {
    it(`tiles ${size.join(' × ')} mm on ${paper} so the windows cover the design, overlap, and fit the page`, () => {
      const [w, h] = size
      const plan = planSheet(paper, w, h)
      const longSide = Math.max(PAPERS[paper].widthMm, PAPERS[paper].heightMm)
      expect(Math.max(plan.pageWidthMm, plan.pageHeightMm)).toBe(longSide)
      for (const { window } of plan.tiles) {
        expect(window.w).toBeLessThanOrEqual(plan.area.w + 1e-9)
        expect(window.h).toBeLessThanOrEqual(plan.area.h + 1e-9)
      }
      const last = plan.tiles.at(-1)!
      expect(last.window.x + last.window.w).toBeCloseTo(w, 9)
      expect(last.window.y + last.window.h).toBeCloseTo(h, 9)
      if (plan.columns > 1) expect(plan.tiles[0]!.window.w - plan.tiles[1]!.window.x).toBeCloseTo(OVERLAP_MM, 9)
      expect(plan.tiles.map((t) => `${t.row},${t.column}`)).toContain(`${plan.rows},${plan.columns}`)
    })
  }

  it('gives the same bytes for the same design and labels', async () => {
    const a = await stencilPdf(frame(120, 86), { paper: 'a4', labels: LABELS })
    const b = await stencilPdf(frame(120, 86), { paper: 'a4', labels: LABELS })
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    expect(new TextDecoder('latin1').decode(a)).not.toMatch(/CreationDate|ModDate|\/ID\s*\[/)
  })

  it('draws Japanese, Korean and Chinese labels as paths', async () => {
    const fills = async (labels: StencilPdfLabels, language?: 'ja' | 'ko' | 'zh') =>
      (await readPdf(await stencilPdf(frame(120, 86), { paper: 'a4', labels, language })))[0]!.fills
    const blank = await fills({ ...LABELS, title: '', unmirrored: '' })
    for (const [language, title, unmirrored] of [
      ['ja', '転写用ステンシル', 'デザインどおり'],
      ['ko', '전사용 스텐실', '디자인 그대로'],
      ['zh', '转印模板', '原样'],
    ] as const) {
      const drawn = await fills({ ...LABELS, title, unmirrored }, language)
      expect(drawn - blank, language).toBeGreaterThanOrEqual(2)
    }
  })
})
