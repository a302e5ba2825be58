import { Sketch } from '../../ink/sketch.ts'
import { Random } from '../../random.ts'
import type { Rect } from '../../compose/subject.ts'
import type { SubjectAnchors } from '../../subjects/index.ts'
import type { Part, Stage } from './stage.ts'

/**
 * A part's anchors without drawing it: it is drawn on a scratch sketch of the same style. Lets an
 * arrangement put what goes behind a part (a coil's back loops, a held stem) where the part's own
 * anchors say, before the part itself is drawn over it.
 */
export function probe(st: Stage, part: Part, box: Rect, form: number, turn = 0, mirror = st.facing): SubjectAnchors {
  const scratch = new Sketch(st.sk.style, st.sk.colourMode)
  return part.model.draw(scratch, new Random(0), { box, form, mirror, turn, colour: part.colour })
}
