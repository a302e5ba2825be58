import { around, centreOf } from '../../compose/subject.ts'
import { probe } from './probe.ts'
import { letterInBand } from './shared.ts'
import { drawPart, footAt, turnedBox, type Arrangement, type Stage } from './stage.ts'

/**
 * Hold: a hand, a claw or a beak holding something (a hand holding a rose, an eagle with a snake).
 * The held thing is drawn first where the holder's grip is, so the fingers close over it.
 * Variant 1 raises it high above the grip as an offering, its foot still in the fist; variant 2
 * (a hand) shows it in front of the open palm.
 */
export const hold: Arrangement = (st) => {
  const isHand = st.lead.concept.id === 'hand' && st.lead.model.aspects.length > 1
  if (isHand && st.variant % 3 === 2) return inPalm(st)
  const { area } = st
  const holder = st.lead
  const held = st.other!
  // A hand holds with its closed fist (form 1); other holders keep the variation's form.
  const form = isHand ? 1 : st.formOf(holder)
  const raised = st.variant % 3 === 1
  // Raised, the holder sits lower and smaller so the offering leads.
  const top = area.h * (raised ? 0.42 : 0.22)
  // …and to one side, the offering leaning over the other.
  const aside = raised ? area.w * 0.2 * (st.facing ? -1 : 1) : 0
  const lower = { x: area.x + Math.max(aside, 0), y: area.y + top, w: area.w - Math.abs(aside), h: area.h - top }
  const box = turnedBox(holder.model.aspects[form] ?? 1, lower, centreOf(lower), 0, raised ? 0.74 : 0.96)
  const grip = probe(st, holder, box, form).perch ?? [box.x + box.w / 2, box.y + box.h * 0.2]
  const s = Math.min(area.w * (raised ? 0.9 : 0.72), area.h * (raised ? 0.62 : 0.42))
  const hForm = st.formOf(held, 7)
  // The held thing's own box, then lowered until its foot is inside the grip: the fingers close
  // over it instead of it floating above them.
  const fitted = turnedBox(held.model.aspects[hForm] ?? 1, around(grip, s * 0.8, s * 1.2), grip, 0)
  drawPart(st, held, footAt(fitted, grip[1], raised ? 0.12 : 0.28), { form: hForm, key: 'held', mirror: raised !== st.facing })
  drawPart(st, holder, box, { form })
  return letterInBand(st)
}

/** The open hand filling the placement, the held thing in front of its palm. */
function inPalm(st: Stage): string[] {
  const { area } = st
  const hand = st.lead
  const held = st.other!
  // Off the middle, where the raised fist of the variation before is not.
  const c = centreOf(area)
  const box = turnedBox(hand.model.aspects[0] ?? 1, area, [c[0] + area.w * 0.06 * (st.facing ? 1 : -1), c[1]], 0, 0.9)
  const anchors = drawPart(st, hand, box, { form: 0 })
  const palm = anchors.perch ?? centreOf(box)
  const hForm = st.formOf(held, 7)
  const s = box.w * 0.62
  drawPart(st, held, turnedBox(held.model.aspects[hForm] ?? 1, around(palm, s, s), palm, 0), { form: hForm, key: 'held' })
  return letterInBand(st)
}
