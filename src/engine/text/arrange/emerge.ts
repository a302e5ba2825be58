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
  // The subject as large as the upper part takes it; the ground rises over its lower quarter.
  const upper = { x: area.x, y: area.y, w: area.w, h: area.h * 0.8 }
  const box = turnedBox(subject.model.aspects[form] ?? 1, upper, centreOf(upper), 0, 0.98)
  const lifted = { ...box, y: area.y + (st.variant % 2 ? area.h * 0.04 : 0) }
  drawPart(st, subject, lifted, { form })
  const gForm = st.formOf(ground, 3)
  const top = Math.min(lifted.y + lifted.h * 0.72, area.y + area.h * 0.62)
  const band = { x: area.x, y: top, w: area.w, h: area.y + area.h - top }
  // The ground's top edge meets the subject: its box is raised to the top of the band.
  const gBox = turnedBox(ground.model.aspects[gForm] ?? 2, band, centreOf(band), 0, 1)
  drawPart(st, ground, { ...gBox, y: band.y }, { form: gForm, key: 'ground' })
  return letterInBand(st)
}
