import { channels, lighten } from '../../colour.ts'
import { insideRing, smoothThrough } from '../../geometry/curves.ts'
import type { Box, Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import type { SubjectAnchors, SubjectModel } from '../model.ts'
import { drawEye, LOWER_LID, UPPER_LID } from './eye-parts.ts'
import { anchorsOf, placeIn } from './placement.ts'
import { shadeInside } from './shading.ts'
import { circle, distanceToPolygon, spike, straight } from './strokes.ts'

type Local = Omit<SubjectAnchors, 'box'>

interface EyeForm {
  /** Natural box in units of the eye's width (corner to corner). */
  natural: Box
  draw(sk: Sketch, rng: Random, s: number, colours: EyeColours): Local
}

interface EyeColours {
  iris: string
  accent: string
  tear: string
}

/** The palette colour nearest a hue family, for an iris (blue or green) or gold rays. */
function nearest(sk: Sketch, score: (r: number, g: number, b: number) => number, fallback: string): string {
  let best = fallback
  let top = -Infinity
  for (const c of sk.style.palette) {
    const v = score(...channels(c))
    if (v > top) {
      top = v
      best = c
    }
  }
  return best
}

const scaled = (s: number, p: Pt): Pt => [p[0] * s, p[1] * s]

const ALL_SEEING_BOX: Box = { minX: -0.6, minY: -0.5, maxX: 0.6, maxY: 0.25 }

/** The all-seeing eye: long swept lashes over a radiant iris, lower lashes where there is room. */
const ALL_SEEING: EyeForm = {
  natural: ALL_SEEING_BOX,
  draw(sk, rng, s, col) {
    const e = drawEye(sk, rng, { c: [0, 0], w: s, lash: 0.24, lower: true, iris: col.iris })
    return eyeAnchors(s, ALL_SEEING_BOX, e.irisCentre, [0, -0.46])
  },
}

/**
 * The eye of providence: an eye in a triangle, rays bursting from behind it, alternately long
 * and short, one straight up from the apex and one from each corner.
 */
const PROVIDENCE: EyeForm = {
  natural: { minX: -0.81, minY: -0.81, maxX: 0.81, maxY: 0.81 },
  draw(sk, rng, s, col) {
    const wt = sk.style.weights
    const centroid: Pt = [0, 0]
    const R = 0.56 * s
    const corners: Pt[] = [0, 1, 2].map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3
      return [Math.cos(a) * R, Math.sin(a) * R] as Pt
    })
    const tri = straight(corners)
    const inR = R / 2
    const root = Math.max(wt.outline * 0.95, 0.6)
    const around = 2 * Math.PI * inR
    const fit = Math.floor(around / (root + Math.max(1.4, root)))
    // Multiples of twelve put a long ray straight up and straight down and one at each corner.
    const count = [36, 24, 12].find((n) => n <= fit && n <= 18 + Math.round(sk.style.detail * 24)) ?? 12
    const long = 0.8 * s
    const short = 0.62 * s
    // Rays stand off the triangle by a line's width of paper: rooted on it, those near the
    // corners would leave it at a slant and pinch wedges of skin.
    const standOff = wt.outline + 0.9
    for (let i = 0; i < count; i++) {
      const a = -Math.PI / 2 + (i / count) * Math.PI * 2
      const dir: Pt = [Math.cos(a), Math.sin(a)]
      const reach = i % 2 === 0 ? long : short
      const at = (r: number): Pt => [dir[0] * r, dir[1] * r]
      let from = inR
      while (from < reach && (insideRing(at(from), corners) || distanceToPolygon(at(from), corners) < standOff)) from += 0.25
      if (reach - from < root * 3) continue
      const path: Pt[] = [0, 0.5, 1].map((k) => {
        const r = from + (reach - from) * k
        return [centroid[0] + dir[0] * r, centroid[1] + dir[1] * r] as Pt
      })
      sk.element()
      sk.fill([spike(path, root * (0.6 + 0.4 * (reach / long)) * 1.3)], 'shade', INK)
    }
    filled(sk, tri, col.accent)
    const bevel = 1 - (wt.outline / 2 + wt.detail / 2 + 1.1) / inR
    if (linesAcross(sk, inR * 2) > 8 && bevel > 0.8) {
      // A second line inside the first, the stone triangle's bevel, where it leaves paper both sides.
      const inset = straight(corners.map((p) => [p[0] * bevel, p[1] * bevel] as Pt))
      sk.curve(inset, 'detail', { closed: true, taper: 0 })
    } else if (linesAcross(sk, inR) > 4.5)
      shadeInside(sk, rng.fork('triangle'), tri, { towards: [0, 1], depth: inR * 0.3, colour: col.accent })
    const e = drawEye(sk, rng, { c: [0, R * 0.12], w: R * 0.9, lash: 0.13, span: 0.6, lower: false, iris: col.iris })
    return {
      silhouette: [circle([0, 0], long, 36)],
      perch: corners[0],
      spots: [corners[1]!, corners[2]!, [0, R / 2], [-R * 0.5, 0], [R * 0.5, 0]],
      pierce: [
        [R * 0.9, -R * 1.1],
        [-R * 0.7, R * 1.1],
      ],
      focus: e.irisCentre,
    }
  },
}

/** The crying eye: the lashed eye with a tear welling from the lower lid and falling. */
const CRYING: EyeForm = {
  natural: { minX: -0.6, minY: -0.5, maxX: 0.6, maxY: 0.6 },
  draw(sk, rng, s, col) {
    const e = drawEye(sk, rng, { c: [0, 0], w: s, lash: 0.24, lower: false, iris: col.iris })
    // The tear hangs from the lid just in from the inner corner, its point on the lid line.
    const x = -0.2
    const lidY = LOWER_LID * Math.cos(Math.PI * x)
    const tip: Pt = [x * s, lidY * s]
    const bulb: Pt = [(x - 0.015) * s, 0.46 * s]
    const r = 0.12 * s
    const drop: Pt[] = [
      tip,
      [bulb[0] + r * 0.55, bulb[1] - r * 1.5],
      [bulb[0] + r, bulb[1]],
      [bulb[0] + r * 0.7, bulb[1] + r * 0.72],
      [bulb[0], bulb[1] + r],
      [bulb[0] - r * 0.7, bulb[1] + r * 0.72],
      [bulb[0] - r, bulb[1]],
      [bulb[0] - r * 0.55, bulb[1] - r * 1.5],
    ]
    filled(sk, drop, col.tear)
    const wt = sk.style.weights
    // Stipple in a drop this small is a few stray dots: the light styles give it a glint line instead.
    const dotted = sk.style.shading === 'stipple' || sk.style.shading === 'whip'
    if (linesAcross(sk, r) > 3 && !dotted)
      shadeInside(sk, rng.fork('tear'), drop, { towards: [0.6, 0.8], depth: r * 0.45, colour: col.tear })
    const glint = r * 0.3
    const inked = sk.inColour || sk.style.shading === 'solid'
    if (inked && glint > wt.outline * 0.5 + 0.4)
      // A fleck of paper on the lit side of a filled drop.
      sk.element(circle([bulb[0] - r * 0.38, bulb[1] - r * 0.2], glint, 16), { smooth: true })
    else if (!inked && linesAcross(sk, r) > 4) {
      const inset = r - (wt.outline / 2 + wt.detail / 2 + 0.8)
      const arcPts: Pt[] = [3.3, 3.6, 3.9, 4.2].map((a) => [bulb[0] + Math.cos(a) * inset, bulb[1] + Math.sin(a) * inset] as Pt)
      sk.curve(arcPts, 'detail', { taper: 0.4 })
    }
    const anchors = eyeAnchors(s, ALL_SEEING_BOX, e.irisCentre, [0, -0.46])
    const dropRing = smoothThrough(drop, { closed: true, step: 1 })
    return {
      ...anchors,
      silhouette: [...anchors.silhouette, dropRing],
      spots: [...anchors.spots!, [bulb[0] + r, bulb[1]]],
    }
  },
}

/**
 * The eye's outer outline with its lashes: the almond's corners and lower lid, the upper side
 * arched over the lash tips (in units of the eye's width, `natural` the form's box).
 */
function lashedOutline(s: number, natural: Box): Pt[] {
  const n = 16
  const halfW = Math.max(-natural.minX, natural.maxX)
  const upper = Array.from({ length: n + 1 }, (_, i) => {
    const t = -1 + (2 * i) / n
    return [t * halfW * s, natural.minY * s * Math.cos((Math.PI / 2) * t) ** 0.8] as Pt
  })
  const lower = Array.from({ length: n - 1 }, (_, i) => {
    const t = 1 - (2 * (i + 1)) / n
    return [t * 0.5 * s, LOWER_LID * s * 1.2 * Math.cos((Math.PI / 2) * t)] as Pt
  })
  return [...upper, ...lower]
}

function eyeAnchors(s: number, natural: Box, iris: Pt, top: Pt): Local {
  return {
    silhouette: [lashedOutline(s, natural)],
    perch: scaled(s, top),
    spots: [
      [-0.5 * s, 0],
      [0.5 * s, 0],
      [-0.3 * s, UPPER_LID * -0.8 * s],
      [0.3 * s, UPPER_LID * -0.8 * s],
      [0, LOWER_LID * s],
    ],
    pierce: [
      [0.25 * s, -0.55 * s],
      [-0.2 * s, 0.45 * s],
    ],
    focus: iris,
  }
}

const FORMS: readonly EyeForm[] = [ALL_SEEING, PROVIDENCE, CRYING]

/**
 * The tattoo eye, drawn flash-style: all-seeing with a radiant iris, the eye of providence in its
 * triangle of rays, and the crying eye. Symmetric about its upright axis except the tear.
 */
export const EYE: SubjectModel = {
  id: 'eye',
  shape: 'round',
  aspects: FORMS.map((f) => (f.natural.maxX - f.natural.minX) / (f.natural.maxY - f.natural.minY)),
  draw(sk, rng, frame) {
    const form = FORMS[frame.form % FORMS.length]!
    const at = placeIn(frame, form.natural)
    const blue = nearest(sk, (r, g, b) => b - r * 0.6 - Math.abs(g - b) * 0.2, '#1d4e89')
    const gold = nearest(sk, (r, g, b) => r + g - 2 * b - Math.abs(r - g) * 0.5, '#f2a900')
    const colours: EyeColours = {
      iris: rng.fork('iris').chance(0.3) ? nearest(sk, (r, g, b) => g - r - b * 0.3, '#0f7b3f') : blue,
      accent: gold,
      tear: lighten(blue, 0.45),
    }
    let local: Local | undefined
    at.draw(sk, () => {
      local = form.draw(sk, rng, at.s, colours)
    })
    return anchorsOf(at, local!, sk.style.weights.outline / 2)
  },
}
