import { flowersOf, layoutFor } from './birth-flower/choice.ts'
import { isLetteringFontId } from './lettering/fonts.ts'
import { checkPhotoRequest } from './photo/photo-request.ts'
import { isPlacementId, PLACEMENTS } from './placements.ts'
import { EngineInputError, MAX_BOUQUET_MONTHS, MAX_VARIATIONS, type DesignRequest, type DrawnRequest } from './request.ts'
import { isStyleId } from './styles.ts'

/**
 * Sizes a request may ask for: every placement's own range, and from 10 to 600 mm whatever the
 * placement (a text prompt's placement is only known once the prompt is read).
 */
const SIZE_RANGE_MM = [
  Math.min(10, ...Object.values(PLACEMENTS).map((p) => p.minMm)),
  Math.max(600, ...Object.values(PLACEMENTS).map((p) => p.maxMm)),
] as const

/**
 * What `plan` refuses in a drawn request (EngineInputError naming the field), checked from the
 * fields alone: nothing is read or drawn, so this module stays light.
 */
export function checkDrawnRequest(request: DrawnRequest): void {
  const variations = request.variations ?? 1
  if (!Number.isInteger(variations) || variations < 1 || variations > MAX_VARIATIONS)
    throw new EngineInputError('variations', `variations must be a whole number from 1 to ${MAX_VARIATIONS}`)
  if (request.style !== undefined && !isStyleId(request.style))
    throw new EngineInputError('style', `unknown style "${request.style}"`)
  if (request.placement !== undefined && !isPlacementId(request.placement))
    throw new EngineInputError('placement', `unknown placement "${request.placement}"`)
  if (request.colour !== undefined && request.colour !== 'bw' && request.colour !== 'color')
    throw new EngineInputError('colour', 'colour must be bw or color')
  if (request.seed !== undefined && !Number.isInteger(request.seed))
    throw new EngineInputError('seed', 'seed must be a whole number')
  if (request.tool === 'text') {
    if (typeof request.prompt !== 'string' || request.prompt.trim() === '')
      throw new EngineInputError('prompt', 'the prompt is empty')
    if (request.lettering !== undefined && typeof request.lettering !== 'string')
      throw new EngineInputError('lettering', 'lettering must be text')
  } else if (request.tool === 'birth-flower') {
    if (!Array.isArray(request.months) || request.months.length === 0 || request.months.length > 12)
      throw new EngineInputError('months', 'choose from 1 to 12 months')
    if (layoutFor(request) === 'bouquet' && request.months.length > MAX_BOUQUET_MONTHS)
      throw new EngineInputError('months', `a bouquet holds up to ${MAX_BOUQUET_MONTHS} months`)
    flowersOf(request)
  } else throw new EngineInputError('tool', 'unknown tool (photos go through photoDesign)')
  if (request.font !== undefined && !isLetteringFontId(request.font))
    throw new EngineInputError('font', `unknown font "${request.font}"`)
  const { sizeMm } = request
  const [least, most] = SIZE_RANGE_MM
  if (sizeMm !== undefined && (!Number.isFinite(sizeMm) || sizeMm < least || sizeMm > most))
    throw new EngineInputError('sizeMm', `size must be between ${least} and ${most} mm`)
}

/**
 * The engine's own check of a request, without drawing it: what `generate` would refuse
 * (EngineInputError naming the field) is refused here, before a job is queued. A photo's bytes are
 * checked by the upload intake, not here. The web server runs it, so it imports none of the
 * drawing code (the engine's vocabulary and models stay on the engine's threads).
 */
export function checkDesignRequest(request: DesignRequest): void {
  if (request.tool === 'photo') checkPhotoRequest(request.image ? request : { ...request, image: new Uint8Array() })
  else checkDrawnRequest(request)
}
