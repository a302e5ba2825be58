import { channels } from '../../colour.ts'
import { boxOf, compose, normalize, sub, translation, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { CoilSpec, SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { bodyRing, drawBody, snakeWidths, spineThrough, type Body, type BodyLook } from './body.ts'
import { fitFrame, placeAnchors } from './fit.ts'
import { wind, type HelixPlan } from './helix.ts'
import { BONE, HEAD_BACK, headReach, snakeHead } from './snake-head.ts'

const GREEN = '#0f7b3f'

/** The belly's colour: the lightest other colour of the palette, or bone when none is light. */
export function bellyColour(sk: Sketch, main: string): string {
  const light = (c: string) => {
    const [r, g, b] = channels(c)
    return 0.3 * r + 0.59 * g + 0.11 * b
  }
  const others = sk.style.palette.filter((c) => c !== main && light(c) > 140 && light(main) < 150)
  return others.sort((a, b) => light(b) - light(a))[0] ?? BONE
}

/** A pose planned in local mm before anything is inked. */
interface Plan {
  body: Body
  headAt: Pt
  headAngle: number
  gape: number
  /** The head's size against the neck's. */
  headScale: number
  look: Partial<BodyLook>
  axis: [Pt, Pt]
  /** A ring round the coil's hollow: inked solid behind the body, it shows only in the gaps between loops. */
  hollow?: Pt[]
}

/** One of the snake's poses about the origin, `H` mm tall before fitting; `least` = least body width. */
function plan(form: number, H: number, least: number): Plan {
  // Bold outlines need a thicker body to keep a belly band between them, within reason of the pose.
  const thick = (k: number) => Math.min(Math.max(H * k, least), H * k * 1.7)
  const u = (x: number, y: number): Pt => [x * H, y * H]
  if (form === 0) {
    // Rearing: the tail lies in a loose curl at the bottom, the body rises in an S, the neck bends
    // back and the head strikes forward.
    const body = flatBody(
      [
        u(0.36, 0.42),
        u(0.12, 0.47),
        u(-0.18, 0.44),
        u(-0.3, 0.3),
        u(-0.16, 0.14),
        u(0.12, 0.04),
        u(0.2, -0.12),
        u(0.04, -0.25),
        u(-0.14, -0.31),
        u(-0.19, -0.38),
        u(-0.14, -0.44),
        u(-0.08, -0.47),
      ],
      thick(0.12),
    )
    return withHead(body, 0.7, 1, { bellySide: -1 })
  }
  if (form === 1) {
    // Coiled on itself: loops piled on the ground, narrowing upwards, the neck raised out of the top.
    const b = thick(0.13)
    const wound = wind({
      base: u(0, 0.36),
      tip: u(0, 0.02),
      radius: H * 0.3,
      narrowing: 0.7,
      from: 0,
      to: 0.55,
      turns: 1.5,
      tilt: 0.45,
      side: 1,
      neck: ({ across, along }) => [
        [across * 0.7, along + b * 0.9],
        [across * 0.1, along + b * 2.2],
        [-b * 0.5, along + b * 3.1],
        [-b * 0.1, along + b * 3.8],
        [b * 0.5, along + b * 4.2],
      ],
    })
    // The tail's tip flicks out from under the bottom loop instead of running along it.
    const first = wound.body.spine[0]!
    const tail = spineThrough([[first[0] - b * 1.2, first[1] + b * 2], [first[0] - b * 0.4, first[1] + b * 0.9], first]).slice(
      0,
      -1,
    )
    const spine = [...tail, ...wound.body.spine]
    // Piled on the ground and seen from a little above: a loop's near half lies over the loop
    // below, but its far half passes behind that loop's near half (drawn over it, the far half ran
    // as a stray straight line across the coil, pinching paper where it met the edges).
    const wd = wound.body.depth
    const depth = spine.map((_, i) => {
      const j = i - tail.length
      return j < 0 ? -2 : wd[j]! + (1.2 * j) / wd.length
    })
    const body: Body = { spine, depth, widths: snakeWidths(spine.length, b) }
    // The tail is inked solid till it is under the loop: its paper ran out in a sliver beside the loop's edge.
    return {
      ...withHead(body, 0.7, 1, { inkedTail: tail.length + Math.ceil(b) }),
      axis: [u(0, 0.36), body.spine.at(-1)!],
      hollow: wound.rim,
    }
  }
  // A long wave for a spine piece: tail at the bottom, the head raised at the top, looking up.
  const controls: Pt[] = []
  for (let i = 0; i <= 10; i++) {
    const t = i / 10
    controls.push(u(-0.1 * Math.sin(t * Math.PI * 3) * (0.5 + 0.5 * t), 0.5 - t * 0.82))
  }
  controls.push(u(0.06, -0.37), u(0.13, -0.4))
  const body = flatBody(controls, thick(0.1))
  return withHead(body, 0.6, 0.85, { pattern: 'bands' })
}

function withHead(body: Body, gape: number, headScale: number, look: Partial<BodyLook>): Plan {
  const headAt = body.spine.at(-1)!
  const d = dirAtEnd(body.spine)
  return { body, headAt, headAngle: Math.atan2(d[1], d[0]), gape, headScale, look, axis: [body.spine[0]!, headAt] }
}

/** Every point the pose reaches (body outline, head, tongue), measured without inking. */
const reachOf = (p: Plan): Pt[] => [
  ...bodyRing(p.body),
  ...headReach(p.headAt, p.headAngle, p.body.widths.at(-1)!, { gape: p.gape, scale: p.headScale }),
]

/** Inks a body and its head: the body's stretches far to near, the head last (it is always nearest). */
function inkSnake(sk: Sketch, rng: Random, p: Plan, look: BodyLook): Pt[][] {
  drawBody(sk, rng.fork('body'), p.body, look)
  const head = snakeHead(sk, rng.fork('head'), p.headAt, p.headAngle, p.body.widths.at(-1)!, {
    colour: look.colour,
    belly: look.belly,
    gape: p.gape,
    scale: p.headScale,
  })
  return head.tongue.length > 0 ? [head.outline, head.tongue] : [head.outline]
}

/** A flat body along control points (tail first), its depth rising towards the head. */
function flatBody(controls: Pt[], thickest: number): Body {
  const spine = spineThrough(controls)
  return { spine, widths: snakeWidths(spine.length, thickest), depth: spine.map((_, i) => i + 1) }
}

const dirAtEnd = (spine: readonly Pt[]): Pt => normalize(sub(spine.at(-1)!, spine.at(-4)!))

/**
 * The snake of tattoo flash: rearing in an S with its jaws open on two fangs; coiled on itself
 * with its head raised; or long and wavy for a spine piece. Belly plates run as a pale band of
 * ladder lines, diamonds go down the back where the size holds them, and it can wind round a
 * dagger or a cross (`coil`).
 */
export const SNAKE: SubjectModel = {
  id: 'snake',
  shape: 'long',
  aspects: [0.78, 1.05, 0.55],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const aspect = this.aspects[frame.form] ?? 1
    const { mm, matrix } = fitFrame(frame, aspect, 1)
    const colour = frame.colour ?? (sk.inColour ? GREEN : '#000000')
    const o = sk.style.weights.outline
    // A belly band needs paper on both sides of its line: bold styles keep a least body width that
    // does not scale with the pose, so the pose is planned, measured and planned again until it fits.
    const least = o * 4.2
    let H = mm
    let p = plan(frame.form, H, least)
    let tb = boxOf(reachOf(p))
    for (let pass = 0; pass < 3; pass++) {
      const k = Math.min(frame.box.w / (tb.maxX - tb.minX + o), frame.box.h / (tb.maxY - tb.minY + o))
      if (Math.abs(k - 1) < 0.01) break
      H *= k
      p = plan(frame.form, H, least)
      tb = boxOf(reachOf(p))
    }
    const placed = compose(matrix, translation(-(tb.minX + tb.maxX) / 2, -(tb.minY + tb.maxY) / 2))
    const look: BodyLook = {
      colour,
      belly: bellyColour(sk, colour),
      bellySide: 1,
      pattern: 'diamonds',
      headCover: HEAD_BACK * (p.body.widths.at(-1)! * p.headScale),
      ...p.look,
    }
    let head: Pt[][] = []
    sk.within(placed, () => {
      // The hollow of a coil is a shadow, inked: as paper it ran out in slivers where the loops' edges meet.
      if (p.hollow) {
        sk.element()
        sk.fill([p.hollow], 'shade', INK)
      }
      head = inkSnake(sk, rng, p, look)
    })
    const spine = p.body.spine
    const spots = [0.2, 0.4, 0.6, 0.8].map((t) => spine[Math.round(t * (spine.length - 1))]!)
    return placeAnchors(placed, o, {
      silhouette: [bodyRing(p.body), ...head],
      axis: p.axis,
      girth: Math.max(...p.body.widths) / 2,
      spots,
      focus: p.headAt,
    })
  },
  coil(sk: Sketch, rng: Random, spec: CoilSpec) {
    const b = spec.bodyMm
    const L = Math.hypot(spec.axis[1][0] - spec.axis[0][0], spec.axis[1][1] - spec.axis[0][1])
    const from = 0.1
    const to = spec.head === 'top' ? 0.66 : 0.56
    // Loops need their own width and a gap between them: fewer turns when the upright is short.
    const turns = Math.max(1, Math.min(spec.turns, ((to - from) * L) / (b * 1.9)))
    const radius = spec.girth + b
    const neck: HelixPlan['neck'] =
      spec.head === 'top'
        ? ({ along }) => [
            [radius * 1.05, along + b * 1.4],
            [radius * 0.95, L + b * 0.4],
            [radius * 0.3, L + b * 1.5],
            [-radius * 0.3, L + b * 1.9],
          ]
        : ({ across, along }) => [
            [across + b * 0.5, along + b * 1.5],
            [across + b * 0.9, along + b * 2.7],
            [across + b * 1.8, along + b * 3.3],
            [across + b * 2.7, along + b * 3.3],
          ]
    const wound = wind({
      base: spec.axis[0],
      tip: spec.axis[1],
      radius,
      from,
      to,
      turns,
      tilt: 0.32,
      side: spec.mirror ? -1 : 1,
      neck,
    })
    const body: Body = { ...wound.body, widths: snakeWidths(wound.body.spine.length, b) }
    const colour = spec.colour ?? (sk.inColour ? GREEN : '#000000')
    const look: BodyLook = {
      colour,
      belly: bellyColour(sk, colour),
      bellySide: spec.mirror ? -1 : 1,
      pattern: 'diamonds',
      headCover: HEAD_BACK * body.widths.at(-1)!,
    }
    const r = rng.fork('coil')
    return {
      back: () => drawBody(sk, r.fork('back'), body, look, (d) => d < 0),
      front: () => {
        drawBody(sk, r.fork('front'), body, look, (d) => d >= 0)
        snakeHead(sk, r.fork('head'), wound.headAt, Math.atan2(wound.headDir[1], wound.headDir[0]), body.widths.at(-1)!, {
          colour: look.colour,
          belly: look.belly,
          gape: 0.7,
        })
      },
    }
  },
}
