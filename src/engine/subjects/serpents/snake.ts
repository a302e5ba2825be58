import { channels } from '../../colour.ts'
import { boxOf, compose, normalize, sub, translation, type Pt } from '../../geometry/vec.ts'
import { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { CoilSpec, SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { bodyRing, drawBody, snakeWidths, spineThrough, type Body, type BodyLook } from './body.ts'
import { fitFrame, placeAnchors } from './fit.ts'
import { wind, type HelixPlan } from './helix.ts'
import { BONE, snakeHead } from './snake-head.ts'

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

interface Drawn {
  body: Body
  head: Pt[]
  headAt: Pt
  /** Every point the drawing reaches (outline, tongue). */
  reach: Pt[]
}

interface Posed extends Drawn {
  axis: [Pt, Pt]
}

/** One of the snake's poses drawn about the origin, `H` mm tall before fitting. */
function pose(sk: Sketch, rng: Random, form: number, H: number, look: BodyLook): Posed {
  // Bold outlines need a thicker body to keep a belly band between them, within reason of the pose.
  const thick = (k: number) => Math.min(Math.max(H * k, sk.style.weights.outline * 3.6), H * k * 1.3)
  const u = (x: number, y: number): Pt => [x * H, y * H]
  if (form === 0) {
    // Rearing: the tail lies in a loose curl at the bottom, the body rises in an S, the head strikes.
    const body = flatBody(
      [
        u(0.34, 0.4),
        u(0.12, 0.46),
        u(-0.18, 0.44),
        u(-0.3, 0.3),
        u(-0.16, 0.14),
        u(0.12, 0.04),
        u(0.2, -0.12),
        u(0.02, -0.24),
        u(-0.16, -0.28),
        u(-0.2, -0.34),
      ],
      thick(0.12),
    )
    const drawn = inkSnake(sk, rng, body, [0.7, -0.45], { ...look, bellySide: -1 }, 0.7)
    return { ...drawn, axis: [body.spine[0]!, drawn.headAt] }
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
      turns: 1.75,
      tilt: 0.42,
      side: 1,
      neck: ({ across, along }) => [
        [across * 0.7, along + b * 0.9],
        [across * 0.1, along + b * 2.2],
        [-b * 0.7, along + b * 3.0],
        [-b * 0.2, along + b * 3.7],
      ],
    })
    const body: Body = { ...wound.body, widths: snakeWidths(wound.body.spine.length, b) }
    const drawn = inkSnake(sk, rng, body, [1, -0.2], look, 0.75)
    return { ...drawn, axis: [u(0, 0.36), drawn.headAt] }
  }
  // A long wave for a spine piece: tail at the bottom, head raised at the top.
  const controls: Pt[] = []
  for (let i = 0; i <= 10; i++) {
    const t = i / 10
    controls.push(u(0.12 * Math.sin(t * Math.PI * 3 + 0.4) * (0.4 + 0.6 * t), 0.48 - t * 0.8))
  }
  // The neck turns aside so the head shows in profile.
  controls.push(u(0.08, -0.42))
  const body = flatBody(controls, thick(0.085))
  const drawn = inkSnake(sk, rng, body, dirAtEnd(body.spine), { ...look, pattern: 'bands' }, 0.4)
  return { ...drawn, axis: [body.spine[0]!, drawn.headAt] }
}

/** Inks a body and its head: the body's stretches far to near, the head last (it is always nearest). */
function inkSnake(sk: Sketch, rng: Random, body: Body, headDir: Pt, look: BodyLook, gape: number): Drawn {
  drawBody(sk, rng.fork('body'), body, look)
  const headAt = body.spine.at(-1)!
  const head = snakeHead(sk, rng.fork('head'), headAt, Math.atan2(headDir[1], headDir[0]), body.widths.at(-1)!, {
    colour: look.colour,
    belly: look.belly,
    gape,
  })
  return { body, head: head.outline, headAt, reach: [...bodyRing(body), ...head.reach] }
}

/** A flat body along control points (tail first), its depth rising towards the head. */
function flatBody(controls: Pt[], thickest: number): Body {
  const spine = spineThrough(controls)
  return { spine, widths: snakeWidths(spine.length, thickest), depth: spine.map((_, i) => i + 1) }
}

const dirAtEnd = (spine: readonly Pt[]): Pt => normalize(sub(spine.at(-1)!, spine.at(-3)!))

/**
 * The snake of tattoo flash: rearing in an S with its jaws open on two fangs; coiled on itself
 * with its head raised; or long and wavy for a spine piece. Belly plates run as a pale band of
 * ladder lines, diamonds go down the back where the size holds them, and it can wind round a
 * dagger or a cross (`coil`).
 */
export const SNAKE: SubjectModel = {
  id: 'snake',
  shape: 'long',
  aspects: [0.78, 1.05, 0.45],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const aspect = this.aspects[frame.form] ?? 1
    const { mm, matrix } = fitFrame(frame, aspect, 1)
    const colour = frame.colour ?? (sk.inColour ? GREEN : '#000000')
    const look: BodyLook = { colour, belly: bellyColour(sk, colour), bellySide: 1, pattern: 'diamonds' }
    // The pose's reach (tongue, tail) is measured on a scratch sketch first, then drawn to fill the box.
    // Twice, since bold styles keep a least body width that does not scale with the rest.
    const o = sk.style.weights.outline
    let H = mm
    let tb = boxOf([])
    for (let pass = 0; pass < 2; pass++) {
      tb = boxOf(pose(new Sketch(sk.style, sk.colourMode), rng, frame.form, H, look).reach)
      const k = Math.min(frame.box.w / (tb.maxX - tb.minX + o), frame.box.h / (tb.maxY - tb.minY + o))
      H *= k
      tb = { minX: tb.minX * k, minY: tb.minY * k, maxX: tb.maxX * k, maxY: tb.maxY * k }
    }
    const placed = compose(matrix, translation(-(tb.minX + tb.maxX) / 2, -(tb.minY + tb.maxY) / 2))
    let d: Posed | null = null
    sk.within(placed, () => {
      d = pose(sk, rng, frame.form, H, look)
    })
    const posed = d as unknown as Posed
    const spots = [0.2, 0.4, 0.6, 0.8].map((t) => posed.body.spine[Math.round(t * (posed.body.spine.length - 1))]!)
    return placeAnchors(placed, o, {
      silhouette: [bodyRing(posed.body), posed.head],
      axis: posed.axis,
      girth: Math.max(...posed.body.widths) / 2,
      spots,
      focus: posed.headAt,
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
            [across + b * 1.2, along + b * 1.2],
            [across + b * 2.0, along + b * 2.2],
            [across + b * 3.0, along + b * 2.5],
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
    const look: BodyLook = { colour, belly: bellyColour(sk, colour), bellySide: spec.mirror ? -1 : 1, pattern: 'diamonds' }
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
