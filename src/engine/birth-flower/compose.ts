import type { Canvas } from '../compose/canvas.ts'
import { drawLettering, drawTie, faceFor } from '../compose/lettering.ts'
import { drawVine } from '../compose/vine.ts'
import { FLOWER_MODELS } from '../flowers/index.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import type { BirthFlowerRequest } from '../request.ts'
import { flowersOf, layoutFor } from './choice.ts'
import { arrange } from './layouts.ts'

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
  // The style's pick is drawn even when the request names a face, so a seed's banner curve stays put.
  const suited = faceFor(sk.style.id, r)
  return drawLettering(sk, r, lettering, slot, { font: request.font ?? suited, language: request.language })
}
