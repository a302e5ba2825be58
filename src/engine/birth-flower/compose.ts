import { BIRTH_FLOWERS, type BirthFlowerId } from '../birth-flowers.ts'
import type { Canvas } from '../compose/canvas.ts'
import { drawLettering, drawTie, faceFor } from '../compose/lettering.ts'
import { drawVine } from '../compose/vine.ts'
import { FLOWER_MODELS } from '../flowers/index.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { PlacementId } from '../placements.ts'
import type { Random } from '../random.ts'
import { EngineInputError, MAX_BOUQUET_MONTHS, type BirthFlowerRequest } from '../request.ts'
import { arrange, type LayoutId } from './layouts.ts'

export const DEFAULT_PLACEMENT: Record<LayoutId, PlacementId> = {
  'single-stem': 'forearm',
  bouquet: 'upper-arm',
  wreath: 'shoulder',
  spine: 'ribs',
  band: 'wrist-band',
}

export function layoutFor(request: BirthFlowerRequest): LayoutId {
  if (request.layout) return request.layout
  const n = request.months.length
  return n === 1 ? 'single-stem' : n <= MAX_BOUQUET_MONTHS ? 'bouquet' : 'wreath'
}

/** The flowers a request asks for, in month order as given. */
export function flowersOf(request: BirthFlowerRequest): BirthFlowerId[] {
  return request.months.map((month, i) => {
    const entry = BIRTH_FLOWERS[month - 1]
    if (!entry) throw new EngineInputError('months', `month ${month} is not between 1 and 12`)
    return request.flowers?.[i] === 'secondary' ? entry.secondary : entry.primary
  })
}

/** Draws the birth flowers of a request `plan()` has checked; returns characters no face could letter. */
export function drawBirthFlowers(sk: Sketch, rng: Random, request: BirthFlowerRequest, canvas: Canvas): string[] {
  const layout = layoutFor(request)
  const ids = flowersOf(request)
  const lettering = request.lettering?.trim() ?? ''
  const plan = arrange(
    layout,
    ids.map((id) => FLOWER_MODELS[id]),
    canvas,
    rng.fork('layout'),
    lettering.length > 0,
  )
  plan.vines.forEach((vine, i) => drawVine(sk, rng.fork(`vine${i}`), vine.path, vine))
  plan.flowers.forEach(({ flower, sprig }, i) => flower.draw(sk, rng.fork(`flower${i}:${flower.id}`), sprig))
  const slot = plan.lettering
  if (!slot) return []
  if (lettering.length === 0) {
    if (slot.kind === 'ribbon') drawTie(sk, slot.centre, slot.widthMm)
    return []
  }
  const r = rng.fork('lettering')
  return drawLettering(sk, r, lettering, slot, { font: faceFor(sk.style.id, r), language: request.language })
}
