import { around, centreOf } from '../../compose/subject.ts'
import type { Pt } from '../../geometry/vec.ts'
import { letterInBand } from './shared.ts'
import { drawPart, turnedBox, type Arrangement } from './stage.ts'

/**
 * Pierce: a blade through a heart, a rose or a skull. The blade is drawn first and the target in
 * front of it, so the target hides the blade's middle: the hilt shows on one side and the point
 * on the other, as in flash. Variant 0 lays the blade diagonally, variant 1 drives it straight
 * down, variant 2 crosses two blades behind the target.
 */
export const pierce: Arrangement = (st) => {
  const { area } = st
  const target = st.lead
  const blade = st.other!
  const c = centreOf(area)
  const v = st.variant % 3
  // Crossed blades take the target's other form: the diagonal blade's variation has the first.
  const tForm = st.formOf(target, v === 2 ? 1 : 0)
  const bForm = st.formOf(blade)
  const bAspect = blade.model.aspects[bForm] ?? 0.3
  const turns = v === 0 ? [st.facing ? -0.36 : 0.36] : v === 1 ? [0] : [-0.42, 0.42]
  // The blade runs well past the target, hilt and point showing, as in flash.
  // Crossed, the blades fan out below a smaller target raised over their crossing.
  const size = Math.min(area.w * (v === 2 ? 0.62 : 0.8), area.h * (v === 2 ? 0.34 : 0.44))
  const at: Pt = [c[0], c[1] + (v === 1 ? size * 0.12 : v === 2 ? -size * 0.2 : 0)]
  turns.forEach((turn, i) =>
    drawPart(st, blade, turnedBox(bAspect, area, c, turn, 1), { form: bForm, turn, key: `blade${i}`, mirror: i === 1 }),
  )
  drawPart(st, target, turnedBox(target.model.aspects[tForm] ?? 1, around(at, size, size), at, 0), { form: tForm })
  return letterInBand(st)
}
