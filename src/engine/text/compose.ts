import type { Canvas } from '../compose/canvas.ts'
import { channels } from '../colour.ts'
import { drawLettering, faceFor } from '../compose/lettering.ts'
import { drawMotif, sparkle } from '../compose/motif.ts'
import { drawVine } from '../compose/vine.ts'
import { petal } from '../flowers/parts.ts'
import { polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import { Random } from '../random.ts'
import { CONCEPTS, type Concept, type Lang } from './lexicon/index.ts'
import { MAX_MOTIFS, type Composition, type Reading } from './reading.ts'
import type { StyleId } from '../styles.ts'
import { drawSubject, isBackdrop } from './backdrop.ts'

const BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]))

const SUBJECT_RANK: Record<Concept['category'], number> = {
  mythic: 0,
  animal: 0,
  bird: 0,
  sea: 0,
  insect: 1,
  zodiac: 1,
  religious: 2,
  cultural: 2,
  symbol: 2,
  object: 2,
  weapon: 2,
  music: 2,
  travel: 2,
  flower: 3,
  plant: 3,
  nature: 4,
  celestial: 5,
}
/** Draws the design a prompt asks for; returns characters no face could letter. */
export function composeText(
  sk: Sketch,
  rng: Random,
  reading: Reading,
  canvas: Canvas,
  { index = 0, seed = 0 }: { index?: number; seed?: number } = {},
): string[] {
  // The subject leads: a creature before an object, an object before a flower, the sky last (it
  // makes the backdrop). Ties keep the prompt's order.
  const concepts = reading.concepts
    .map((id) => BY_ID.get(id))
    .filter((c): c is Concept => c !== undefined)
    .map((c, i) => ({ c, i }))
    .sort((a, b) => SUBJECT_RANK[a.c.category] - SUBJECT_RANK[b.c.category] || a.i - b.i)
    .map(({ c }) => c)
  const text = reading.lettering.join(' · ')
  const font = reading.font ?? faceFor(sk.style.id, rng.fork('face'))
  const letter = (slot: Parameters<typeof drawLettering>[3]) => {
    // Short words may be set larger than the slot's default: about 0.6 cap heights per letter fill its width.
    const grown =
      slot.kind === 'straight'
        ? { ...slot, capMm: Math.min(slot.capMm * 1.8, (slot.widthMm * 0.8) / (0.6 * Math.max([...text].length, 4))) }
        : slot
    return drawLettering(
      sk,
      rng.fork('lettering'),
      text,
      { ...grown, capMm: Math.max(grown.capMm, slot.capMm) },
      { font, language: reading.language },
    )
  }
  const { widthMm: w, heightMm: h } = canvas
  const short = Math.min(w, h)

  if (concepts.length === 0)
    return ornamentalLettering(sk, rng, text || reading.prompt || '∞', canvas, font, reading.language, index)

  // Variations of one request take turns through the compositions that suit it, in an order
  // the request's seed decides, so four variations are four different designs.
  // A mirrored pair flanking the subject suits flowers, birds and blades, not a moon or a mountain.
  const pairable = concepts.length === 2 && !isBackdrop(concepts[1]!)
  const choices = compositionsFor(concepts.length, text.length > 0, sk.style.id).filter((c) => c !== 'symmetric' || pairable)
  const order = new Random(seed).fork('compositions').shuffle(choices)
  const composition = reading.composition ?? order[index % order.length]!
  // Variations that share a composition face opposite ways.
  const cycle = reading.composition ? 1 : order.length
  const facing = cycle === 1 ? index % 2 === 1 : Math.floor(index / cycle) % 2 === 1
  // With a single composition, the third and fourth variations also lean the subject.
  const tilt = cycle === 1 ? Math.floor(index / 2) * 0.2 : 0
  const [main, ...rest] = concepts
  const motifRng = (i: number) => rng.fork(`motif${i}`)
  // How the subject is drawn in every composition (in front of its backdrop, where one has it).
  const asSubject = { subject: main!, facing, tilt, colourOf: (cpt: Concept) => colourOf(sk, cpt), rng: motifRng }
  switch (composition) {
    case 'banner': {
      const size = Math.min(w * 0.8, h * 0.55)
      drawSubject(sk, { ...asSubject, centre: [w / 2, h * 0.4], sizeMm: size })
      return text
        ? letter({
            kind: 'ribbon',
            centre: [w / 2, h * 0.4 + size * 0.5],
            widthMm: w * 0.95,
            capMm: Math.min(w * 0.075, h * 0.05),
          })
        : []
    }
    case 'badge': {
      // On a long placement (forearm, spine) the badge sits high and its first companion hangs
      // below it at a size that can carry the style's outline, instead of a small one on the frame.
      const backdrop = rest.find(isBackdrop)
      const companions = rest.filter((cpt) => cpt !== backdrop).slice(0, 2)
      const tall = h > w * 1.4 && companions.length > 0
      const r = short * 0.44
      const c: Pt = [w / 2, tall ? Math.max(r * 1.08, h * 0.36) : h / 2]
      frameCircle(sk, c, r)
      // A sky or land goes inside the badge, behind the subject; a corner of the frame is too
      // small for a mountain or a moon to read.
      drawSubject(sk, { ...asSubject, backdrop, centre: c, sizeMm: r * (text ? 1.05 : 1.3) })
      const below = tall ? companions[0] : undefined
      if (below) {
        const room = h - (c[1] + r)
        drawMotif(sk, motifRng(1), below.motif, {
          centre: [w / 2, c[1] + r + room * 0.5],
          sizeMm: Math.min(w * 0.7, room * 0.9),
          colour: colourOf(sk, below),
        })
      }
      // Companions sit on the badge's frame, as in flash sheets: at its foot, or at its shoulders
      // when the lettering runs along the bottom.
      const at = text ? -Math.PI / 2 : Math.PI / 2
      companions
        .filter((cpt) => cpt !== below)
        .forEach((cpt, i, all) =>
          drawMotif(sk, motifRng(i + 2), cpt.motif, {
            centre: polar(at + (all.length === 1 ? 0.75 : i === 0 ? 0.9 : -0.9), r * 0.85, c),
            sizeMm: r * 0.55,
            colour: colourOf(sk, cpt),
          }),
        )
      // The lettering runs along the inside of the frame, clear of its inner ring.
      const band = (sk.style.ornament === 'rich' ? r - sk.style.weights.outline * 2.6 : r) - sk.style.weights.outline * 1.5
      if (text) return letter({ kind: 'arc', centre: c, radiusMm: Math.min(r * 0.83, band), capMm: r * 0.13, direction: 'down' })
      return []
    }
    case 'mandala': {
      const c: Pt = [w / 2, h / 2]
      const r = short * 0.46
      const ring = rest[0]
      const count = sk.style.weights.outline > 1.8 ? 8 : 12
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2 - Math.PI / 2
        if (ring)
          drawMotif(sk, motifRng(i + 1), ring.motif, {
            centre: polar(a, r * 0.7, c),
            sizeMm: r * 0.42,
            rotate: a + Math.PI / 2,
            colour: colourOf(sk, ring),
          })
        else mandalaPetal(sk, rng.fork(`petal${i}`), c, a, r, count)
      }
      frameCircle(sk, c, r * 0.42)
      drawSubject(sk, { ...asSubject, centre: c, sizeMm: r * 0.55 })
      for (let i = 0; i < count; i++)
        sparkleOrDot(sk, polar(((i + 0.5) / count) * Math.PI * 2 - Math.PI / 2, r * 0.97, c), r * 0.045)
      return text
        ? letter({ kind: 'straight', centre: [w / 2, h - (h - short) / 4 - short * 0.02], widthMm: w * 0.9, capMm: short * 0.06 })
        : []
    }
    case 'vertical': {
      const all = concepts.slice(0, 4)
      const bottom = text ? h * 0.85 : h
      const step = bottom / all.length
      all.forEach((cpt, i) =>
        drawMotif(sk, motifRng(i), cpt.motif, {
          centre: [w / 2 + (i % 2 === 0 ? -1 : 1) * w * 0.05, step * (i + 0.5)],
          sizeMm: Math.min(w * 0.85, step * 0.92),
          colour: colourOf(sk, cpt),
        }),
      )
      return text
        ? letter({ kind: 'straight', centre: [w / 2, h * 0.93], widthMm: w * 0.95, capMm: Math.min(w * 0.1, h * 0.04) })
        : []
    }
    case 'cluster': {
      const all = concepts.slice(0, MAX_MOTIFS)
      const spots = scatter(rng.fork('scatter'), all.length, w, text ? h * 0.82 : h)
      all.forEach((cpt, i) =>
        drawMotif(sk, motifRng(i), cpt.motif, { centre: spots[i]!.at, sizeMm: spots[i]!.size, colour: colourOf(sk, cpt) }),
      )
      const extras = rng.int(3, 6)
      for (let i = 0; i < extras; i++)
        sparkleOrDot(sk, [rng.range(0.1, 0.9) * w, rng.range(0.05, text ? 0.78 : 0.95) * h], short * rng.range(0.02, 0.04))
      return text
        ? letter({ kind: 'straight', centre: [w / 2, h * 0.92], widthMm: w * 0.95, capMm: Math.min(w * 0.09, h * 0.04) })
        : []
    }
    case 'symmetric': {
      // The subject in the middle, its companion mirrored at either side of its foot, in front.
      const side = rest[0] ?? main!
      const size = Math.min(w * 0.62, h * 0.5)
      const y = text ? h * 0.42 : h / 2
      drawSubject(sk, { ...asSubject, centre: [w / 2, y], sizeMm: size })
      for (const [x, mirror, turn] of [
        [w / 2 - size * 0.52, false, -0.3],
        [w / 2 + size * 0.52, true, 0.3],
      ] as const)
        drawMotif(sk, motifRng(mirror ? 2 : 1), side.motif, {
          centre: [x, y + size * 0.34],
          sizeMm: size * 0.46,
          mirror,
          rotate: turn,
          colour: colourOf(sk, side),
        })
      return text
        ? letter({ kind: 'straight', centre: [w / 2, h * 0.86], widthMm: w * 0.9, capMm: Math.min(w * 0.09, h * 0.05) })
        : []
    }
    default: {
      // Centrepiece: the first motif large; companions gathered at its foot in front of it
      // (roses at the base of a skull), then a light frame of sparkles.
      const size = Math.min(w * 0.86, (text ? h * 0.7 : h) * 0.8)
      const c: Pt = [w / 2, text ? h * 0.4 : h / 2]
      // The sky or the land goes behind the subject (backdrop.ts); other companions gather at
      // its foot in front of it (the skull's roses).
      const backdrop = rest.find(isBackdrop)
      const companions = rest.filter((cpt) => cpt !== backdrop).slice(0, 3)
      // A subject with companions at its foot makes room for them; a backdrop takes its own share.
      drawSubject(sk, { ...asSubject, backdrop, centre: c, sizeMm: backdrop || companions.length === 0 ? size : size * 0.74 })
      companions.forEach((cpt, i) => {
        const k = companions.length
        const a = Math.PI / 2 + (k === 1 ? (facing ? 0.6 : -0.6) : (i - (k - 1) / 2) * (1.5 / (k - 1)))
        drawMotif(sk, motifRng(i + 1), cpt.motif, {
          centre: polar(a, size * 0.38, c),
          sizeMm: size * (k === 1 ? 0.44 : 0.36),
          colour: colourOf(sk, cpt),
        })
      })
      if (sk.style.ornament !== 'none') {
        const n = sk.style.ornament === 'rich' ? 6 : 3
        for (let i = 0; i < n; i++)
          sparkleOrDot(
            sk,
            polar(-Math.PI / 2 + rng.range(-1.3, 1.3), size * rng.range(0.5, 0.6), c),
            short * rng.range(0.02, 0.035),
          )
      }
      return text
        ? letter({ kind: 'straight', centre: [w / 2, h * 0.88], widthMm: w * 0.92, capMm: Math.min(w * 0.09, h * 0.05) })
        : []
    }
  }
}

/** An ornamental petal of a mandala ring: a pointed drop with an inner line, and a dot at its tip. */
function mandalaPetal(sk: Sketch, rng: Random, c: Pt, a: number, r: number, count: number): void {
  const base = polar(a, r * 0.45, c)
  const width = Math.min((2 * Math.PI * r * 0.62) / count, r * 0.3)
  const outline = petal(rng, { length: r * 0.42, width, widest: 0.45, tip: 'point', angle: a, jitter: 0 }).map(
    (p) => [p[0] + base[0], p[1] + base[1]] as Pt,
  )
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([outline], 'colour', sk.style.palette[1] ?? sk.style.palette[0]!)
  if (width > sk.style.weights.outline * 5) {
    const inner = petal(rng, { length: r * 0.28, width: width * 0.45, widest: 0.45, tip: 'point', angle: a, jitter: 0 }).map(
      (p) => [p[0] + base[0] + Math.cos(a) * r * 0.05, p[1] + base[1] + Math.sin(a) * r * 0.05] as Pt,
    )
    sk.curve(inner, 'inner', { closed: true, taper: 0 })
  }
  sk.element().dot(polar(a, r * 0.93, c), Math.max(sk.style.weights.outline * 1.6, r * 0.03))
}

function compositionsFor(count: number, lettering: boolean, style: StyleId): Composition[] {
  const radial = style === 'geometric' || style === 'dotwork'
  const loose = style === 'fine-line' || style === 'minimalist'
  if (lettering) return ['banner', 'badge', 'centrepiece']
  if (count === 1) return radial ? ['centrepiece', 'badge', 'mandala'] : ['centrepiece', 'badge']
  if (count === 2) return ['centrepiece', 'symmetric', 'badge']
  return loose ? ['centrepiece', 'cluster'] : ['centrepiece', 'badge']
}

/** Flash colours by subject: leaves green, sea blue, fire and hearts red, the sky gold; bone stays bare. */
const HUES: [RegExp, number][] = [
  [
    /skull|bone|ghost|moth|feather|cloud|swan|dove|snow|wolf|bear|owl|eagle|hawk|horse|deer|stag|cat|dog|rabbit|elephant|raven|crow|skeleton|unicorn/,
    -1,
  ],
  [/koi|goldfish|fox|tiger|squirrel|autumn|maple/, 30],
  [/fire|flame|phoenix|heart|dragon|devil|cherry|strawberry|rose/, 0],
  [/sun|star|moon|comet|crown|bee|gold|lion|tiger|fox|key|lamp|candle/, 50],
  [/leaf|tree|pine|fern|clover|plant|cactus|snake|frog|turtle|mountain|forest|ivy|olive/, 130],
  [/wave|sea|ocean|fish|koi|whale|shark|anchor|ship|water|rain|dolphin|octopus|jellyfish|drop/, 215],
]
const CATEGORY_HUE: Partial<Record<Concept['category'], number>> = { plant: 130, nature: 130, sea: 215, celestial: 50, flower: 0 }

function colourOf(sk: Sketch, concept: Concept): string | undefined {
  const palette = sk.style.palette
  if (!sk.inColour || palette.length === 0) return undefined
  const hue = HUES.find(([re]) => re.test(concept.id))?.[1] ?? CATEGORY_HUE[concept.category]
  if (hue === -1) return '#f4efe4'
  if (hue === undefined) return palette[0]
  return palette.reduce((best, c) => (hueDistance(c, hue) < hueDistance(best, hue) ? c : best), palette[0]!)
}

function hueDistance(hex: string, target: number): number {
  const [r, g, b] = channels(hex).map((v) => v / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const d = max - Math.min(r, g, b)
  if (d === 0) return 180
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  const diff = Math.abs(h * 60 - target) % 360
  return Math.min(diff, 360 - diff)
}

function frameCircle(sk: Sketch, c: Pt, r: number): void {
  const ring = Array.from({ length: 48 }, (_, i) => polar((i / 48) * Math.PI * 2, r, c))
  sk.element().curve(ring, 'outline', { closed: true, taper: 0 })
  if (sk.style.ornament === 'rich') {
    const inner = Array.from({ length: 48 }, (_, i) => polar((i / 48) * Math.PI * 2, r - sk.style.weights.outline * 2.6, c))
    sk.curve(inner, 'detail', { closed: true, taper: 0 })
  }
}

function sparkleOrDot(sk: Sketch, at: Pt, r: number): void {
  if (r > sk.style.weights.outline * 2) sparkle(sk, at, r)
  else sk.element().dot(at, Math.max(r, sk.style.weights.detail * 1.5))
}

/** Spots for a loose cluster: sizes falling off, no two overlapping much. */
function scatter(rng: Random, n: number, w: number, h: number): { at: Pt; size: number }[] {
  const out: { at: Pt; size: number }[] = []
  const base = Math.min(w, h) * (n <= 2 ? 0.62 : 0.5)
  for (let i = 0; i < n; i++) {
    const size = base * (i === 0 ? 1 : rng.range(0.55, 0.75))
    let best: Pt = [w / 2, h / 2]
    let bestGap = -Infinity
    for (let k = 0; k < 40; k++) {
      const p: Pt = [rng.range(size / 2, w - size / 2), rng.range(size / 2, h - size / 2)]
      const gap = Math.min(Infinity, ...out.map((o) => Math.hypot(o.at[0] - p[0], o.at[1] - p[1]) - (o.size + size) / 2))
      if (gap > bestGap) {
        bestGap = gap
        best = p
      }
    }
    out.push({ at: best, size })
  }
  return out
}

/**
 * When nothing in a prompt can be drawn, the prompt itself becomes the tattoo: lettered and
 * framed, a different frame for each variation (swashes, a starry oval, a laurel cradle).
 */
function ornamentalLettering(
  sk: Sketch,
  rng: Random,
  text: string,
  canvas: Canvas,
  font: ReturnType<typeof faceFor>,
  language: Lang | undefined,
  index: number,
): string[] {
  const { widthMm: w, heightMm: h } = canvas
  const wide = w >= h
  const cap = Math.min(wide ? h * 0.3 : w * 0.15, h * 0.12, (w * 0.8) / (0.6 * Math.max([...text].length, 4)))
  const c: Pt = [w / 2, h / 2]
  const missing = drawLettering(
    sk,
    rng.fork('lettering'),
    text.slice(0, 60),
    { kind: 'straight', centre: c, widthMm: w * 0.86, capMm: cap },
    { font, language },
  )
  const span = Math.min(w * 0.84, Math.max(cap * 5, w * 0.55))
  const swash = (y: number, flip: number) =>
    sk.element().curve(
      [
        [c[0] - span / 2, y + flip * cap * 0.12],
        [c[0] - span / 4, y - flip * cap * 0.1],
        [c[0], y + flip * cap * 0.06],
        [c[0] + span / 4, y - flip * cap * 0.1],
        [c[0] + span / 2, y + flip * cap * 0.12],
      ],
      'inner',
      { taper: 0.35 },
    )
  switch (index % 3) {
    case 0: {
      for (const [y, flip] of [
        [c[1] + cap * 1.1, 1],
        [c[1] - cap * 1.25, -1],
      ] as const) {
        swash(y, flip)
        for (const x of [c[0] - span / 2 - cap * 0.35, c[0] + span / 2 + cap * 0.35]) sparkleOrDot(sk, [x, y], cap * 0.2)
      }
      sparkleOrDot(sk, [c[0], c[1] - cap * 1.9], cap * 0.28)
      break
    }
    case 1: {
      // An oval of dots with sparkles at its four points.
      const rx = span / 2 + cap * 0.6
      const ry = cap * 1.9
      const dots = Math.max(16, Math.floor((Math.PI * (rx + ry)) / (cap * 0.55)))
      for (let i = 0; i < dots; i++) {
        const a = (i / dots) * Math.PI * 2
        if (i % Math.floor(dots / 4) === 0) sparkleOrDot(sk, [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry], cap * 0.25)
        else
          sk.element().dot(
            [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry],
            Math.max(sk.style.weights.detail * 1.6, cap * 0.07),
          )
      }
      break
    }
    default: {
      // A laurel cradle: two leafy sprigs curving up from under the words.
      for (const side of [-1, 1]) {
        const path: Pt[] = [
          [c[0] + side * cap * 0.3, c[1] + cap * 1.5],
          [c[0] + side * span * 0.35, c[1] + cap * 1.25],
          [c[0] + side * span * 0.55, c[1] + cap * 0.1],
          [c[0] + side * span * 0.5, c[1] - cap * 1.1],
        ]
        drawVine(sk, rng.fork(`laurel${side}`), path, { leafMm: cap * 0.7, every: cap * 0.45 })
      }
      sparkleOrDot(sk, [c[0], c[1] - cap * 1.5], cap * 0.25)
    }
  }
  return missing
}
