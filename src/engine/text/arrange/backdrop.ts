import { around, centreOf, type Rect } from '../../compose/subject.ts'
import type { Pt } from '../../geometry/vec.ts'
import { backdropKind } from '../backdrop.ts'
import { probe } from './probe.ts'
import { letterInBand } from './shared.ts'
import { drawPart, turnedBox, type Arrangement } from './stage.ts'

/**
 * Backdrop: the sky or the land behind the subject (the wolf's moon, the eagle's peak, the tiger's
 * pines). The backdrop is drawn first and the subject hides what it covers.
 */
export const backdrop: Arrangement = (st) => {
  const { area } = st
  const subject = st.lead
  const back = st.other!
  const form = st.formOf(subject)
  const bForm = st.formOf(back, 5)
  const aspect = subject.model.aspects[form] ?? 1
  const bAspect = back.model.aspects[bForm] ?? 1
  const c = centreOf(area)
  switch (backdropKind(back.concept)) {
    case 'ground': {
      // Variant 1: the land low and wide under a smaller subject set off to one side.
      const lean = st.variant % 2 === 1
      const side = st.facing ? -1 : 1
      const band = lean
        ? { x: area.x, y: area.y + area.h * 0.62, w: area.w, h: area.h * 0.38 }
        : { x: area.x, y: area.y + area.h * 0.5, w: area.w, h: area.h * 0.5 }
      const upper = lean
        ? { x: area.x + (side > 0 ? area.w * 0.25 : 0), y: area.y, w: area.w * 0.75, h: area.h * 0.8 }
        : { x: area.x, y: area.y, w: area.w, h: area.h * 0.78 }
      // It stands in its land: what it draws (not its box) reaches a quarter into the ground,
      // whatever empty margin its form leaves at the foot. A tall subject grows down to it; under
      // one its room's width holds back, the land rises (a drop fills the length below).
      const landBox = turnedBox(bAspect, band, centreOf(band), 0, 1)
      const land = probe(st, back, landBox, bForm).box
      const footing = land.minY + (land.maxY - land.minY) * 0.25
      let box = turnedBox(aspect, upper, centreOf(upper), 0, 0.96)
      const short = footing - probe(st, subject, box, form).box.maxY
      if (short > 0) {
        const taller = { ...upper, h: upper.h + short }
        box = turnedBox(aspect, taller, [upper.x + upper.w / 2, taller.y + taller.h / 2], 0, 0.96)
      }
      const rise = Math.max(0, footing - probe(st, subject, box, form).box.maxY)
      drawPart(st, back, { ...landBox, y: landBox.y - rise }, { form: bForm, key: 'ground' })
      drawPart(st, subject, box, { form })
      break
    }
    case 'flank': {
      // Trees that flank a subject stand tall: their most upright form.
      const tallest = back.model.aspects.reduce((best, a, i) => (a < back.model.aspects[best]! ? i : best), 0)
      // Variant 1: one tree, tall behind one shoulder, instead of a pair.
      const sides = st.variant % 2 === 1 ? [st.facing ? 1 : -1] : [-1, 1]
      for (const side of sides) {
        const at: Pt = [c[0] + side * area.w * (sides.length === 1 ? 0.22 : 0.3), sides.length === 1 ? c[1] - area.h * 0.1 : c[1]]
        drawPart(
          st,
          back,
          turnedBox(
            back.model.aspects[tallest] ?? bAspect,
            around(at, area.w * (sides.length === 1 ? 0.6 : 0.5), area.h * 0.96),
            at,
            0,
          ),
          {
            form: tallest,
            key: `flank${side}`,
            mirror: side > 0,
          },
        )
      }
      const at: Pt = [
        c[0] - (sides.length === 1 ? sides[0]! * area.w * 0.12 : 0),
        c[1] + area.h * (sides.length === 1 ? 0.2 : 0.1),
      ]
      drawPart(st, subject, turnedBox(aspect, around(at, area.w * 0.86, area.h * 0.62), at, 0), { form })
      break
    }
    default: {
      const side = st.facing ? -1 : 1
      if (st.variant % 2 === 1) {
        // On the diagonal: a great sky high on one side, the subject low on the other, looking up at it.
        const s = Math.min(area.w * 0.62, area.h * 0.4)
        const sky: Pt = [area.x + area.w / 2 + side * area.w * 0.18, area.y + s * 0.5]
        const drawn = drawPart(st, back, turnedBox(bAspect, around(sky, s, s), sky, 0), { form: bForm, key: 'sky' }).box
        const low = { x: area.x, y: area.y + s * 0.5, w: area.w, h: area.h - s * 0.5 }
        const at: Pt = [area.x + area.w / 2 - side * area.w * 0.06, low.y + low.h / 2]
        drawPart(st, subject, under(drawn, turnedBox(aspect, low, at, 0, 1), side > 0), { form, mirror: side > 0 })
        break
      }
      // The sky behind the head, off to one side so its rim shows; the subject below and in front.
      const s = Math.min(area.w * 0.82, area.h * 0.5)
      const sky: Pt = [c[0] + side * area.w * 0.08, area.y + s * 0.55]
      const drawn = drawPart(st, back, turnedBox(bAspect, around(sky, s, s), sky, 0), { form: bForm, key: 'sky' }).box
      const lower = { x: area.x, y: area.y + s * 0.45, w: area.w, h: area.h - s * 0.45 }
      drawPart(st, subject, under(drawn, turnedBox(aspect, lower, centreOf(lower), 0, 0.98), st.facing), { form })
    }
  }
  return letterInBand(st)

  /**
   * The subject's box raised until what it draws reaches the sky's lower edge: a small
   * subject under a large sky is in front of it, not floating below.
   */
  function under(sky: { minY: number; maxY: number }, box: Rect, mirror: boolean): Rect {
    const top = probe(st, subject, box, form, 0, mirror).box.minY
    const lift = Math.max(0, top - (sky.maxY - (sky.maxY - sky.minY) * 0.06))
    return { ...box, y: box.y - lift }
  }
}
