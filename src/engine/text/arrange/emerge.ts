import { centreOf } from '../../compose/subject.ts'
import { letterInBand } from './shared.ts'
import { drawPart, turnedBox, type Arrangement } from './stage.ts'

/**
 * Emerge: a subject rising from its ground (a phoenix from flames, a lotus from water, a koi from
 * waves): the subject first, the ground in front of its lower part.
 */
export const emerge: Arrangement = (st) => {
  const { area } = st
  const subject = st.lead
  const ground = st.other!
  const form = st.formOf(subject)
  const upper = { x: area.x, y: area.y, w: area.w, h: area.h * 0.8 }
  drawPart(st, subject, turnedBox(subject.model.aspects[form] ?? 1, upper, centreOf(upper), 0, 0.98), { form })
  const gForm = st.formOf(ground, 3)
  const band = { x: area.x, y: area.y + area.h * (st.variant % 2 ? 0.6 : 0.64), w: area.w, h: area.h * 0.36 }
  drawPart(st, ground, turnedBox(ground.model.aspects[gForm] ?? 2, band, centreOf(band), 0, 1), { form: gForm, key: 'ground' })
  return letterInBand(st)
}
