import { around } from '../../compose/subject.ts'
import type { Pt } from '../../geometry/vec.ts'
import { probe } from './probe.ts'
import { footCluster, letterInBand } from './shared.ts'
import { drawPart, turnedBox, type Arrangement, type Part } from './stage.ts'

/** Long and thin as drawn: what can cross behind another subject. */
const slender = (part: Part, form: number) => (part.model.aspects[form] ?? 1) < 0.45 || part.model.shape === 'long'

/**
 * Pair: two subjects with no stronger tie ("an anchor and a swallow"): the lead large, the
 * companion overlapping its lower side in front, as flash pairs them, or crossed behind it when
 * it is slender; variant 1 sets them on a diagonal, the companion high behind and the lead low in
 * front.
 */
export const pair: Arrangement = (st) => {
  const { area } = st
  const lead = st.lead
  const companion = st.other!
  const form = st.formOf(lead)
  const side = st.facing ? -1 : 1
  const tall = area.h > area.w * 1.3
  const cForm = st.formOf(companion, 1)
  const s = Math.min(area.w * 0.62, area.h * 0.42)
  let at: Pt
  if (slender(companion, cForm)) {
    // A slender companion (a feather, an arrow, a key) lies across behind the lead, its ends
    // showing either side, as flash crosses them; the lead hides its middle. The second look
    // crosses two of them.
    const c: Pt = [area.x + area.w / 2, area.y + area.h / 2]
    const aspect = companion.model.aspects[cForm] ?? 0.3
    const cross: Pt = [c[0], c[1] + area.h * 0.06]
    const turns = st.variant % 2 === 1 ? [-0.5, 0.5] : [side * 0.62]
    turns.forEach((turn, i) =>
      drawPart(st, companion, turnedBox(aspect, area, cross, turn, 0.96), {
        form: cForm,
        turn,
        key: `companion${i}`,
        mirror: turn > 0 !== side < 0,
      }),
    )
    drawPart(st, lead, turnedBox(lead.model.aspects[form] ?? 1, area, c, 0, turns.length > 1 ? 0.7 : 0.8), { form })
    at = cross
  } else if (st.variant % 2 === 1) {
    // On the diagonal: the companion high on one side, behind; the lead low on the other, in front.
    const high: Pt = [area.x + area.w / 2 - side * area.w * 0.12, area.y + s * 0.55]
    const drawn = drawPart(st, companion, turnedBox(companion.model.aspects[cForm] ?? 1, around(high, s, s), high, 0), {
      form: cForm,
      key: 'companion',
      mirror: side > 0,
    }).box
    const low = { x: area.x, y: area.y + s * 0.42, w: area.w, h: area.h - s * 0.42 }
    const c: Pt = [area.x + area.w / 2 + side * area.w * 0.05, low.y + low.h / 2]
    const box = turnedBox(lead.model.aspects[form] ?? 1, low, c, 0, 0.9)
    // The lead's drawing (not its box) comes up over the companion's lower quarter: the two touch
    // on the diagonal instead of floating apart; a drop fills the length below.
    const top = drawn.maxY - (drawn.maxY - drawn.minY) * 0.25
    const lift = Math.max(0, probe(st, lead, box, form).box.minY - top)
    drawPart(st, lead, { ...box, y: box.y - lift }, { form })
    at = high
  } else {
    const upper = { x: area.x, y: area.y, w: area.w, h: area.h * (tall ? 0.66 : 0.8) }
    const c: Pt = [area.x + area.w / 2 - side * area.w * 0.06, upper.y + upper.h / 2]
    const box = turnedBox(lead.model.aspects[form] ?? 1, upper, c, 0, 0.98)
    const held = drawPart(st, lead, box, { form }).box
    at = [area.x + area.w / 2 + side * area.w * 0.2, Math.min(box.y + box.h + s * 0.12, area.y + area.h - s / 2)]
    // The companion's drawing (not its box) overlaps the lead's lower corner on its side, so the
    // two read as one piece however narrow the lead is.
    const cBox = turnedBox(companion.model.aspects[cForm] ?? 1, around(at, s, s), at, 0)
    const drawn = probe(st, companion, cBox, cForm, 0, side < 0).box
    const corner: Pt = [side > 0 ? held.maxX : held.minX, held.maxY - (held.maxY - held.minY) * 0.18]
    const dx = -side * Math.max(0, side * ((side > 0 ? drawn.minX : drawn.maxX) - corner[0]) + s * 0.12)
    const dy = Math.max(0, drawn.minY - corner[1])
    drawPart(st, companion, { ...cBox, x: cBox.x + dx, y: cBox.y - dy }, { form: cForm, key: 'companion', mirror: side < 0 })
    at = [at[0] + dx, at[1] - dy]
  }
  if (st.extras.length > 0) footCluster(st, st.extras, [at[0] - side * s * 0.6, at[1] + s * 0.2], s * 0.5)
  return letterInBand(st)
}
