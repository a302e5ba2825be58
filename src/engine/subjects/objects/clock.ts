import { arcLengths, pointAtLength, smoothThrough } from '../../geometry/curves.ts'
import { normalize, polar, sub, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { bow, face, hand, rim, roman, ticks, ticksThatFit, word, wordWidth } from './dial.ts'
import { anchorsOf, crisp, gold, massive, open, oval, PALE, piece, stage } from './kit.ts'
import { gleam } from './shine.ts'

/** Pocket watch on its chain, clock face. */
const ASPECTS = [0.8, 1] as const

/**
 * The tattoo clock: a pocket watch with its crown, bow and a length of chain, and a round clock
 * face in a bezel. Roman numerals are drawn as strokes, radial as on a watch dial, when the dial
 * holds them with paper between their strokes; smaller dials get hour bars. Hands show ten past ten.
 */
export const CLOCK: SubjectModel = {
  id: 'clock',
  shape: 'round',
  aspects: ASPECTS,
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const metal = gold(sk)
    let local: Omit<SubjectAnchors, 'box'>
    sk.within(st.m, () => {
      local = form === 0 ? watch(sk, rng, st.w, st.h, metal) : clockFace(sk, rng, [0, 0], st.w / 2, metal)
    })
    return anchorsOf(st, local!)
  },
}

/** A dial of radius `R` in a rim: numerals or bars, minute ticks when they fit, the hands and the pin. */
function dial(sk: Sketch, rng: Random, c: Pt, R: number, band: number, metal: string): Pt[] {
  const w = sk.style.weights
  face(sk, c, R - band, PALE)
  const ring = rim(sk, rng.fork('rim'), c, R - band, R, metal)
  const inner = R - band - w.outline / 2
  const edge = inner - w.detail / 2 - 0.8
  const h = 0.15 * inner
  // Numerals want paper between the strokes of a II: a third of their height apart.
  const numerals =
    !massive(sk) && h * 0.35 >= w.detail + 0.7 && (2 * Math.PI * (edge - h)) / 12 >= wordWidth('VIII', 0.35) * h + w.detail + 1
  sk.element()
  const minutes = ticksThatFit(sk, edge, w.detail, [12, 60])
  const tickIn = minutes === 60 ? edge - Math.max(0.05 * R, w.detail * 2.5) : edge
  if (minutes === 60) ticks(sk, c, 60, tickIn, edge, w.detail)
  let handReach = tickIn - w.detail - 0.8
  if (numerals) {
    const at = tickIn - w.detail / 2 - 0.9 - h / 2
    for (let hour = 1; hour <= 12; hour++) {
      const a = -Math.PI / 2 + (hour / 12) * Math.PI * 2
      word(sk, roman(hour), polar(a, at, c), h, a + Math.PI / 2, w.detail)
    }
    handReach = at - h / 2 - w.detail - 0.8
  } else {
    // Hour bars, longer than the minute ticks, in the weight the dial can carry.
    const bar = minutes === 60 ? w.inner : w.detail
    const from = edge - Math.max(0.12 * R, bar * 3)
    ticks(sk, c, 12, from, edge, bar)
    handReach = from - bar - 0.8
  }
  const spade = Math.max(0.05 * R, w.outline * 0.9)
  const hands = w.outline >= 2 ? w.inner : w.outline
  hand(sk, c, -Math.PI / 2 + ((10 + 10 / 60) / 12) * Math.PI * 2, handReach * 0.62, spade, hands)
  hand(sk, c, -Math.PI / 2 + (10 / 60) * Math.PI * 2, handReach, spade * 0.85, hands)
  const pin = Math.max(0.045 * R, w.outline * 0.8)
  piece(sk, rng.fork('pin'), oval(c, pin, pin, 10), metal, { widthMm: pin * 2 })
  gleam(sk, [c[0] - pin * 0.3, c[1] - pin * 0.3], pin * 0.3)
  return ring
}

function clockFace(sk: Sketch, rng: Random, c: Pt, R: number, metal: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  const ring = dial(sk, rng, c, R, Math.max(0.09 * R, w.outline + 1.4), metal)
  return {
    silhouette: [ring],
    axis: [polar(Math.PI / 2, R, c), polar(-Math.PI / 2, R, c)],
    girth: R,
    perch: polar(-Math.PI / 2, R, c),
    pierce: [polar(-Math.PI / 4, R, c), polar((3 * Math.PI) / 4, R, c)],
    spots: [0.15, 0.35, 0.55, 0.7, 0.9].map((t) => polar(Math.PI * 2 * t, R, c)),
    focus: c,
  }
}

/** A pocket watch: the case, its knurled crown and bow, and a chain hanging from the bow down the side. */
function watch(sk: Sketch, rng: Random, W: number, H: number, metal: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  const thick = Math.max(0.035 * W, w.outline + 1.6)
  const ringR = Math.max(0.06 * W, thick * 1.5)
  const crownH = Math.max(0.06 * W, w.outline + 1.4)
  const R = Math.min(W * 0.4, (H - 2.6 * ringR - thick / 2 - crownH) / 2)
  // Centred on the watch's own height, which the case's width may keep under the frame's.
  const tall = 2 * R + crownH + 2.6 * ringR + thick / 2
  const c: Pt = [-W / 2 + R + w.outline / 2, tall / 2 - R]
  const top = c[1] - R
  // The chain runs from the bow out to the side and down, behind the case, ending in a bar.
  const ringC: Pt = [c[0], top - crownH - ringR * 0.9 - ringR * 0.7]
  const chainPath: Pt[] = [
    [ringC[0] + ringR * 0.9, ringC[1] + ringR * 0.3],
    [W / 2 - 0.12 * W, top + R * 0.1],
    [W / 2 - 0.08 * W, c[1] + R * 0.35],
    [W / 2 - 0.1 * W, tall / 2 - 0.12 * W],
  ]
  chain(sk, rng.fork('chain'), chainPath, Math.max(0.035 * W, w.outline * 1.2 + 0.6), metal)
  const bowRings = bow(sk, rng.fork('bow'), [c[0], c[1] - crownH], R, ringR, thick, metal)
  // The crown: a knurled knob between the case and the bow.
  const cw = Math.max(0.2 * R, w.outline * 2 + 1.2)
  const crown = crisp([
    [c[0] - cw / 2, top + thick * 0.5],
    [c[0] - cw / 2, top - crownH],
    [c[0] + cw / 2, top - crownH],
    [c[0] + cw / 2, top + thick * 0.5],
  ])
  piece(sk, rng.fork('crown'), crown, metal, { widthMm: Math.min(cw, crownH) })
  const grooves = Math.floor((cw - w.outline) / (w.detail + 1.0))
  if (open(sk, Math.min(cw, crownH)) && grooves >= 2)
    for (let i = 1; i < grooves; i++) {
      const x = c[0] - cw / 2 + w.outline / 2 + ((cw - w.outline) * i) / grooves
      sk.curve(
        [
          [x, top - crownH + w.outline / 2],
          [x, top - w.outline / 2],
        ],
        w.detail,
        { taper: 0 },
      )
    }
  const ring = dial(sk, rng, c, R, Math.max(0.1 * R, w.outline + 1.6), metal)
  return {
    silhouette: [ring, ...bowRings, crown],
    axis: [polar(Math.PI / 2, R, c), [c[0], -tall / 2]],
    girth: R,
    perch: [c[0], -tall / 2],
    pierce: [polar(-Math.PI / 4, R, c), polar((3 * Math.PI) / 4, R, c)],
    spots: [0.2, 0.4, 0.55, 0.65].map((t) => polar(Math.PI * 2 * t, R, c)),
    focus: c,
  }
}

/**
 * A chain of links along a path: flat links seen as rings alternating with links seen edge-on as
 * bars; small chains (too fine for a ring to keep paper inside) become a row of solid links.
 */
function chain(sk: Sketch, rng: Random, path: readonly Pt[], linkW: number, metal: string): void {
  const w = sk.style.weights
  const line = smoothThrough(path, { step: 0.5 })
  const lengths = arcLengths(line)
  const total = lengths.at(-1) ?? 0
  const linkL = linkW * 1.6
  const step = linkL * 0.8
  const solid = massive(sk) || !open(sk, linkW)
  for (let i = 0, s = linkL / 2; s < total - linkL / 2; i++, s += step) {
    const at = pointAtLength(line, lengths, s)
    const ahead = pointAtLength(line, lengths, Math.min(total, s + 0.5))
    const d = normalize(sub(ahead, at))
    const a = Math.atan2(d[1], d[0])
    if (i % 2 === 0) {
      const link = oval([0, 0], linkL / 2, linkW / 2, 14).map(
        ([x, y]) => [at[0] + x * Math.cos(a) - y * Math.sin(a), at[1] + x * Math.sin(a) + y * Math.cos(a)] as Pt,
      )
      piece(sk, rng.fork(i), link, metal, { widthMm: linkW, solid })
      // The link's hole, inset far enough to keep paper between its line and the link's outline.
      const inset = w.outline / 2 + w.inner / 2 + 0.9
      const [rx, ry] = [linkL / 2 - inset, linkW / 2 - inset]
      if (!solid && ry * 2 - w.inner >= 0.9) {
        const inner = oval([0, 0], rx, ry, 12).map(
          ([x, y]) => [at[0] + x * Math.cos(a) - y * Math.sin(a), at[1] + x * Math.sin(a) + y * Math.cos(a)] as Pt,
        )
        sk.shape(inner, 'inner')
      }
    } else {
      sk.element().curve([polar(a, -linkL * 0.45, at), polar(a, linkL * 0.45, at)], Math.max(w.outline, linkW * 0.45), {
        taper: 0,
      })
    }
  }
}
