import { drawVine } from '../../compose/vine.ts'
import { around, centreOf } from '../../compose/subject.ts'
import { polar, type Pt } from '../../geometry/vec.ts'
import { pendant, sparkleOrDot } from './ornament.ts'
import { probe } from './probe.ts'
import { bannerAcross, footCluster, letterInBand, tuckedForm } from './shared.ts'
import { backdropKind, isBackdrop, type BackdropKind } from '../backdrop.ts'
import { drawPart, footAt, turnedBox, type Arrangement, type Part, type Stage } from './stage.ts'

/** How much of the area a box of this aspect fills when fitted in it. */
const fillOf = (aspect: number, w: number, h: number): number => {
  const fw = Math.min(w, h * aspect)
  return (fw * (fw / aspect)) / (w * h)
}

/** The lead's form that fills a w × h room best (starting from the variation's own form on ties). */
function fittest(st: Stage, w: number, h: number): number {
  const aspects = st.lead.model.aspects
  const allowed = aspects.map((_, i) => i).filter((i) => st.text || !st.lead.model.bannerForms?.includes(i))
  return allowed.reduce((best, i) => (fillOf(aspects[i]!, w, h) > fillOf(aspects[best]!, w, h) ? i : best), st.formOf(st.lead))
}

/**
 * Centrepiece: the subject as large as the placement takes it. A subject much wider than a long
 * placement hangs an ornamental drop or its companions below, so the design still fills it.
 */
export const centrepiece: Arrangement = (st) => {
  const { area } = st
  // Alone on its placement, the subject takes the form that fills it best (a sitting wolf on a
  // forearm, a head on a shoulder).
  const aspects = st.lead.model.aspects
  const form = fittest(st, area.w, area.h)
  const aspect = aspects[form] ?? 1
  const short = fillOf(aspect, area.w, area.h) < 0.6 && area.h > area.w
  const room = short ? { ...area, h: area.h * 0.64 } : area
  const box = turnedBox(aspect, room, centreOf(room), 0, 0.98)
  if (short) {
    const from: Pt = [box.x + box.w / 2, box.y + box.h * 0.8]
    const to: Pt = [from[0], area.y + area.h]
    if (st.extras.length === 0) pendant(st.sk, st.rng.fork('pendant'), from, to, area.w * 0.6)
  }
  drawPart(st, st.lead, box, { form })
  if (short && st.extras.length > 0) {
    const s = Math.min(area.w * 0.55, (area.y + area.h - box.y - box.h) * 1.1)
    footCluster(st, st.extras, [area.x + area.w / 2, area.y + area.h - s * 0.55], s)
  } else if (st.extras.length > 0)
    footCluster(st, st.extras, [area.x + area.w / 2, box.y + box.h * 0.9], Math.min(area.w * 0.4, box.w * 0.45))
  return letterInBand(st)
}

/** A ring (a double one in ornate styles) round a centre. */
function frameRing(st: Stage, c: Pt, r: number): void {
  const ring = Array.from({ length: 48 }, (_, i) => polar((i / 48) * Math.PI * 2, r, c))
  st.sk.element().curve(ring, 'outline', { closed: true, taper: 0 })
  if (st.sk.style.ornament === 'rich') {
    const inner = Array.from({ length: 48 }, (_, i) => polar((i / 48) * Math.PI * 2, r - st.sk.style.weights.outline * 2.6, c))
    st.sk.curve(inner, 'detail', { closed: true, taper: 0 })
  }
}

/**
 * Badge: the subject in a ring, breaking out of it at the top, lettering round the inside of the
 * ring or on a banner across its foot; on a long placement a drop or the companions hang below.
 */
export const badge: Arrangement = (st) => {
  const { area } = st
  const tall = area.h > area.w * 1.3
  const r = Math.min(area.w, area.h) * 0.47
  const c: Pt = [area.x + area.w / 2, tall ? area.y + r * 1.04 : area.y + area.h / 2]
  const companion = st.other ?? st.extras[0]
  const blade = companion?.concept.category === 'weapon' ? companion : undefined
  // A blade runs behind the badge from corner to corner, its hilt and point showing outside the ring.
  if (blade) {
    const turn = st.facing ? -0.6 : 0.6
    const form = st.formOf(blade, 2)
    const room = { x: area.x, y: c[1] - Math.min(area.h / 2, r * 1.9), w: area.w, h: Math.min(area.h, r * 3.8) }
    drawPart(st, blade, turnedBox(blade.model.aspects[form] ?? 0.3, room, c, turn, 1), { form, turn, key: 'badge-blade' })
  }
  frameRing(st, c, r)
  const form = st.formOf(st.lead)
  // The subject stands in the ring and rises past its top edge: it belongs to the frame, not in a porthole.
  const at: Pt = [c[0], c[1] - r * 0.08]
  const lead = drawPart(st, st.lead, turnedBox(st.lead.model.aspects[form] ?? 1, around(at, r * 1.7, r * 2.05), at, 0), {
    form,
  })
  // A crown is worn: on the subject's head, over the ring's top.
  const crown = companion?.concept.id === 'crown' ? companion : undefined
  if (crown) crownOn(st, crown, lead.perch ?? [c[0], c[1] - r], r * 0.95)
  if (tall) {
    // Below the ring: the companion tucked over the ring's foot, then a drop to the end of the placement.
    const below = blade || crown ? st.extras[0] : companion
    let bottom = c[1] + r
    if (below) {
      const s = Math.min(area.w * 0.62, r * 1.15)
      const centre: Pt = [c[0], c[1] + r * 0.98]
      drawPart(st, below, turnedBox(below.model.aspects[st.formOf(below, 2)] ?? 1, around(centre, s, s), centre, 0), {
        key: 'below',
        form: below.concept.category === 'flower' ? tuckedForm(below) : st.formOf(below, 2),
      })
      bottom = centre[1] + s * 0.45
    }
    const end = area.y + area.h
    if (end - bottom > r * 0.4) pendant(st.sk, st.rng.fork('pendant'), [c[0], bottom], [c[0], end], area.w * 0.5)
  }
  if (st.text) {
    const band = (st.sk.style.ornament === 'rich' ? r - st.sk.style.weights.outline * 2.6 : r) - st.sk.style.weights.outline * 1.5
    return tall
      ? bannerAcross(st, c[1] + r * 0.78, Math.min(st.canvas.w * 0.96, r * 2.3))
      : st.letter({ kind: 'arc', centre: c, radiusMm: Math.min(r * 0.83, band), capMm: r * 0.13, direction: 'down' })
  }
  return []
}

/** A crown worn on a head whose top is `top`, `width` across at most, its rim over the brow. */
function crownOn(st: Stage, crown: Part, top: Pt, width: number): void {
  const form = st.formOf(crown, 2)
  const fitted = turnedBox(crown.model.aspects[form] ?? 1, around(top, width, width * 0.85), top, 0)
  drawPart(st, crown, footAt(fitted, top[1], 0.22), { form, key: 'crown' })
}

/**
 * Crest: the subject over a ribbon with the lettering, the ribbon crossing its lower part in
 * front; companions at the ribbon's ends.
 */
export const crest: Arrangement = (st) => {
  const { area } = st
  const aspects = st.lead.model.aspects
  // The form that fills the placement best, as a centrepiece does; a wide one leaves room below
  // the ribbon for a drop.
  const form = st.variant === 0 ? fittest(st, area.w, area.h * 0.8) : st.formOf(st.lead)
  const upper = { x: area.x, y: area.y, w: area.w, h: area.h * 0.86 }
  const box = turnedBox(
    aspects[form] ?? 1,
    upper,
    [area.x + area.w / 2, area.y + Math.min(upper.h, (area.w / (aspects[form] ?? 1)) * 0.98) / 2],
    0,
    0.98,
  )
  // The ribbon crosses the subject's foot, or (variant 1) its middle, as a sash.
  const y = Math.min(box.y + box.h * (st.variant % 2 === 1 ? 0.58 : 0.82), area.y + area.h - st.canvas.h * 0.06)
  const end = area.y + area.h
  if (end - (y + st.canvas.h * 0.05) > area.h * 0.2)
    pendant(st.sk, st.rng.fork('pendant'), [area.x + area.w / 2, y], [area.x + area.w / 2, end], area.w * 0.55)
  drawPart(st, st.lead, box, { form })
  const companions = [st.other, ...st.extras].filter((p) => p !== undefined)
  if (companions.length > 0)
    footCluster(st, companions, [area.x + area.w / 2, y - box.h * 0.08], Math.min(area.w * 0.42, box.w * 0.5))
  return bannerAcross(st, y)
}

/**
 * Wreath: the subject inside a laurel of the style's leaves, open at the top, tied at the foot;
 * companions sit on the wreath's foot.
 */
export const wreath: Arrangement = (st) => {
  const { area } = st
  const tall = area.h > area.w * 1.3
  const r = Math.min(area.w * 0.48, area.h * (tall ? 0.3 : 0.46))
  const c: Pt = [area.x + area.w / 2, tall ? area.y + area.h * 0.4 : area.y + area.h / 2]
  const leaf = Math.max(r * 0.26, st.sk.style.weights.outline * 6)
  for (const side of [-1, 1]) {
    const path = Array.from({ length: 12 }, (_, i) => polar(Math.PI / 2 - side * (0.25 + (i / 11) * 2.2), r, c))
    drawVine(st.sk, st.rng.fork(`laurel${side}`), path, { leafMm: leaf, every: leaf * 0.7 })
  }
  const form = st.formOf(st.lead)
  const lead = drawPart(st, st.lead, turnedBox(st.lead.model.aspects[form] ?? 1, around(c, r * 1.5, r * 1.6), c, 0), { form })
  const crown = st.other?.concept.id === 'crown' ? st.other : undefined
  if (crown) crownOn(st, crown, lead.perch ?? [c[0], c[1] - r * 0.8], r * 0.85)
  // A worn crown leaves the wreath's foot to the next part named.
  const [atFoot, later] = crown ? [st.extras[0], st.extras[1]] : [st.other, st.extras[0]]
  const foot: Pt = [c[0], c[1] + r]
  if (atFoot) drawPart(st, atFoot, around(foot, r * 0.7, r * 0.7), { key: 'wreath-foot', form: tuckedForm(atFoot) })
  else sparkleOrDot(st.sk, foot, r * 0.12)
  if (tall) {
    const from: Pt = [c[0], foot[1] + r * 0.3]
    if (later) {
      const s = Math.min(area.w * 0.6, (area.y + area.h - from[1]) * 0.95)
      drawPart(st, later, around([c[0], area.y + area.h - s / 2], s, s), { key: 'wreath-extra' })
    } else pendant(st.sk, st.rng.fork('pendant'), from, [c[0], area.y + area.h], area.w * 0.5)
  }
  // Lettering rides a ribbon across the wreath's foot.
  return st.text ? bannerAcross(st, foot[1] - r * 0.05, Math.min(st.canvas.w * 0.96, r * 2.4)) : []
}

/**
 * Mirror pair: the companion twice, facing each other either side of the subject (two swallows
 * round a heart, two koi); with one subject, two of it facing each other.
 */
export const mirror: Arrangement = (st) => {
  const { area } = st
  const side = st.lead
  const c = centreOf(area)
  if (st.other && isBackdrop(st.lead.concept) && backdropKind(st.lead.concept) !== 'flank')
    return pairOnBackdrop(st, st.lead, st.other)
  if (st.other?.model.shape === 'long') return risingPair(st, st.lead, st.other)
  if (st.other) return flankingPair(st, st.lead, st.other)
  const s = Math.min(area.w * 0.56, area.h * 0.4)
  const sForm = st.formOf(side, 4)
  for (const dir of [-1, 1]) {
    const at: Pt = [c[0] + dir * area.w * 0.24, c[1] + dir * area.h * 0.2]
    drawPart(st, side, turnedBox(side.model.aspects[sForm] ?? 1, around(at, s, s * 1.3), at, 0), {
      form: sForm,
      key: `mirror${dir}`,
      mirror: dir > 0,
    })
  }
  return letterInBand(st)
}

/**
 * The subject large in the middle and two of the companion either side of its upper part, in
 * front of it and turned to it (two swallows at an anchor's stock, two butterflies at a lotus).
 */
function flankingPair(st: Stage, subject: Part, pair: Part): string[] {
  const { area } = st
  const form = st.formOf(subject)
  const tall = area.h > area.w * 1.3
  // On a long placement the group sits high and a drop runs on below it.
  const c: Pt = [area.x + area.w / 2, area.y + area.h * (tall ? 0.4 : 0.5)]
  const box = turnedBox(subject.model.aspects[form] ?? 1, around(c, area.w * 0.78, area.h * (tall ? 0.66 : 0.8)), c, 0)
  const held = drawPart(st, subject, box, { form, mirror: false }).box
  const sForm = st.formOf(pair, 4)
  const s = Math.min(area.w * 0.46, area.h * 0.32)
  const y = held.minY + (held.maxY - held.minY) * 0.25
  for (const dir of [-1, 1]) {
    const at: Pt = [c[0] + dir * area.w * 0.3, y]
    drawPart(st, pair, turnedBox(pair.model.aspects[sForm] ?? 1, around(at, s, s), at, 0), {
      form: sForm,
      key: `mirror${dir}`,
      mirror: dir > 0,
    })
  }
  return letterInBand(st)
}

/**
 * Two long bodies rising either side of the subject and in front of it, heads up and turned in
 * (two snakes guarding a skull): the subject high in the middle, the pair from below.
 */
function risingPair(st: Stage, subject: Part, pair: Part): string[] {
  const { area } = st
  const c = centreOf(area)
  const form = st.formOf(subject)
  const at: Pt = [c[0], c[1] - area.h * 0.1]
  drawPart(st, subject, turnedBox(subject.model.aspects[form] ?? 1, around(at, area.w * 0.66, area.h * 0.56), at, 0), {
    form,
    mirror: false,
  })
  // The S-shaped form (0) rises best; drawn as modelled it faces right, so the left one faces in.
  const s = Math.min(area.w * 0.46, area.h * 0.42)
  for (const dir of [-1, 1]) {
    const foot: Pt = [c[0] + dir * area.w * 0.27, c[1] + area.h * 0.14]
    drawPart(st, pair, turnedBox(pair.model.aspects[0] ?? 1, around(foot, s, s * 1.4), foot, 0), {
      form: 0,
      key: `rising${dir}`,
      mirror: dir > 0,
    })
  }
  return letterInBand(st)
}

/**
 * Two of the same facing each other under one sky (wolves howling at a moon, swallows under a
 * sun) or on one land (two eagles on a peak): the sky large and high behind them, or the land
 * low in front of their feet, the pair each in its side view, turned inward.
 */
function pairOnBackdrop(st: Stage, back: Part, pair: Part): string[] {
  const { area } = st
  const c = centreOf(area)
  const sForm = st.formOf(back, 5)
  // The sky high behind them, or the land low under their feet (two eagles on one peak).
  const ground = backdropKind(back.concept) === 'ground'
  const s = Math.min(area.w * (ground ? 0.96 : 0.8), area.h * 0.5)
  const at: Pt = [c[0], ground ? area.y + area.h - s * 0.5 : area.y + s * 0.55]
  const backBox = turnedBox(back.model.aspects[sForm] ?? 1, around(at, s, s), at, 0)
  if (!ground) drawPart(st, back, backBox, { form: sForm, key: 'sky' })
  // The last form of a creature or a bird is its side view.
  const form = pair.model.aspects.length - 1
  const from = ground ? area.y + area.h * 0.06 : area.y + s * 0.5
  const to = ground ? area.y + area.h - s * 0.55 : area.y + area.h
  let feet = -Infinity
  for (const dir of [-1, 1]) {
    // A gutter between them: two muzzles a hair apart would close the paper between them.
    const gutter = area.w * 0.03
    const room = { x: dir < 0 ? area.x : c[0] + gutter, y: from, w: area.w / 2 - gutter, h: to - from }
    // On a land the pair stands high and the land comes up under their feet (a drop fills the
    // length below); fliers under a sky rise to it; the rest stand in the middle of their room.
    const box = turnedBox(pair.model.aspects[form] ?? 1, room, centreOf(room), 0, 0.98)
    const flies = pair.model.shape === 'flier'
    const placed = ground || flies ? { ...box, y: room.y } : box
    // A side view faces left as drawn: the left one of the pair is turned to face the middle.
    feet = Math.max(feet, drawPart(st, pair, placed, { form, key: `pair${dir}`, mirror: dir < 0 }).box.maxY)
  }
  if (ground) {
    // Drawn after the pair, so their feet stand behind its ridge; its top a third into them.
    const land = probe(st, back, backBox, sForm, 0, false).box
    const rise = land.minY - (feet - (land.maxY - land.minY) * 0.3)
    drawPart(st, back, { ...backBox, y: backBox.y - rise }, { form: sForm, key: 'sky', mirror: false })
  }
  return letterInBand(st)
}

/** Where a backdrop stands in a spine: a sky on top, trees beside the rest, a ground at the foot. */
const LEVEL: Record<BackdropKind, number> = { sky: 0, flank: 1, ground: 2 }

/**
 * Spine: everything named, down the length of a long placement on one flowing line, each part
 * overlapping the one above it, a vine or a drop carrying the line between them.
 */
export const spine: Arrangement = (st) => {
  const { area } = st
  // Top to bottom as they stand in the world: the moon over the deer, the deer over its waves.
  const height = (p: Part) => (isBackdrop(p.concept) ? LEVEL[backdropKind(p.concept)] : 1)
  const parts = [st.lead, ...(st.other ? [st.other] : []), ...st.extras].slice(0, 4).sort((a, b) => height(a) - height(b))
  const n = parts.length
  const cx = area.x + area.w / 2
  const sway = area.w * 0.16 * (st.facing ? -1 : 1)
  const step = area.h / (n + (n === 1 ? 0.6 : 0.15))
  const centres: Pt[] = parts.map((_, i) => [cx + (i % 2 === 0 ? -sway : sway) * (n > 1 ? 1 : 0), area.y + step * (i + 0.55)])
  // The line that ties them, behind everything.
  const line: Pt[] = [[cx, area.y + step * 0.3], ...centres, [cx - sway, area.y + area.h]]
  if (n === 1) pendant(st.sk, st.rng.fork('spine-drop'), [cx, centres[0]![1]], [cx, area.y + area.h], area.w * 0.6)
  else drawVine(st.sk, st.rng.fork('spine-vine'), line, { leafMm: area.w * 0.16, every: area.w * 0.2 })
  // Lower parts first, so each upper one overlaps the one below it.
  for (let i = n - 1; i >= 0; i--) {
    const part = parts[i]!
    const form = st.formOf(part, 6)
    const size = part === st.lead ? Math.min(area.w * 0.96, step * 1.35) : Math.min(area.w * 0.78, step * 1.2)
    drawPart(st, part, turnedBox(part.model.aspects[form] ?? 1, around(centres[i]!, size, size), centres[i]!, 0), {
      form,
      key: `spine${i}`,
    })
  }
  return letterInBand(st)
}
