import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generate } from '../generate.ts'
import { EngineInputError } from '../request.ts'
import { MIN_LINE_MM } from '../styles.ts'
import { svgProblems } from '../testing/check-svg.ts'
import { UploadRejected } from './intake/rejection.ts'
import { photoDesign, PREVIEW_LONG_SIDE, previewPng, treatPhoto } from './photo-design.ts'
import { TREATMENT_IDS } from './treatments/index.ts'

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/photos')
const PHOTOS = ['chelsea.png', 'coffee.png', 'astronaut.png'] as const
const photo = (name: string) => readFile(join(FIXTURES, name))

/** Share of inked pixels in a PNG's alpha. */
async function inkShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true })
  let inked = 0
  for (const a of data) if (a > 127) inked++
  return inked / (info.width * info.height)
}

describe('photo to tattoo', () => {
  for (const name of PHOTOS)
    it(`turns ${name} into valid outputs in every treatment`, async () => {
      const image = await photo(name)
      for (const treatment of TREATMENT_IDS) {
        const { outputs, style } = await photoDesign({ tool: 'photo', image, treatment, sizeMm: 100 })
        const o = outputs[0]!
        const where = `${name} ${treatment}`
        expect(style).toBe(treatment)
        expect(Math.max(o.widthMm, o.heightMm), where).toBeCloseTo(100, 5)
        const svg = o.svg.toString()
        expect(svgProblems(svg, o.widthMm, o.heightMm), where).toEqual([])
        expect(svgProblems(o.stencilSvg.toString(), o.widthMm, o.heightMm), where).toEqual([])
        expect(o.thinnestMm, where).toBeGreaterThanOrEqual(MIN_LINE_MM)
        const meta = await sharp(o.png).metadata()
        expect(Math.max(meta.width, meta.height), where).toBe(2048)
        expect(meta.hasAlpha, where).toBe(true)
        // A tattoo, not an empty sheet nor a black one.
        const share = await inkShare(o.png)
        expect(share, `${where} ink share`).toBeGreaterThan(0.01)
        expect(share, `${where} ink share`).toBeLessThan(0.8)
        // Vectorised to a sensible number of nodes, not one per pixel.
        const nodes = (svg.match(/[ML]/g) ?? []).length
        expect(nodes, `${where} nodes`).toBeLessThan(400_000)
      }
    }, 120_000)

  it('keeps nothing thinner than the needle floor in the traced ink', async () => {
    const t = await treatPhoto({
      tool: 'photo',
      image: await photo('chelsea.png'),
      treatment: 'line-art',
      lineWeightMm: 0.3,
      detail: 5,
    })
    // Every inked pixel has a 0.3 mm disc of ink around it: a 0.3 mm erosion and regrowth changes nothing.
    const { open } = await import('./raster/distance.ts')
    const m = t.ink[0]!.mask
    const again = open(m, (MIN_LINE_MM / 2) * t.pxPerMm)
    let differ = 0
    for (let i = 0; i < m.data.length; i++) if (m.data[i] !== again.data[i]) differ++
    expect(differ / m.data.length).toBeLessThan(0.0005)
  })

  it('previews at screen resolution the same design in the same millimetres, with about the same ink', async () => {
    const image = await photo('coffee.png')
    for (const treatment of ['line-art', 'dotwork'] as const) {
      const full = await treatPhoto({ tool: 'photo', image, treatment, sizeMm: 150 })
      const preview = await treatPhoto({ tool: 'photo', image, treatment, sizeMm: 150 }, { preview: true })
      expect(Math.max(preview.w, preview.h)).toBe(PREVIEW_LONG_SIDE)
      expect(preview.widthMm).toBeCloseTo(full.widthMm, 5)
      expect(preview.heightMm).toBeCloseTo(full.heightMm, 5)
      const [a, b] = [await inkShare(await previewPng(preview)), await inkShare(await previewPng(full))]
      // Fewer pixels drop some of the finest lines, never the design.
      expect(Math.abs(a - b) / b, treatment).toBeLessThan(0.35)
    }
  })

  it('is deterministic for the same seed and moves the dots for another', async () => {
    const image = await photo('coffee.png')
    const a = await photoDesign({ tool: 'photo', image, treatment: 'dotwork', seed: 3 })
    const b = await photoDesign({ tool: 'photo', image, treatment: 'dotwork', seed: 3 })
    const c = await photoDesign({ tool: 'photo', image, treatment: 'dotwork', seed: 4 })
    expect(a.outputs[0]!.svg.equals(b.outputs[0]!.svg)).toBe(true)
    expect(a.outputs[0]!.svg.equals(c.outputs[0]!.svg)).toBe(false)
  })

  it('follows the controls: detail, line weight, invert, mirror, isolation', async () => {
    const image = await photo('chelsea.png')
    const ink = async (extra: object) => {
      const t = await treatPhoto({ tool: 'photo', image, treatment: 'line-art', ...extra })
      return inkShare(await previewPng(t))
    }
    const base = await ink({})
    expect(await ink({ detail: 5 })).toBeGreaterThan(await ink({ detail: 1 }))
    expect(await ink({ lineWeightMm: 1.4 })).toBeGreaterThan(base)
    // White lines cut from black: most of the picture inked.
    expect(await ink({ invert: true })).toBeGreaterThan(0.5)
    const plain = await photoDesign({ tool: 'photo', image, treatment: 'stencil' })
    const mirrored = await photoDesign({ tool: 'photo', image, treatment: 'stencil', mirrorStencil: true })
    expect(mirrored.outputs[0]!.stencilSvg.toString()).toContain('matrix(-1 0 0 1')
    expect(plain.outputs[0]!.stencilSvg.toString()).not.toContain('matrix(-1 0 0 1')
    // The cat's blurred background is dropped and the design framed to the cat.
    const isolated = await treatPhoto({ tool: 'photo', image, treatment: 'line-art', isolate: true })
    const whole = await treatPhoto({ tool: 'photo', image, treatment: 'line-art' })
    expect(isolated.w * isolated.h).toBeLessThan(whole.w * whole.h)
  })

  it('refuses bad controls with the field named', async () => {
    const image = await photo('chelsea.png')
    for (const [bad, field] of [
      [{ treatment: 'oil-paint' }, 'treatment'],
      [{ detail: 7 }, 'detail'],
      [{ lineWeightMm: 0.1 }, 'lineWeightMm'],
      [{ sizeMm: 5000 }, 'sizeMm'],
    ] as const) {
      const error = await photoDesign({ tool: 'photo', image, ...(bad as object) }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(EngineInputError)
      expect((error as EngineInputError).field).toBe(field)
    }
  })

  it('runs on the engine thread and brings a rejected file back as UploadRejected with its reason', async () => {
    const ok = await generate({ tool: 'photo', image: await photo('coffee.png'), treatment: 'halftone' })
    expect(ok.outputs).toHaveLength(1)
    const error = await generate({ tool: 'photo', image: new Uint8Array(0) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UploadRejected)
    expect((error as UploadRejected).reason).toBe('empty')
  })
})
