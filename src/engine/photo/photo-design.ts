import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { INK, type Ink, type InkShape } from '../ink/sketch.ts'
import { Random } from '../random.ts'
import { narrowestGapMm } from '../print/narrowest-gap.ts'
import { requestedPdf } from '../render/pdf-request.ts'
import { renderPngAsync } from '../render/png.ts'
import { rasterOptions } from '../render/raster-options.ts'
import { svgBytes, toSvg } from '../render/svg.ts'
import { type DesignResult, type GenerateOptions, type PhotoRequest } from '../request.ts'
import { MIN_LINE_MM } from '../styles.ts'
import { subjectMask } from './isolate.ts'
import { open } from './raster/distance.ts'
import { gray, mask, type Gray, type Mask } from './raster/image.ts'
import { adjustTone } from './tone.ts'
import { traceMask } from './trace.ts'
import type { Treated } from './treatments/context.ts'
import { TREATMENTS, type TreatmentId } from './treatments/index.ts'
import { loadWorkingImage } from './working-image.ts'
import { checkPhotoRequest } from './photo-request.ts'

/** A photo after its treatment, before vectorising: what the raster preview shows. */
export interface TreatedPhoto {
  treatment: TreatmentId
  widthMm: number
  heightMm: number
  pxPerMm: number
  w: number
  h: number
  /** Traced ink, already cleared of anything thinner than the needle floor. */
  ink: Treated['traced']
  shapes: InkShape[]
  /** The stencil's own line work, traced on demand (null: the design's lines). */
  stencil: (() => Mask) | null
  seed: number
  mirrorStencil: boolean
}

/**
 * The working resolution follows the print size (about 10 px a millimetre, enough to place a
 * 0.3 mm line), within bounds that keep small prints smooth and large ones fast.
 */
const workingLongSide = (sizeMm: number) => Math.min(1600, Math.max(900, Math.round(sizeMm * 10)))

/**
 * A preview is for a screen: the same treatment, every measure in millimetres, on fewer pixels,
 * so it shows in a fraction of the full result's time and looks the same at screen size.
 */
export const PREVIEW_LONG_SIDE = 720

/**
 * Decodes, isolates, adjusts and treats a photo: everything up to the raster preview. With
 * `preview`, at `longSide` pixels (PREVIEW_LONG_SIDE by default) instead of the working resolution.
 */
export async function treatPhoto(
  request: PhotoRequest,
  { preview = false, longSide: previewSide = PREVIEW_LONG_SIDE } = {},
): Promise<TreatedPhoto> {
  const c = checkPhotoRequest(request)
  const longSide = preview ? Math.min(previewSide, workingLongSide(c.sizeMm)) : workingLongSide(c.sizeMm)
  const img = await loadWorkingImage(request.image, longSide)
  let tone = img.tone
  let subject = request.isolate ? subjectMask(img) : null
  if (subject) ({ tone, subject } = framed(tone, subject))
  const { w, h } = tone
  const pxPerMm = Math.max(w, h) / c.sizeMm
  const spec = TREATMENTS[c.treatment]
  tone = adjustTone(tone, c.contrast, subject ?? undefined)
  if (request.invert && spec.invert === 'tone')
    for (let i = 0; i < tone.data.length; i++) if (!subject || subject.data[i]) tone.data[i] = 1 - tone.data[i]!
  const treated = spec.draw({
    tone,
    subject,
    pxPerMm,
    detail: c.detail,
    lineWeightMm: c.lineWeightMm,
    rng: new Random(c.seed),
    preview,
  })
  const floor = (MIN_LINE_MM / 2) * pxPerMm
  const ownStencil = treated.stencil
  const ink = treated.traced.map(({ mask: m, layer }) => {
    let drawn = request.invert && spec.invert === 'ink' ? invertedWithin(m, subject) : m
    // Opening by the needle floor: every inked pixel then lies in a 0.3 mm disc of ink.
    drawn = open(drawn, floor)
    return { mask: drawn, layer }
  })
  return {
    treatment: c.treatment,
    widthMm: w / pxPerMm,
    heightMm: h / pxPerMm,
    pxPerMm,
    w,
    h,
    ink,
    shapes: treated.shapes,
    stencil: ownStencil === 'design' ? null : () => open(ownStencil(), floor),
    seed: c.seed,
    mirrorStencil: request.mirrorStencil ?? false,
  }
}

/** The treated photo as a transparent PNG at working resolution, before any tracing. */
export async function previewPng(t: TreatedPhoto): Promise<Buffer> {
  const alpha = new Uint8Array(t.w * t.h)
  for (const { mask: m } of t.ink) for (let i = 0; i < alpha.length; i++) if (m.data[i]) alpha[i] = 255
  if (t.shapes.length) {
    const svg = toSvg({ shapes: t.shapes, widthMm: t.widthMm, heightMm: t.heightMm, thinnestMm: MIN_LINE_MM })
    const drawn = new Resvg(svg, rasterOptions(t.widthMm, t.heightMm, Math.max(t.w, t.h))).render()
    // resvg's width, height and pixels are native getters (pixels copies): read each once.
    const px = drawn.pixels
    const dw = drawn.width
    const rows = Math.min(t.h, drawn.height)
    const cols = Math.min(t.w, dw)
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < cols; x++) {
        const a = px[(y * dw + x) * 4 + 3]!
        const i = y * t.w + x
        if (a > alpha[i]!) alpha[i] = a
      }
  }
  // Ink-coloured pixels, the ink in the alpha channel: grey plus alpha, two bytes a pixel.
  const pixels = Buffer.alloc(t.w * t.h * 2)
  for (let i = 0; i < alpha.length; i++) {
    pixels[i * 2] = 0x11
    pixels[i * 2 + 1] = alpha[i]!
  }
  return sharp(pixels, { raw: { width: t.w, height: t.h, channels: 2 } })
    .png({ compressionLevel: 2 })
    .toBuffer()
}

/** The treated photo as vector art: traced outlines and drawn shapes, and the stencil's line work. */
export function vectorise(t: TreatedPhoto): { ink: Ink; stencil: Ink } {
  const mmPerPx = 1 / t.pxPerMm
  const shapes: InkShape[] = []
  for (const { mask: m, layer } of t.ink)
    for (const rings of traceMask(m, { mmPerPx })) shapes.push({ layer, rings, colour: INK })
  shapes.push(...t.shapes)
  const ink: Ink = { shapes, widthMm: t.widthMm, heightMm: t.heightMm, thinnestMm: MIN_LINE_MM }
  const stencilShapes =
    t.stencil === null
      ? shapes.map((s) => ({ ...s, layer: 'line' as const }))
      : traceMask(t.stencil(), { mmPerPx }).map((rings) => ({ layer: 'line' as const, rings, colour: INK }))
  return { ink, stencil: { ...ink, shapes: stencilShapes } }
}

/** The photo provider: one design from a photo, as SVG, PNG and stencil (same outputs as the drawn tools). */
export async function photoDesign(request: PhotoRequest, { signal, onProgress }: GenerateOptions = {}): Promise<DesignResult> {
  const started = performance.now()
  const treated = await treatPhoto(request)
  signal?.throwIfAborted()
  onProgress?.(0.4)
  const { ink, stencil } = vectorise(treated)
  const svg = toSvg(ink)
  const stencilSvg = toSvg(stencil, { layers: ['line'], mirror: treated.mirrorStencil })
  signal?.throwIfAborted()
  onProgress?.(0.7)
  const rendering = Promise.all([renderPngAsync(svg, ink.widthMm, ink.heightMm), requestedPdf(request.pdf, stencil)])
  const gapMm = narrowestGapMm(ink)
  const [png, pdf] = await rendering
  onProgress?.(1)
  return {
    outputs: [
      {
        index: 1,
        seed: treated.seed,
        widthMm: ink.widthMm,
        heightMm: ink.heightMm,
        svg: svgBytes(svg),
        png,
        stencilSvg: svgBytes(stencilSvg),
        ...(pdf && { pdf }),
        thinnestMm: ink.thinnestMm,
        gapMm,
        capHeightMm: null,
      },
    ],
    concepts: [],
    style: treated.treatment,
    missing: [],
    ms: Math.round(performance.now() - started),
  }
}

/** The subject's bounding box with a margin: the design is the subject, not the empty frame around it. */
function framed(tone: Gray, subject: Mask): { tone: Gray; subject: Mask } {
  let x0 = tone.w,
    y0 = tone.h,
    x1 = 0,
    y1 = 0
  for (let y = 0; y < tone.h; y++)
    for (let x = 0; x < tone.w; x++)
      if (subject.data[y * tone.w + x]) {
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        if (y > y1) y1 = y
      }
  const margin = Math.round(Math.max(x1 - x0, y1 - y0) * 0.03)
  x0 = Math.max(0, x0 - margin)
  y0 = Math.max(0, y0 - margin)
  x1 = Math.min(tone.w - 1, x1 + margin)
  y1 = Math.min(tone.h - 1, y1 + margin)
  const w = x1 - x0 + 1
  const h = y1 - y0 + 1
  const t = gray(w, h)
  const s = mask(w, h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      t.data[y * w + x] = tone.data[(y + y0) * tone.w + x + x0]!
      s.data[y * w + x] = subject.data[(y + y0) * tone.w + x + x0]!
    }
  return { tone: t, subject: s }
}

function invertedWithin(m: Mask, subject: Mask | null): Mask {
  const out = mask(m.w, m.h)
  for (let i = 0; i < out.data.length; i++) out.data[i] = (!subject || subject.data[i] ? 1 : 0) & (m.data[i]! ^ 1)
  return out
}
