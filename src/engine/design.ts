import { DEFAULT_PLACEMENT, flowersOf, layoutFor } from './birth-flower/choice.ts'
import { drawBirthFlowers } from './birth-flower/compose.ts'
import { arrange } from './birth-flower/layouts.ts'
import { FLOWER_MODELS } from './flowers/index.ts'
import { checkDrawnRequest } from './check-request.ts'
import { canvasFor, type Canvas } from './compose/canvas.ts'
import { Sketch, type Ink } from './ink/sketch.ts'
import { PLACEMENTS, type PlacementId } from './placements.ts'
import { photoDesign } from './photo/photo-design.ts'
import { drawingGapMm } from './print/narrowest-gap.ts'
import { Random, variationSeed } from './random.ts'
import { checkPdfRequest, requestedPdf } from './render/pdf-request.ts'
import { renderPngAsync } from './render/png.ts'
import { svgBytes, toSvg } from './render/svg.ts'
import {
  type DesignOutput,
  type DesignRequest,
  type DrawnRequest,
  type BirthFlowerRequest,
  type DesignResult,
  type GenerateOptions,
} from './request.ts'
import { STYLES, type ColourMode, type StyleId } from './styles.ts'
import { composeText } from './text/compose.ts'
import { readPrompt, type Reading } from './text/reading.ts'

/** A checked request with every default decided: what each variation is drawn from. */
export interface Plan {
  request: DrawnRequest
  reading: Reading | null
  style: StyleId
  colour: ColourMode
  canvas: Canvas
  concepts: string[]
  variations: number
  seed: number
}

export function plan(request: DrawnRequest): Plan {
  checkDrawnRequest(request)
  const variations = request.variations ?? 1
  const seed = request.seed ?? 1
  let style: StyleId
  let placement: PlacementId
  let concepts: string[]
  let reading: Reading | null = null
  if (request.tool === 'text') {
    reading = readPrompt(request)
    style = reading.style
    placement = reading.placement
    concepts = reading.concepts
  } else {
    style = request.style ?? 'fine-line'
    placement = request.placement ?? DEFAULT_PLACEMENT[layoutFor(request)]
    concepts = [...new Set(flowersOf(request))]
  }
  const { sizeMm } = request
  const colour = request.colour ?? STYLES[style].defaultColour
  let canvas = canvasFor(placement, sizeMm)
  if (request.tool === 'birth-flower' && sizeMm === undefined)
    canvas = roomyCanvas(request, placement, STYLES[style].weights.outline, canvas)
  return { request, reading, style, colour, canvas, concepts, variations, seed }
}

/** A bloom narrower than this many outline widths cannot keep its petals apart. */
const MIN_BLOOM_LINES = 12

/**
 * When the placement's usual size leaves the blooms too small for the style's lines (five
 * traditional flowers on a wrist band), the design grows, up to the largest size the spot takes.
 */
function roomyCanvas(request: BirthFlowerRequest, placement: PlacementId, outlineMm: number, canvas: Canvas): Canvas {
  const models = flowersOf(request).map((id) => FLOWER_MODELS[id])
  const trial = arrange(layoutFor(request), models, canvas, new Random(0), Boolean(request.lettering?.trim()))
  const smallest = Math.min(...trial.flowers.map((f) => f.sprig.headMm * Math.sqrt(f.flower.weight)))
  const grow = (MIN_BLOOM_LINES * outlineMm) / smallest
  if (!(grow > 1)) return canvas
  const { sizeMm, maxMm } = PLACEMENTS[placement]
  return canvasFor(placement, Math.min(maxMm, sizeMm * grow))
}

export interface Drawing {
  seed: number
  ink: Ink
  svg: string
  stencilSvg: string
  missing: string[]
}

/** Draws variation `index` (0-based) of a plan as vector art. */
export function drawVariation(p: Plan, index: number): Drawing {
  const seed = variationSeed(p.seed, index)
  const rng = new Random(seed)
  const sk = new Sketch(STYLES[p.style], p.colour)
  const missing =
    p.reading !== null
      ? composeText(sk, rng, p.reading, p.canvas, { index, seed: p.seed })
      : drawBirthFlowers(sk, rng, p.request as Extract<DesignRequest, { tool: 'birth-flower' }>, p.canvas)
  const ink = sk.compile(p.canvas.widthMm, p.canvas.heightMm)
  return {
    seed,
    ink,
    svg: toSvg(ink),
    stencilSvg: toSvg(ink, { layers: ['line'], mirror: p.request.mirrorStencil ?? false }),
    missing,
  }
}

/**
 * 1–4 variations of a design as vector art, each with its PNG and stencil, drawn on the calling
 * thread (the engine thread runs this; see generate.ts). Same request and seed, same bytes.
 */
export async function designInThisThread(
  request: DesignRequest,
  { signal, onProgress }: GenerateOptions = {},
): Promise<DesignResult> {
  checkPdfRequest(request.pdf)
  if (request.tool === 'photo') return photoDesign(request, { signal, onProgress })
  const started = performance.now()
  const p = plan(request)
  const missing = new Set<string>()
  const pending: Promise<DesignOutput>[] = []
  let done = 0
  for (let i = 0; i < p.variations; i++) {
    signal?.throwIfAborted()
    const d = drawVariation(p, i)
    for (const ch of d.missing) missing.add(ch)
    const { widthMm, heightMm } = p.canvas
    // The raster renders in the background while the stencil sheet and the next variation are drawn.
    const png = renderPngAsync(d.svg, widthMm, heightMm)
    const pdf = requestedPdf(request.pdf, d.ink, request.language)
    const gapMm = drawingGapMm(d.ink)
    pending.push(
      Promise.all([png, pdf]).then(([png, pdf]) => {
        onProgress?.(++done / p.variations)
        return {
          index: i + 1,
          seed: d.seed,
          widthMm,
          heightMm,
          svg: svgBytes(d.svg),
          png,
          stencilSvg: svgBytes(d.stencilSvg),
          ...(pdf && { pdf }),
          thinnestMm: d.ink.thinnestMm,
          gapMm,
          capHeightMm: d.ink.capHeightMm ?? null,
        }
      }),
    )
  }
  const outputs = await Promise.all(pending)
  signal?.throwIfAborted()
  return { outputs, concepts: p.concepts, style: p.style, missing: [...missing], ms: Math.round(performance.now() - started) }
}
