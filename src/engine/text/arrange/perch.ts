import { around, centreOf } from '../../compose/subject.ts'
import { footCluster, letterInBand } from './shared.ts'
import { drawPart, footAt, turnedBox, type Arrangement } from './stage.ts'

/**
 * Perch: a bird (or any creature) standing on something (a swallow on an anchor, an owl on a
 * skull): the base fills the lower part of the placement, the bird stands on its perch point and
 * overlaps it, in front.
 */
export const perch: Arrangement = (st) => {
  const { area } = st
  const base = st.lead
  const bird = st.other!
  // The second look at a perch turns the base to its other form (a lion in profile, another anchor).
  const baseForm = st.formOf(base, st.variant % 2)
  const lower = { x: area.x, y: area.y + area.h * 0.34, w: area.w, h: area.h * 0.66 }
  const box = turnedBox(base.model.aspects[baseForm] ?? 1, lower, centreOf(lower), 0, 0.98)
  const anchors = drawPart(st, base, box, { form: baseForm })
  const top = anchors.perch ?? [box.x + box.w / 2, box.y]
  const room = Math.max(top[1] - area.y, area.h * 0.3)
  const size = Math.min(area.w * (st.variant % 2 === 1 ? 0.9 : 0.7), room * 1.25)
  // The bird's feet on the perch (a crown's rim on the head): its drawing, fitted to its own
  // proportions, stands on the point and overlaps the base by a sixth of its height.
  const form = st.formOf(bird)
  const crowned = bird.concept.id === 'crown'
  const fitted = turnedBox(bird.model.aspects[form] ?? 1, around(top, size * (crowned ? 0.8 : 1), size), top, 0)
  drawPart(st, bird, footAt(fitted, top[1], crowned ? 0.22 : 0.16), { form, key: 'percher' })
  if (st.extras.length > 0) footCluster(st, st.extras, [box.x + box.w / 2, box.y + box.h * 0.9], box.w * 0.45)
  return letterInBand(st)
}
