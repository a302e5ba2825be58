import { linesAcross } from '../../flowers/model.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import { lerp, polar, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { bow, face, rim, ticks, ticksThatFit, word } from './dial.ts'
import { anchorsOf, blue, crisp, gold, massive, oval, PALE, piece, red, shadeSide, stage } from './kit.ts'
import { gleam } from './shine.ts'

/** Eight-point compass rose, the rose in a marked ring, pocket compass. */
const ASPECTS = [1, 1, 0.8] as const

/**
 * The nautical compass: an eight-point rose whose points are split into a dark
 * and a light half, the same rose inside a ring of ticks and cardinal letters, and a pocket
 * compass with its needle. Every point is the same kite turned, so the rose is exactly symmetric.
 */
export const COMPASS: SubjectModel = {
  id: 'compass',
  shape: 'round',
  aspects: ASPECTS,
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const colour = red(sk, frame)
    let local: Omit<SubjectAnchors, 'box'>
    sk.within(st.m, () => {
      if (form === 2) local = pocket(sk, rng, st.w, st.h, colour)
      else if (form === 1) local = ringed(sk, rng, st.w / 2, colour)
      else {
        rose(sk, rng, [0, 0], st.w / 2, colour)
        local = roundAnchors([0, 0], st.w / 2)
      }
    })
    return anchorsOf(st, local!)
  },
}

function roundAnchors(c: Pt, R: number): Omit<SubjectAnchors, 'box'> {
  return {
    silhouette: [oval(c, R, R, 24)],
    axis: [polar(Math.PI / 2, R, c), polar(-Math.PI / 2, R, c)],
    girth: R,
    perch: polar(-Math.PI / 2, R, c),
    pierce: [polar(-Math.PI / 4, R, c), polar((3 * Math.PI) / 4, R, c)],
    spots: [0.8, 0.2, 0.5, 0.35, 0.65].map((t) => polar(Math.PI * (t + 0.25) * 2, R, c)),
    focus: c,
  }
}

/**
 * A compass rose of radius `R`: four long cardinal points over four shorter ones between, each
 * split along its spine into a dark half and a light one, round a hub.
 */
export function rose(sk: Sketch, rng: Random, c: Pt, R: number, colour: string): void {
  const w = sk.style.weights
  const layers: { count: number; offset: number; reach: number; valley: number }[] = []
  // Bold lines need fat points to keep paper and colour inside them.
  const fat = (share: number) => Math.max(share * R, (w.outline * 1.6 + w.inner / 2 + 1.6) / Math.sin(Math.PI / 4))
  layers.push({ count: 4, offset: Math.PI / 4, reach: 0.66 * R, valley: Math.min(0.3 * R, fat(0.16)) })
  layers.push({ count: 4, offset: 0, reach: R, valley: Math.min(0.36 * R, fat(0.2)) })
  const dark = massive(sk) || sk.style.shading === 'solid'
  const light = sk.inColour ? colour : PALE
  for (const [li, layer] of layers.entries()) {
    const spread = Math.PI / layer.count
    for (let k = 0; k < layer.count; k++) {
      const a = -Math.PI / 2 + layer.offset + (k * Math.PI * 2) / layer.count
      const tip = polar(a, layer.reach, c)
      const left = polar(a - spread, layer.valley, c)
      const right = polar(a + spread, layer.valley, c)
      const kite = crisp([c, left, tip, right], true, 0.2, 2)
      const r = rng.fork(`${li}.${k}`)
      sk.shape(kite)
      // Points too slim to split into two halves with paper in each are inked whole, behind the others.
      if (linesAcross(sk, layer.valley * Math.sin(spread)) < (li === layers.length - 1 ? 2.2 : 4)) {
        sk.fill([smoothThrough(kite, { closed: true, step: 0.4 })], 'shade', INK)
        continue
      }
      const shadow = crisp([c, tip, right], true, 0.2, 2)
      const lit = crisp([c, left, tip], true, 0.2, 2)
      if (sk.inColour)
        sk.fill([smoothThrough(lit, { closed: true, step: 0.4 })], 'colour', li === layers.length - 1 ? light : gold(sk))
      if (dark) sk.fill([smoothThrough(shadow, { closed: true, step: 0.4 })], 'shade', INK)
      else shadeSide(sk, r, shadow, { towards: polar(a + Math.PI / 2, 1), depth: layer.valley * 2, colour })
      sk.curve([c, tip], 'inner', { taper: 0 })
      // Both halves narrow to slivers at the tip: ink its last stretch, as a tattooer packs a point.
      const base = Math.abs(Math.sin(spread)) * layer.valley
      const k2 = Math.min(0.9, (w.outline / 2 + w.inner / 2 + 0.7) / Math.max(base, 1e-6))
      sk.fill([[tip, lerp(tip, right, k2), lerp(tip, c, k2), lerp(tip, left, k2)]], 'shade', INK)
    }
  }
  // The hub covers where the points' halves meet in slivers.
  const hub = Math.max(0.09 * R, w.outline * 1.3 + 0.6)
  const hubRing = oval(c, hub, hub, 14)
  piece(sk, rng.fork('hub'), hubRing, gold(sk), { widthMm: hub * 2, solid: hub * 2 - w.outline < 1.6 })
  gleam(sk, [c[0] - hub * 0.3, c[1] - hub * 0.3], hub * 0.3)
}

/** The rose inside a ring: a rim, ticks round the face and the cardinal letters when they fit. */
function ringed(sk: Sketch, rng: Random, R: number, colour: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  const c: Pt = [0, 0]
  const band = Math.max(0.09 * R, w.outline + 1.2)
  // The face runs under the rim's inner line (stopping short would leave a hair of paper), and
  // goes first: the rim's line on its edge would otherwise be hidden in dashes.
  face(sk, c, R - band, PALE)
  rim(sk, rng.fork('rim'), c, R - band, R, gold(sk))
  const inner = R - band - w.outline / 2
  const letterH = 0.13 * R
  const letters = letterH >= 9 * w.detail + 1 && !massive(sk)
  const tickR1 = inner - w.detail - 0.8
  const tickR0 = tickR1 - Math.max(0.07 * R, w.detail * 3)
  const n = ticksThatFit(sk, tickR0, w.detail, [8, 16, 32])
  sk.element()
  ticks(sk, c, n, tickR0, tickR1, w.detail, n / 4, tickR0 - 0.04 * R)
  const roseR = (letters ? tickR0 - letterH * 1.3 : tickR0 - 0.04 * R) - w.outline - 1.0
  rose(sk, rng.fork('rose'), c, roseR, colour)
  if (letters) {
    const at = tickR0 - letterH * 0.75
    sk.element()
    ;['N', 'E', 'S', 'W'].forEach((ch, i) => word(sk, ch, polar(-Math.PI / 2 + (i * Math.PI) / 2, at, c), letterH, 0, w.detail))
  }
  return roundAnchors(c, R)
}

/** A pocket compass: a round case with a bow, its face ticked, the needle's north half dark. */
function pocket(sk: Sketch, rng: Random, W: number, H: number, colour: string): Omit<SubjectAnchors, 'box'> {
  const w = sk.style.weights
  // The bow stands above the case: a bold style's thick ring shrinks the case to leave it room.
  const thick = Math.max(0.04 * W, w.outline + 1.6)
  const ringR = Math.max(0.075 * W, thick * 1.5)
  const R = Math.min(W / 2, (H - 2.6 * ringR - thick / 2) / 2)
  const tall = 2 * R + 2.6 * ringR + thick / 2
  const c: Pt = [0, tall / 2 - R]
  const band = Math.max(0.1 * R, w.outline + 1.4)
  const bowRings = bow(sk, rng.fork('bow'), c, R, ringR, thick, gold(sk))
  face(sk, c, R - band, PALE)
  const caseRing = rim(sk, rng.fork('rim'), c, R - band, R, gold(sk))
  const inner = R - band - w.outline / 2
  const tickR1 = inner - w.detail - 0.8
  const tickR0 = tickR1 - Math.max(0.08 * R, w.detail * 3)
  const n = ticksThatFit(sk, tickR0, w.detail, [4, 8, 16])
  sk.element()
  ticks(sk, c, n, tickR0, tickR1, w.detail)
  const letterH = 0.16 * R
  if (letterH >= 9 * w.detail + 1 && !massive(sk)) {
    sk.element()
    word(sk, 'N', polar(-Math.PI / 2, tickR0 - letterH * 0.8, c), letterH, 0, w.detail)
  }
  // The needle: a long diamond, the north half dark (or the design's colour), the south half light.
  const len = tickR0 - (letterH >= 9 * w.detail + 1 ? letterH * 1.6 : 0.1 * R)
  const half = Math.max(0.14 * R, w.outline * 2)
  const north = crisp([polar(Math.PI, half, c), polar(-Math.PI / 2, len, c), polar(0, half, c)], true, 0.2, 2)
  const south = crisp([polar(0, half, c), polar(Math.PI / 2, len, c), polar(Math.PI, half, c)], true, 0.2, 2)
  piece(sk, rng.fork('south'), south, PALE, { widthMm: half, shadow: { towards: [1, 0], depth: half } })
  piece(sk, rng.fork('north'), north, sk.inColour ? colour : INK, { widthMm: half, solid: !sk.inColour })
  const pin = Math.max(0.05 * R, w.outline * 0.9)
  piece(sk, rng.fork('pin'), oval(c, pin, pin, 10), blue(sk), { widthMm: pin * 2 })
  const a = roundAnchors(c, R)
  return { ...a, silhouette: [caseRing, ...bowRings], perch: [0, -tall / 2], axis: [polar(Math.PI / 2, R, c), [0, -tall / 2]] }
}
