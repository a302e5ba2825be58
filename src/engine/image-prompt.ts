import { DEFAULT_PLACEMENT, flowersOf, layoutFor } from './birth-flower/choice.ts'
import type { LayoutId } from './birth-flower/layouts.ts'
import type { TreatmentId } from './photo/treatments/index.ts'
import { PLACEMENTS, type PlacementId } from './placements.ts'
import type { DesignRequest } from './request.ts'
import type { StyleId } from './styles.ts'
import { CONCEPTS } from './text/lexicon/index.ts'
import { readPrompt } from './text/reading.ts'

/** What a neural image service is asked for a design request, in English. */
export interface ImagePrompt {
  prompt: string
  negativePrompt: string
  /** Pixel size to ask for: about one megapixel, multiples of 64, in the placement's proportion. */
  width: number
  height: number
  /** The placement the design is for (for a photo, none: it keeps the photo's proportion). */
  placement: PlacementId | null
  /** Long side at print size, mm: the request's, else the placement's usual one (a photo: its own default). */
  sizeMm: number | null
  /** The style the design is asked in, or for a photo its treatment. */
  style: StyleId | TreatmentId
  /** English ids of what is drawn (concepts, or birth flowers). */
  concepts: string[]
  /** Texts the design letters, as the user wrote them; empty: the picture must carry no text. */
  lettering: string[]
}

const STYLE_WORDS: Record<StyleId, string> = {
  'fine-line': 'fine line tattoo, delicate thin single-needle lines',
  minimalist: 'minimalist tattoo, few simple lines, lots of empty space',
  traditional: 'American traditional tattoo, bold black outlines, simple solid shapes',
  'neo-traditional': 'neo-traditional tattoo, bold outlines, ornate details',
  blackwork: 'blackwork tattoo, solid black shapes, strong contrast',
  dotwork: 'dotwork tattoo, stippled shading made of dots',
  geometric: 'geometric tattoo, precise lines, sacred geometry',
  botanical: 'botanical illustration tattoo, fine detailed leaves and stems',
  watercolor: 'watercolor tattoo line drawing, loose expressive outlines',
  lettering: 'tattoo lettering, script typography',
  japanese: 'Japanese irezumi tattoo, bold outlines, waves and wind bars',
  tribal: 'tribal tattoo, flowing solid black shapes',
  sketch: 'sketch tattoo, loose pencil-like lines',
}

const LAYOUT_WORDS: Record<LayoutId, string> = {
  'single-stem': 'a single long stem',
  bouquet: 'a small tied bouquet',
  wreath: 'a round wreath',
  spine: 'a tall vertical arrangement',
  band: 'a band that wraps around',
}

const TREATMENT_WORDS: Record<TreatmentId, string> = {
  'line-art': 'clean line art of the subject, outlines only',
  stencil: 'a tattoo stencil of the subject, clear outlines, no shading',
  sketch: 'a pencil sketch of the subject, hatched shading',
  dotwork: 'a dotwork drawing of the subject, shading made of dots',
  blackwork: 'a blackwork drawing of the subject, solid black shapes',
  woodcut: 'a woodcut print of the subject, carved black lines',
  halftone: 'a halftone drawing of the subject, dot shading',
}

/** Ends every prompt: what lets the engine's photo pipeline trace the picture cleanly. */
const FLASH = 'tattoo flash, clean line work, black ink, white background'
const NEGATIVE = 'photo, photorealistic, skin, arm, body, colour gradients, blurry, noise, watermark, signature, frame, border'
const NEGATIVE_TEXT = 'text, letters, words, writing, captions'

/** Width ÷ height stays within what image models draw well (1:3 to 3:1). */
const ASPECT_RANGE = [1 / 3, 3] as const
const PIXELS = 1024 * 1024

const conceptWord = new Map(CONCEPTS.map((c) => [c.id, c.words.en[0] ?? c.id.replaceAll('-', ' ')]))
const flowerWord = (id: string) => id.replaceAll('-', ' ')

/**
 * The engine's reading of a design request, written as a prompt for a neural image service
 * (OpenAI Images, ComfyUI): the subject in English whatever the language it was asked in, the
 * style's words, and "no text" unless lettering was asked for. Pure: runs anywhere.
 */
export function imagePrompt(request: DesignRequest): ImagePrompt {
  if (request.tool === 'photo') {
    const treatment = request.treatment ?? 'line-art'
    return {
      prompt: `Redraw this photo as ${TREATMENT_WORDS[treatment] ?? TREATMENT_WORDS['line-art']}, keeping its composition; ${FLASH}, no text`,
      negativePrompt: `${NEGATIVE}, ${NEGATIVE_TEXT}`,
      ...imagePixelSize(1),
      placement: null,
      sizeMm: request.sizeMm ?? null,
      style: treatment,
      concepts: [],
      lettering: [],
    }
  }
  if (request.tool === 'birth-flower') {
    const flowers = [...new Set(flowersOf(request))]
    const layout = layoutFor(request)
    const placement = request.placement ?? DEFAULT_PLACEMENT[layout]
    const style = request.style ?? 'fine-line'
    const lettering = request.lettering?.trim() ? [request.lettering.trim()] : []
    const subject = `birth flower tattoo design: ${listed(flowers.map(flowerWord))} as ${LAYOUT_WORDS[layout]}`
    return written({ subject, style, placement, sizeMm: request.sizeMm, concepts: flowers, lettering })
  }
  const reading = readPrompt(request)
  const words = reading.concepts.map((id) => conceptWord.get(id) ?? id)
  // Nothing the engine knows: the model reads the prompt itself (image models read many languages).
  const subject =
    words.length > 0
      ? `tattoo design of ${listed(words)}`
      : reading.lettering.length > 0
        ? 'tattoo lettering design'
        : `tattoo design: ${reading.prompt}`
  return written({
    subject,
    style: reading.style,
    placement: reading.placement,
    sizeMm: request.sizeMm,
    concepts: reading.concepts,
    lettering: reading.lettering,
  })
}

function written({
  subject,
  style,
  placement,
  sizeMm,
  concepts,
  lettering,
}: {
  subject: string
  style: StyleId
  placement: PlacementId
  sizeMm: number | undefined
  concepts: string[]
  lettering: string[]
}): ImagePrompt {
  const { aspect } = PLACEMENTS[placement]
  const shape = aspect < 0.8 ? 'tall vertical composition' : aspect > 1.25 ? 'wide horizontal composition' : 'compact composition'
  const text =
    lettering.length > 0 ? `with the lettering ${lettering.map((t) => `"${t}"`).join(' and ')} spelled exactly` : 'no text'
  return {
    prompt: `${subject}, ${STYLE_WORDS[style]}, ${shape} for the ${placement.replaceAll('-', ' ')}, ${text}; ${FLASH}`,
    negativePrompt: lettering.length > 0 ? NEGATIVE : `${NEGATIVE}, ${NEGATIVE_TEXT}`,
    ...imagePixelSize(aspect),
    placement,
    sizeMm: sizeMm ?? PLACEMENTS[placement].sizeMm,
    style,
    concepts,
    lettering,
  }
}

/** About a megapixel in this proportion (width ÷ height, held within 1:3 to 3:1), sides in multiples of 64. */
export function imagePixelSize(aspect: number): { width: number; height: number } {
  const a = Math.min(ASPECT_RANGE[1], Math.max(ASPECT_RANGE[0], aspect))
  const round64 = (n: number) => Math.max(64, Math.round(n / 64) * 64)
  let width = round64(Math.sqrt(PIXELS * a))
  let height = round64(Math.sqrt(PIXELS / a))
  // Rounding may push a 3:1 shape past it; the short side gives way.
  if (width > height * ASPECT_RANGE[1]) height += 64
  if (height > width * ASPECT_RANGE[1]) width += 64
  return { width, height }
}

function listed(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
