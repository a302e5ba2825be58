import { channels } from '../../colour.ts'
import { boxOf, compose, normalize, sub, translation, type Pt } from '../../geometry/vec.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import type { Random } from '../../random.ts'
import type { CoilSpec, SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { bodyRing, drawBody, normalsOf, spineThrough, type Body, type BodyLook } from './body.ts'
import { claw, pointedPart, taperRing } from './dragon-parts.ts'
import { DRAGON_HEAD_BACK, dragonHead, dragonHeadReach, type DragonLook } from './dragon-head.ts'
import { fitFrame, placeAnchors } from './fit.ts'
import { wind, type HelixPlan } from './helix.ts'
import { bellyColour } from './snake.ts'

const GREEN = '#0f7b3f'
const RED = '#c8102e'
const GOLD = '#f2a900'

interface Lock {
  centre: Pt[]
  widths: number[]
}

/** The dragon's colour: the composer's when it is a green or a red, else the palette's green (or red). */
function dragonColours(sk: Sketch, offered: string | undefined): { colour: string; mane: string } {
  if (!sk.inColour) return { colour: '#000000', mane: '#000000' }
  const hue = (c: string) => {
    const [r, g, b] = channels(c)
    return g > r * 1.15 && g > b ? 'green' : r > g * 1.6 && r > b * 1.4 ? 'red' : 'other'
  }
  const palette = sk.style.palette
  const pick = (h: string) => palette.find((c) => hue(c) === h)
  const colour = offered && hue(offered) !== 'other' ? offered : (pick('green') ?? pick('red') ?? GREEN)
  const mane =
    hue(colour) === 'green' ? (pick('red') ?? RED) : (palette.find((c) => channels(c)[0] > 200 && channels(c)[1] > 140) ?? GOLD)
  return { colour, mane }
}

/** A dragon's width along its body: a fuller tail than a snake's, a slimmer neck. */
function dragonWidths(n: number, thickest: number): number[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / Math.max(n - 1, 1)
    const rise = t < 0.55 ? 0.22 + 0.78 * Math.sin(((t / 0.55) * Math.PI) / 2) : 1
    const fall = t > 0.8 ? 1 - 0.22 * ((t - 0.8) / 0.2) : 1
    return thickest * rise * fall
  })
}

/** The spine fin's spikes along the back, swept towards the tail; only where the body is full. */
function finSpikes(body: Body, backSide: number, from: number, to: number, every: number, headCover: number): Lock[] {
  const normals = normalsOf(body.spine)
  const thickest = Math.max(...body.widths)
  const n = body.spine.length - 1
  const out: Lock[] = []
  for (let i = Math.ceil(from / every) * every; i < to; i += every) {
    if (body.widths[i]! < thickest * 0.5 || i > n - headCover - every * 0.5 || i < every) continue
    const h = body.widths[i]! / 2
    const at = (j: number, k: number): Pt => {
      const q = Math.min(n, Math.max(0, Math.round(j)))
      return [body.spine[q]![0] + normals[q]![0] * k * backSide, body.spine[q]![1] + normals[q]![1] * k * backSide]
    }
    const tall = h * 0.85
    const tip = at(i - every * 0.28, h + tall)
    // On the inside of a bend the spikes' tips crowd together: one that would touch the last is left out.
    const last = out.at(-1)?.centre.at(-1)
    if (last && Math.hypot(tip[0] - last[0], tip[1] - last[1]) < every * 0.95) continue
    out.push({
      centre: [at(i, h * 0.4), at(i - every * 0.08, h + tall * 0.35), tip],
      widths: [every * 0.8, every * 0.55, 0],
    })
  }
  return out
}

/**
 * The outside of the bend at sample `i` (+1 = the normal's side): a leg reaching into the inside
 * of an S crowds the coils, so it grips out from the outside.
 */
function outerSide(body: Body, i: number): 1 | -1 {
  const s = body.spine
  const a = s[Math.max(0, i - 6)]!
  const b = s[i]!
  const c = s[Math.min(s.length - 1, i + 6)]!
  const turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
  // Turning towards +normal (a positive cross with y down) puts the outside on the other side.
  return turn > 0 ? -1 : 1
}

/**
 * A spine spike or a tuft of flame: coloured and outlined where it is broad; a small one is
 * inked solid, as its outline would leave only notches of paper where it meets the body's.
 */
function spike(sk: Sketch, s: Lock, colour: string): void {
  if (linesAcross(sk, s.widths[0]!) >= 9) {
    pointedPart(sk, s.centre, s.widths, colour)
    return
  }
  const ring = smoothThrough(taperRing(s.centre, s.widths), { closed: true, step: 0.4 })
  sk.element(ring)
  sk.fill([ring], 'shade', INK)
}

/** A small leg out of the belly side at sample `i`: thigh, forearm bent forward, three hooked claws. */
function leg(body: Body, i: number, bellySide: number, u: number): { limb: Pt[]; tuft: Lock; claws: [Pt, Pt, number][] } {
  const normals = normalsOf(body.spine)
  const p = body.spine[i]!
  const nn = normals[i]!
  const out: Pt = [nn[0] * bellySide, nn[1] * bellySide]
  const fwd = normalize(sub(body.spine[Math.min(body.spine.length - 1, i + 2)]!, body.spine[Math.max(0, i - 2)]!))
  const at = (o: number, f: number): Pt => [p[0] + out[0] * o * u + fwd[0] * f * u, p[1] + out[1] * o * u + fwd[1] * f * u]
  // Drawn as one outline (a tapering ring round a bent centre line folds over itself at the elbow).
  const limb = [
    at(0, -0.34),
    at(0.6, -0.52),
    at(1.02, -0.48),
    at(1.24, -0.2),
    at(1.38, 0.16),
    at(1.44, 0.44),
    at(1.16, 0.5),
    at(0.92, 0.14),
    at(0.62, 0.02),
    at(0.3, 0.3),
    at(0, 0.34),
  ]
  const wrist = at(1.3, 0.42)
  // Spread wide enough that the paper between two claws opens faster than it narrows.
  const claws: [Pt, Pt, number][] = [-0.35, 0.45, 1.25].map((turn) => {
    const d: Pt = [fwd[0] * Math.cos(turn) + out[0] * Math.sin(turn), fwd[1] * Math.cos(turn) + out[1] * Math.sin(turn)]
    return [wrist, normalize(d), 0.46 * u]
  })
  return {
    limb,
    // A flame of hair off the back of the elbow.
    tuft: { centre: [at(0.95, -0.3), at(1.15, -0.75), at(1.0, -1.15)], widths: [0.34 * u, 0.2 * u, 0] },
    claws,
  }
}

function drawLeg(sk: Sketch, l: ReturnType<typeof leg>, look: DragonLook): Pt[] {
  const wt = sk.style.weights
  const tuftOk = linesAcross(sk, l.tuft.widths[0]!) > 3
  if (tuftOk) spike(sk, l.tuft, look.mane)
  sk.element()
  for (const [root, dir, len] of l.claws)
    claw(sk, root, dir, Math.max(len, wt.outline * 2.2), Math.max(len * 0.32, wt.outline * 0.9))
  filled(sk, l.limb, look.colour)
  // A solid pad where the claws fan out: wedges of paper between their roots would not hold.
  const [wrist, , len] = l.claws[0]!
  sk.element().dot(wrist, Math.max(len * 0.7, wt.outline * 2.2))
  return l.limb
}

interface Plan {
  body: Body
  headAt: Pt
  headAngle: number
  u: number
  gape: number
  bellySide: 1 | -1
  legs: number[]
}

function plan(form: number, H: number, least: number): Plan {
  const u = (x: number, y: number): Pt => [x * H, y * H]
  if (form === 0) {
    const thick = Math.min(Math.max(H * 0.11, least), H * 0.17)
    const spine = spineThrough([
      u(0.24, 0.44),
      u(0.04, 0.47),
      u(-0.18, 0.4),
      u(-0.22, 0.24),
      u(-0.06, 0.11),
      u(0.15, 0.01),
      u(0.2, -0.13),
      u(0.06, -0.23),
      u(-0.12, -0.27),
      u(-0.2, -0.34),
      u(-0.15, -0.41),
      u(-0.06, -0.43),
    ])
    const body: Body = { spine, widths: dragonWidths(spine.length, thick), depth: spine.map((_, i) => i + 1) }
    const n = spine.length - 1
    // Where bold lines force the body wider than the pose would have it, the S has no room for
    // legs between its coils: they would only clot it.
    const legs = H * 0.11 < least ? [] : [Math.round(n * 0.4), Math.round(n * 0.8)]
    return { ...headOf(body, 1.4), gape: 0.42, bellySide: -1, legs }
  }
  // The head alone, raised on a short neck that curls away beneath it into a tapering tail.
  const thick = Math.max(H * 0.2, least)
  const spine = spineThrough([u(0.12, 0.46), u(-0.06, 0.5), u(-0.26, 0.44), u(-0.32, 0.3), u(-0.25, 0.16), u(-0.14, 0.07)])
  const body: Body = { spine, widths: dragonWidths(spine.length, thick), depth: spine.map((_, i) => i + 1) }
  return { ...headOf(body), gape: 0.45, bellySide: 1, legs: [] }
}

function headOf(body: Body, scale = 1): Pick<Plan, 'body' | 'headAt' | 'headAngle' | 'u'> {
  const headAt = body.spine.at(-1)!
  const d = normalize(sub(headAt, body.spine.at(-4)!))
  // The head looks ahead, a little raised, whatever the neck's last bend.
  const angle = Math.cos(Math.atan2(d[1], d[0])) < 0 ? Math.PI + 0.15 : -0.15
  return { body, headAt, headAngle: angle, u: body.widths.at(-1)! * scale }
}

function reachOf(sk: Sketch, p: Plan): Pt[] {
  const back = -p.bellySide
  const fins = finSpikes(p.body, back, 0, p.body.spine.length, finEvery(sk, p), 0).map((l) => taperRing(l.centre, l.widths))
  const legs = p.legs
    .map((i) => leg(p.body, i, outerSide(p.body, i), p.u))
    .flatMap((l) => [...l.limb, ...taperRing(l.tuft.centre, l.tuft.widths)])
  const flames = tailTuft(p).flatMap((l) => taperRing(l.centre, l.widths))
  return [
    ...bodyRing(p.body),
    ...fins.flat(),
    ...legs,
    ...flames,
    ...dragonHeadReach(sk, p.headAt, p.headAngle, p.u, p.gape).reach,
  ]
}

/** Spikes apart along the back: bold outlines take fewer, broader ones, or they would be all ink. */
const finEvery = (sk: Sketch, p: Plan) =>
  Math.max(3, Math.round(Math.max(...p.body.widths) * (sk.style.weights.outline >= 1.5 ? 1.3 : 0.85)))

/**
 * The Eastern dragon of tattoo flash: a serpent's body in an S with four small clawed legs, a
 * spine fin and scales; its head with antler horns, a flaming mane, whiskers and jaws open on
 * fangs. Or the head alone in profile, raised out of flames. It winds round a sword (`coil`).
 */
export const DRAGON: SubjectModel = {
  id: 'dragon',
  shape: 'long',
  aspects: [0.6, 1.1],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const aspect = this.aspects[frame.form] ?? 1
    const { mm, matrix } = fitFrame(frame, aspect, 1)
    const o = sk.style.weights.outline
    const { colour, mane } = dragonColours(sk, frame.colour)
    const dl: DragonLook = { colour, belly: bellyColour(sk, colour), mane }
    const least = o * 4.2
    let H = mm
    let p = plan(frame.form, H, least)
    const lookFor = (q: Plan): BodyLook => ({
      colour,
      belly: dl.belly,
      bellySide: q.bellySide,
      pattern: 'scales',
      headCover: DRAGON_HEAD_BACK * q.u + (o >= 1.5 ? 3 : 1),
    })
    let tb = boxOf(reachOf(sk, p))
    for (let pass = 0; pass < 6; pass++) {
      const k = Math.min(frame.box.w / (tb.maxX - tb.minX + o), frame.box.h / (tb.maxY - tb.minY + o))
      if (Math.abs(k - 1) < 0.01) break
      H *= k
      p = plan(frame.form, H, least)
      tb = boxOf(reachOf(sk, p))
    }
    const placed = compose(matrix, translation(-(tb.minX + tb.maxX) / 2, -(tb.minY + tb.maxY) / 2))
    const look = lookFor(p)
    const every = finEvery(sk, p)
    const finOk = linesAcross(sk, every) > 1.8
    let silhouette: Pt[][] = []
    sk.within(placed, () => {
      const legs = p.legs.map((i) => leg(p.body, i, outerSide(p.body, i), p.u))
      // The far legs show a little behind the body, a step along from the near ones.
      if (linesAcross(sk, p.u) > 9 && sk.style.weights.outline < 1.5)
        for (const i of p.legs)
          drawLeg(sk, leg(p.body, Math.min(p.body.spine.length - 1, i + every), outerSide(p.body, i), p.u * 0.85), dl)
      const tail = tailTuft(p)
      for (const l of tail) spike(sk, l, mane)
      // The S never crosses itself: the spikes all go behind the whole body at once (drawn piece
      // by piece, a spike's root reached over the stretch drawn before it).
      if (finOk)
        for (const s of finSpikes(p.body, -p.bellySide, 0, p.body.spine.length, every, look.headCover!)) spike(sk, s, mane)
      dragonHead(sk, rng.fork('head'), p.headAt, p.headAngle, p.u, p.gape, dl, 'mane')
      // No belly plates under the legs: their ends would crowd the legs' outlines.
      const reach = Math.ceil(p.u * 0.55)
      drawBody(sk, rng.fork('body'), p.body, { ...look, bare: p.legs.map((i) => [i - reach, i + reach] as [number, number]) })
      const legRings = legs.map((l) => drawLeg(sk, l, dl))
      const head = dragonHead(sk, rng.fork('head'), p.headAt, p.headAngle, p.u, p.gape, dl, 'head')
      const fins = finOk
        ? finSpikes(p.body, -p.bellySide, 0, p.body.spine.length, every, look.headCover!).map((l) =>
            taperRing(l.centre, l.widths),
          )
        : []
      const flames = tailTuft(p).map((l) => taperRing(l.centre, l.widths))
      silhouette = [bodyRing(p.body), ...head.rings, ...legRings, ...fins, ...flames]
    })
    const spine = p.body.spine
    const spots = [0.2, 0.45, 0.7].map((t) => spine[Math.round(t * (spine.length - 1))]!)
    return placeAnchors(placed, o, {
      silhouette,
      axis: [spine[0]!, p.headAt],
      girth: Math.max(...p.body.widths) / 2,
      spots,
      focus: p.headAt,
    })
  },
  coil(sk: Sketch, rng: Random, spec: CoilSpec) {
    const b = spec.bodyMm
    const L = Math.hypot(spec.axis[1][0] - spec.axis[0][0], spec.axis[1][1] - spec.axis[0][1])
    const from = 0.08
    const to = spec.head === 'top' ? 0.62 : 0.54
    const turns = Math.max(1, Math.min(spec.turns, ((to - from) * L) / (b * 2.1)))
    const radius = spec.girth + b
    const neck: HelixPlan['neck'] =
      spec.head === 'top'
        ? ({ along }) => [
            [radius * 1.05, along + b * 1.4],
            [radius * 0.95, L + b * 0.3],
            [radius * 0.3, L + b * 1.4],
            [-radius * 0.2, L + b * 1.7],
          ]
        : ({ across, along }) => [
            [across + b * 0.5, along + b * 1.5],
            [across + b * 0.9, along + b * 2.7],
            [across + b * 1.8, along + b * 3.2],
            [across + b * 2.7, along + b * 3.2],
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
    const body: Body = { ...wound.body, widths: dragonWidths(wound.body.spine.length, b) }
    const { colour, mane } = dragonColours(sk, spec.colour)
    const dl: DragonLook = { colour, belly: bellyColour(sk, colour), mane }
    const bellySide: 1 | -1 = spec.mirror ? -1 : 1
    const u = body.widths.at(-1)!
    const every = Math.max(3, Math.round(b * 0.7))
    const look: BodyLook = {
      colour,
      belly: dl.belly,
      bellySide,
      pattern: 'scales',
      headCover: DRAGON_HEAD_BACK * u + 1,
      behindPiece: (a, z) => {
        for (const s of finSpikes(body, -bellySide, a, z, every, DRAGON_HEAD_BACK * u + 1)) spike(sk, s, mane)
      },
    }
    const r = rng.fork('coil')
    // Legs on the stretches in front, where they grip the blade.
    const legAt = body.depth
      .map((d, i) => [d, i] as const)
      .filter(([d, i]) => d > 0.7 && i > body.spine.length * 0.3 && i < body.spine.length * 0.85)
      .map(([, i]) => i)
    const legs = legAt.length > 0 ? [legAt[Math.floor(legAt.length * 0.2)]!, legAt[Math.floor(legAt.length * 0.8)]!] : []
    const headAngle = Math.atan2(wound.headDir[1], wound.headDir[0])
    return {
      back: () => drawBody(sk, r.fork('back'), body, look, (d) => d < 0),
      front: () => {
        drawBody(sk, r.fork('front'), body, look, (d) => d >= 0)
        for (const i of legs) drawLeg(sk, leg(body, i, bellySide, u), dl)
        dragonHead(
          sk,
          r.fork('head'),
          wound.headAt,
          headAngle * 0.5 + (Math.cos(headAngle) < 0 ? Math.PI * 0.55 : -0.1),
          u,
          0.55,
          dl,
        )
      },
    }
  },
}

/** Flames off the tail's tip. */
function tailTuft(p: Plan): Lock[] {
  const s = p.body.spine
  const tip = s[0]!
  const d = normalize(sub(s[0]!, s[3]!))
  const w = Math.max(...p.body.widths)
  const n: Pt = [-d[1], d[0]]
  return [-1, 1].map((k) => ({
    centre: [
      [tip[0] - d[0] * w * 0.3, tip[1] - d[1] * w * 0.3],
      [tip[0] + d[0] * w * 0.5 + n[0] * k * w * 0.35, tip[1] + d[1] * w * 0.5 + n[1] * k * w * 0.35],
      [tip[0] + d[0] * w * 1.1 + n[0] * k * w * 0.2, tip[1] + d[1] * w * 1.1 + n[1] * k * w * 0.2],
    ],
    widths: [0.55 * w, 0.35 * w, 0],
  }))
}
