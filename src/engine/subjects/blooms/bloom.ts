import { smoothThrough } from '../../geometry/curves.ts'
import { compose, rotation, scaling, translation, apply, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { FLOWER_MODELS } from '../../flowers/index.ts'
import type { Sprig } from '../../flowers/model.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { measure } from '../emblems/measure.ts'
import type { BirthFlowerId } from '../../birth-flowers.ts'

interface BloomForm {
  aspect: number
  leaves: boolean
  /** The stem from its cut end to the bloom, in bloom diameters, the bloom at the origin. */
  stem: Pt[]
}

const FORMS: readonly BloomForm[] = [
  // A single bloom on a short stem with its leaves.
  {
    aspect: 0.8,
    leaves: true,
    stem: [
      [0.08, 1.5],
      [-0.05, 0.8],
      [0, 0],
    ],
  },
  // The bloom head alone: its stump hides behind the bloom.
  {
    aspect: 1.15,
    leaves: false,
    stem: [
      [0, 0.3],
      [0, 0],
    ],
  },
  // A long stem in a gentle S, for a snake to coil round or a blade to cross.
  {
    aspect: 0.45,
    leaves: true,
    stem: [
      [0.05, 2.5],
      [-0.12, 1.8],
      [0.08, 1.0],
      [0, 0],
    ],
  },
]

/**
 * A flower that grows one bloom on its stem (a rose, a poppy, a daisy) as a subject: the birth
 * flower's own model (flowers/), drawn on a stem of the form's shape and sized so the bloom, its
 * stem and its seeded leaves fill the frame. `id` is the lexicon concept it draws.
 */
export const bloomSubject = (id: string, flower: BirthFlowerId): SubjectModel => ({
  id,
  shape: 'upright',
  aspects: FORMS.map((f) => f.aspect),
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const form = FORMS[frame.form % FORMS.length]!
    const openness = rng.fork('openness').range(0.82, 1)
    const sprig = (head: number): Sprig => ({
      path: form.stem.map(([x, y]) => [x * head, y * head] as Pt),
      headMm: head,
      leaves: form.leaves,
      openness,
    })
    const draw = (target: Sketch, head: number) => FLOWER_MODELS[flower].draw(target, rng.fork(flower), sprig(head))
    // The flower decides its detail from its size, so it is measured at the size it will be drawn,
    // twice: the second pass absorbs what the first resize changed.
    let head = Math.min(frame.box.w, frame.box.h) * 0.5
    let box = measure(sk, (p) => draw(p, head))
    for (let i = 0; i < 2; i++) {
      const k = Math.min(frame.box.w / (box.maxX - box.minX), frame.box.h / (box.maxY - box.minY))
      head *= i === 0 ? k : Math.min(k, 1) * 0.995
      box = measure(sk, (p) => draw(p, head))
    }
    const mid: Pt = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
    const matrix = compose(
      translation(frame.box.x + frame.box.w / 2, frame.box.y + frame.box.h / 2),
      rotation(frame.turn ?? 0),
      scaling(frame.mirror ? -1 : 1, 1),
      translation(-mid[0], -mid[1]),
    )
    sk.within(matrix, () => draw(sk, head))

    // Blooms differ in how far they reach from their centre (a flat peony, a cupped rose): points
    // on the bloom are kept to what was drawn.
    const inside = ([x, y]: Pt): Pt => [Math.min(box.maxX, Math.max(box.minX, x)), Math.min(box.maxY, Math.max(box.minY, y))]
    const put = (p: Pt) => apply(matrix, inside(p))
    const R = head / 2
    const bloom = smoothThrough(
      Array.from(
        { length: 12 },
        (_, i) => [Math.cos((i / 12) * 2 * Math.PI) * R, -R * 0.15 + Math.sin((i / 12) * 2 * Math.PI) * R * 0.82] as Pt,
      ),
      { closed: true, step: 1 },
    )
    const stem = sprig(head).path
    const stemWidth = Math.max(head * 0.06, sk.style.weights.outline) / 2
    const band: Pt[] = [
      ...stem.map(([x, y]) => [x - stemWidth, y] as Pt),
      ...stem.map(([x, y]) => [x + stemWidth, y] as Pt).reverse(),
    ]
    const local: Pt[] = [
      [box.minX, box.minY],
      [box.maxX, box.minY],
      [box.maxX, box.maxY],
      [box.minX, box.maxY],
    ]
    const corners = local.map(put)
    const xs = corners.map((p) => p[0])
    const ys = corners.map((p) => p[1])
    const spots: Pt[] = [0.75, 0.25, 0.05, 0.45, 0.55, 0.95].map((t) => {
      const a = Math.PI * 2 * t
      return put([Math.cos(a) * R * 0.95, -R * 0.15 + Math.sin(a) * R * 0.8])
    })
    return {
      box: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
      silhouette: [bloom.map(put), ...(form.leaves ? [band.map(put)] : [])],
      axis: [put(stem[0]!), put([0, 0])],
      girth: form.leaves ? R * 0.3 : R * 0.8,
      perch: put([0, -R * 0.95]),
      spots,
      // A blade enters and leaves beyond the bloom.
      pierce: [apply(matrix, [-R * 1.25, -R * 1.05]), apply(matrix, [R * 1.25, R * 0.75])],
      focus: put([0, -R * 0.12]),
    }
  },
})
