import { around, centreOf } from '../../compose/subject.ts'
import { probe } from './probe.ts'
import { letterInBand } from './shared.ts'
import { drawPart, turnedBox, type Arrangement } from './stage.ts'

/**
 * Hold: a hand, a claw or a beak holding something (a hand holding a rose, an eagle with a snake).
 * The held thing is drawn first where the holder's grip is, so the fingers close over it.
 */
export const hold: Arrangement = (st) => {
  const { area } = st
  const holder = st.lead
  const held = st.other!
  // A hand holds with its closed fist (form 1); other holders keep the variation's form.
  const form = holder.concept.id === 'hand' && holder.model.aspects.length > 1 ? 1 : st.formOf(holder)
  const lower = { x: area.x, y: area.y + area.h * 0.22, w: area.w, h: area.h * 0.78 }
  const box = turnedBox(holder.model.aspects[form] ?? 1, lower, centreOf(lower), 0, 0.96)
  const grip = probe(st, holder, box, form).perch ?? [box.x + box.w / 2, box.y + box.h * 0.2]
  // Variant 1 raises the held thing high and large above the grip, as an offering.
  const raised = st.variant % 2 === 1
  const s = Math.min(area.w * (raised ? 0.9 : 0.72), area.h * (raised ? 0.5 : 0.42))
  const hForm = st.formOf(held, 7)
  drawPart(st, held, around([grip[0], grip[1] - s * (raised ? 0.55 : 0.28)], s * 0.8, s * 1.2), {
    form: hForm,
    key: 'held',
    mirror: raised !== st.facing,
  })
  drawPart(st, holder, box, { form })
  return letterInBand(st)
}
