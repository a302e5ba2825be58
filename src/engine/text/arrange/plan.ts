import type { StyleId } from '../../styles.ts'
import { backdropKind, isBackdrop } from '../backdrop.ts'
import type { Composition } from '../reading.ts'
import type { Relation } from '../relations.ts'
import { backdrop } from './backdrop.ts'
import { coil } from './coil.ts'
import { emerge } from './emerge.ts'
import { frame } from './frame.ts'
import { hold } from './hold.ts'
import { mandala } from './mandala.ts'
import { pair } from './pair.ts'
import { perch } from './perch.ts'
import { pierce } from './pierce.ts'
import { badge, centrepiece, crest, mirror, spine, wreath } from './solo.ts'
import type { Arrangement, Part } from './stage.ts'

export const ARRANGEMENTS = {
  coil,
  frame,
  perch,
  pierce,
  hold,
  emerge,
  backdrop,
  pair,
  centrepiece,
  badge,
  crest,
  wreath,
  mirror,
  spine,
  mandala,
} satisfies Record<string, Arrangement>
export type ArrangementId = keyof typeof ARRANGEMENTS

/** One variation's design: the arrangement, its variant, the parts in their roles. */
export interface Choice {
  id: ArrangementId
  variant: number
  lead: Part
  other?: Part
  extras: Part[]
}

const isBlade = (p: Part) => p.concept.category === 'weapon'
const isFlower = (p: Part) => p.concept.category === 'flower' || p.concept.category === 'plant'
const COILERS = new Set(['snake', 'dragon', 'ivy', 'vine'])
const WOUND_ROUND = new Set(['skull', 'heart', 'moon', 'globe'])
const coils = (p: Part) => p.model.coil !== undefined || COILERS.has(p.concept.id)
const CREATURES = new Set<Part['concept']['category']>(['animal', 'bird', 'sea', 'insect', 'mythic', 'zodiac'])
/** What a blade can run through: a heart, a flower, a skull, a round emblem; not a living creature. */
const pierceable = (p: Part) =>
  p.concept.id === 'skull' || isFlower(p) || (p.model.shape === 'round' && !CREATURES.has(p.concept.category))
/** A sky over a pair, or a land under it: what a mirrored pair can share. */
const paired = (p: Part) => isBackdrop(p.concept) && backdropKind(p.concept) !== 'flank'
const isFlier = (p: Part) => p.model.shape === 'flier' || p.concept.category === 'bird'

/** The tie between the two leading parts: from the prompt's words first, then from what they are. */
function tie(parts: Part[], relations: readonly Relation[]): { id: ArrangementId; lead: Part; other: Part } | null {
  const byId = new Map(parts.map((p) => [p.concept.id, p]))
  const ORDER: Relation['kind'][] = ['coil', 'pierce', 'perch', 'hold', 'emerge', 'frame', 'under', 'inside', 'with']
  const ranked = [...relations].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))
  for (const r of ranked) {
    const s = byId.get(r.subject)
    const o = byId.get(r.object)
    if (!s || !o || s === o) continue
    switch (r.kind) {
      case 'coil':
        return { id: 'coil', lead: o, other: s }
      case 'pierce':
        return { id: 'pierce', lead: o, other: s }
      case 'perch':
        return { id: 'perch', lead: o, other: s }
      case 'hold':
        return { id: 'hold', lead: s, other: o }
      case 'emerge':
        return { id: 'emerge', lead: s, other: o }
      case 'frame':
        // Mountains round a wolf are its landscape, not a wreath.
        return isBackdrop(o.concept) ? { id: 'backdrop', lead: s, other: o } : { id: 'frame', lead: s, other: o }
      case 'under':
        return isBackdrop(o.concept) ? { id: 'backdrop', lead: s, other: o } : { id: 'perch', lead: s, other: o }
      case 'inside':
        return isBackdrop(o.concept) ? { id: 'emerge', lead: s, other: o } : { id: 'frame', lead: s, other: o }
    }
  }
  const [a, b] = parts
  if (!a || !b) return null
  // Without a word that ties them, what they are decides: a snake winds round a blade, a blade
  // runs through a heart, flowers frame a skull, a bird perches on an anchor.
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    // A snake winds round a blade or a cross, and round a skull or a heart as flash has it.
    if (coils(x) && (y.model.shape === 'upright' || isBlade(y) || WOUND_ROUND.has(y.concept.id)))
      return { id: 'coil', lead: y, other: x }
    if (isBlade(x) && !isBlade(y) && pierceable(y)) return { id: 'pierce', lead: y, other: x }
    if (isBackdrop(y.concept) && !isBackdrop(x.concept)) return { id: 'backdrop', lead: x, other: y }
  }
  // A crown sits on a head: a lion's, a skull's, a bird's.
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const)
    if (x.concept.id === 'crown' && (CREATURES.has(y.concept.category) || y.concept.id === 'skull'))
      return { id: 'perch', lead: y, other: x }
  // A hand named with anything holds it.
  if (a.concept.id === 'hand' || b.concept.id === 'hand')
    return a.concept.id === 'hand' ? { id: 'hold', lead: a, other: b } : { id: 'hold', lead: b, other: a }
  if (isFlower(b) && !isFlower(a)) return { id: 'frame', lead: a, other: b }
  if (isFlower(a) && !isFlower(b)) return { id: 'frame', lead: b, other: a }
  if (isFlier(b) && !isFlier(a)) return { id: 'perch', lead: a, other: b }
  if (isFlier(a) && !isFlier(b)) return { id: 'perch', lead: b, other: a }
  return { id: 'pair', lead: a, other: b }
}

/** The second and later designs of a tie: its own variants, then arrangements that keep the tie legible. */
const FOLLOW_UPS: Record<ArrangementId, ArrangementId[]> = {
  coil: ['coil', 'pierce', 'coil'],
  pierce: ['pierce', 'pierce', 'badge'],
  perch: ['perch', 'mirror', 'badge'],
  hold: ['badge', 'hold', 'hold'],
  emerge: ['emerge', 'badge', 'spine'],
  frame: ['frame', 'spine', 'frame'],
  backdrop: ['badge', 'spine', 'backdrop'],
  pair: ['badge', 'pair', 'mirror'],
  centrepiece: ['badge', 'wreath', 'spine'],
  badge: ['badge', 'badge', 'badge'],
  crest: ['crest', 'badge', 'wreath'],
  wreath: ['wreath', 'wreath', 'wreath'],
  mirror: ['mirror', 'mirror', 'mirror'],
  spine: ['spine', 'spine', 'spine'],
  mandala: ['mandala', 'mandala', 'mandala'],
}

/** What the prompt asked for by name ("a badge", "vertical", "mandala") wins over the composer's own choice. */
const ASKED: Record<Composition, ArrangementId> = {
  centrepiece: 'centrepiece',
  symmetric: 'mirror',
  badge: 'badge',
  banner: 'crest',
  vertical: 'spine',
  mandala: 'mandala',
  cluster: 'spine',
}

/**
 * The designs for a request's variations, in order: the first is always the tie the prompt
 * states; each later one is a different arrangement or a different variant of it.
 */
export function chooseDesigns(
  parts: Part[],
  relations: readonly Relation[],
  { lettering, style, asked }: { lettering: boolean; style: StyleId; asked: Composition | null },
): Choice[] {
  const [lead, ...rest] = parts
  if (!lead) return []
  const t = tie(parts, relations)
  const first: ArrangementId = asked ? ASKED[asked] : (t?.id ?? (lettering ? 'crest' : 'centrepiece'))
  const radial = style === 'geometric' || style === 'dotwork'
  let ids: ArrangementId[]
  // An arrangement asked for by name leads; the later variations keep to it where it has variants
  // of its own and otherwise try the arrangements that follow from it.
  if (asked) {
    ids = [first, first, ...FOLLOW_UPS[first].filter((id) => id !== first)].slice(0, 4)
    while (ids.length < 4) ids.push(first)
  } else if (!t)
    ids = lettering ? ['crest', 'badge', 'crest', 'wreath'] : ['centrepiece', 'badge', radial ? 'mandala' : 'wreath', 'spine']
  // A coil round something that is not upright (a snake round a skull) has no lean to vary.
  else if (t.id === 'coil' && !(t.lead.model.shape === 'upright' || isBlade(t.lead))) ids = ['coil', 'badge', 'mirror', 'pierce']
  // A bird among trees also perches in one: on the pine's bough, not hung below it.
  else if (t.id === 'backdrop' && backdropKind(t.other.concept) === 'flank' && isFlier(t.lead))
    ids = ['backdrop', 'badge', 'perch', 'perch']
  // Over land or sea or flames, the third look of a flier, a long body or an upright rises out of
  // it (a koi from its wave, a phoenix from its fire, a lighthouse from its sea) instead of
  // hanging above it on a vine.
  else if (
    t.id === 'backdrop' &&
    backdropKind(t.other.concept) === 'ground' &&
    (isFlier(t.lead) || t.lead.model.shape === 'long' || t.lead.model.shape === 'upright')
  )
    ids = ['backdrop', 'badge', 'emerge', 'backdrop']
  // A bird on a peak or a wave: its third look rises from that ground, large, the land in front.
  else if (t.id === 'perch' && isBackdrop(t.lead.concept) && backdropKind(t.lead.concept) === 'ground')
    ids = ['perch', 'perch', 'emerge', 'badge']
  // A crown stays on the head in every look.
  else if (t.id === 'perch' && t.other.concept.id === 'crown') ids = ['perch', 'badge', 'perch', 'wreath']
  // Under a sky or on a land, the third look is a pair of them facing each other below it or on
  // it (two wolves howling at one moon, two on one peak), not the two hung in a line.
  else if (t.id === 'backdrop' && paired(t.other)) ids = ['backdrop', 'badge', 'mirror', 'backdrop']
  else ids = [first, ...FOLLOW_UPS[first]]
  // A mirrored pair suits birds, butterflies, flowers and creatures, not two eyes or two crowns.
  const mirrored = t && t.id === 'backdrop' && paired(t.other) ? t.lead : (t?.other ?? rest[0])
  if (!asked && !(mirrored && (isFlier(mirrored) || isFlower(mirrored) || CREATURES.has(mirrored.concept.category))))
    ids = ids.map((id) => (id === 'mirror' ? 'spine' : id))
  if (lettering && !ids.includes('crest') && !ids.includes('badge')) ids[3] = 'crest'
  const seen = new Map<ArrangementId, number>()
  return ids.map((id) => {
    const variant = seen.get(id) ?? 0
    seen.set(id, variant + 1)
    const needsTie = ['coil', 'pierce', 'perch', 'hold', 'emerge', 'frame', 'backdrop', 'pair'].includes(id)
    // The second look at a coil: the blade driven through the coiled body instead.
    if (t?.id === 'coil' && id === 'pierce') {
      const extras = parts.filter((p) => p !== t.lead && p !== t.other)
      // A blade through the coiled body; a body through a skull (a snake through its eyes).
      return isBlade(t.lead)
        ? { id, variant, lead: t.other, other: t.lead, extras }
        : { id, variant, lead: t.lead, other: t.other, extras }
    }
    if (t && (needsTie || id === ASKED.symmetric)) {
      const extras = parts.filter((p) => p !== t.lead && p !== t.other)
      // The bird rises from the ground it stood on.
      if (id === 'emerge' && t.id === 'perch') return { id, variant, lead: t.other, other: t.lead, extras }
      // The bird stands on the tree.
      if (id === 'perch' && t.id === 'backdrop') return { id, variant, lead: t.other, other: t.lead, extras }
      // The pair stands under the sky: the sky is the middle of the mirror.
      if (id === 'mirror' && t.id === 'backdrop' && paired(t.other)) return { id, variant, lead: t.other, other: t.lead, extras }
      return { id, variant, lead: t.lead, other: t.other, extras }
    }
    if (needsTie) return { id: 'centrepiece', variant, lead, extras: rest }
    // In a badge or a spine the one that perches is the subject, in the ring or on top, what it
    // stands on below (an eagle over its peak, an eye over its lotus); a worn crown stays the
    // companion.
    if ((id === 'badge' || id === 'spine') && t?.id === 'perch' && t.other.concept.id !== 'crown')
      return { id, variant, lead: t.other, other: t.lead, extras: parts.filter((p) => p !== t.lead && p !== t.other) }
    return {
      id,
      variant,
      lead: t?.lead ?? lead,
      other: t?.other ?? rest[0],
      extras: t ? parts.filter((p) => p !== t.lead && p !== t.other) : rest.slice(1),
    }
  })
}
