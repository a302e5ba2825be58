import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generate } from './generate.ts'
import type { PdfRequest } from './request.ts'
import { printedWidthMm, readPdf } from './testing/read-pdf.ts'

const PDF: PdfRequest = {
  paper: 'a4',
  labels: {
    title: 'ステンシル',
    unmirrored: 'デザインどおり',
    mirrored: '反転（転写用）',
    calibration: '実寸（100%）で印刷してください。このバーは100 mmです',
    tile: '{row}行 {column}列',
    joinTiles: '印が重なるように紙を重ねてください',
  },
  language: 'ja',
}

describe('stencil PDF from generate()', () => {
  it('comes with every variation, made on the engine thread, the design at its real size', async () => {
    const request = { tool: 'text', prompt: 'swallow with "Home"', variations: 2, seed: 7, pdf: PDF } as const
    const result = await generate(request)
    for (const output of result.outputs) {
      expect(output.pdf).toBeInstanceOf(Uint8Array)
      const pages = await readPdf(output.pdf!)
      expect(pages).toHaveLength(2)
      for (const page of pages) expect(Math.abs(printedWidthMm(page) - output.widthMm)).toBeLessThan(0.5)
      expect(pages[1]!.design!.a).toBeLessThan(0)
    }
    // Same seed, same bytes: pdf-lib writes no dates or ids here.
    const again = await generate(request)
    expect(Buffer.from(again.outputs[1]!.pdf!).equals(Buffer.from(result.outputs[1]!.pdf!))).toBe(true)
  })

  it('is left out when not asked for', async () => {
    const { outputs } = await generate({ tool: 'text', prompt: 'owl', seed: 1 })
    expect(outputs[0]!.pdf).toBeUndefined()
  })

  it('comes with a photo design too', async () => {
    const image = await readFile(join(import.meta.dirname, '../../tests/fixtures/photos/coffee.png'))
    const { outputs } = await generate({ tool: 'photo', image, sizeMm: 90, pdf: { ...PDF, paper: 'letter' } })
    const pages = await readPdf(outputs[0]!.pdf!)
    expect(Math.abs(pages[0]!.widthMm - 215.9)).toBeLessThan(0.5)
    expect(Math.abs(printedWidthMm(pages[0]!) - outputs[0]!.widthMm)).toBeLessThan(0.5)
  })

  it('refuses an unknown paper or a missing label, naming the field', async () => {
    await expect(generate({ tool: 'text', prompt: 'owl', pdf: { ...PDF, paper: 'a3' as 'a4' } })).rejects.toMatchObject({
      name: 'EngineInputError',
      field: 'pdf.paper',
    })
    const { title: _, ...labels } = PDF.labels
    await expect(
      generate({ tool: 'text', prompt: 'owl', pdf: { ...PDF, labels: labels as PdfRequest['labels'] } }),
    ).rejects.toMatchObject({ name: 'EngineInputError', field: 'pdf.labels.title' })
  })
})
