import { signedArea } from '../geometry/curves.ts'
import { bytesOfRings, keptUpTo } from '../kept.ts'
import { boxOf, compose, EMPTY_BOX, rotation, scaling, translation, type Pt } from '../geometry/vec.ts'
import type { IconSet } from '../text/lexicon/types.ts'
import { readIcon, type IconData } from './icon-sets.ts'
import { clippedLines, fromPaths, paintInk } from './ink-region.ts'
import { collectMarks } from './marks.ts'

/**
 * A motif in a unit box: the longer side is 1, centred on (0, 0), y down. A filled motif is
 * closed rings read with the non-zero rule (holes wind the other way); a stroke motif is
 * centre lines to be drawn at whatever weight the style asks.
 */
export type Motif = { kind: 'fill'; rings: Pt[][] } | { kind: 'stroke'; paths: { points: Pt[]; closed: boolean }[] }

export interface IconRef {
  set: IconSet
  name: string
}

/** Icons are flattened into a box of this many units before the unit-box normalisation. */
const BOX = 1000
/** Curves stray at most this far from the true curve, as a share of the icon's size. */
const FLATNESS = 2e-4
/** Rings smaller than this share of the unit box are specks no needle could ink or spare. */
const SLIVER_AREA = 1e-5

const cache = keptUpTo<Motif>(12, (m) => bytesOfRings(m.kind === 'fill' ? m.rings : m.paths.map((p) => p.points)))

/**
 * The icon as clean geometry, cached: callers share the result and must not change it.
 * Throws when the icon does not exist or draws nothing.
 */
export function loadMotif(ref: IconRef): Motif {
  const key = `${ref.set}:${ref.name}`
  let motif = cache.get(key)
  if (!motif) {
    motif = motifFromIcon(readIcon(ref.set, ref.name), key)
    cache.set(key, motif)
  }
  return motif
}

/** An Iconify icon as a motif; `label` names it in errors. */
export function motifFromIcon(icon: IconData, label: string): Motif {
  const k = BOX / Math.max(icon.width, icon.height)
  // Flips and quarter turns about the box centre; the normalisation below recentres anyway.
  const base = compose(
    rotation((icon.rotate * Math.PI) / 2),
    scaling(icon.hFlip ? -k : k, icon.vFlip ? -k : k),
    translation(-(icon.left + icon.width / 2), -(icon.top + icon.height / 2)),
  )
  const marks = collectMarks(icon.body, BOX * FLATNESS, base)
  const strokes = marks.filter((m) => m.stroke === 'ink' && m.strokeWidth > 0)
  const fills = marks.filter((m) => m.fill === 'ink')

  if (strokes.length > fills.length) {
    // Line art: keep the centre lines; a filled dot or wedge among them becomes its outline.
    const paths = strokes.flatMap((m) => clippedLines(m))
    for (const ring of fromPaths(paintInk(fills.map((m) => ({ ...m, stroke: null, clips: [] })))))
      paths.push({ points: ring, closed: true })
    const norm = normaliser(
      paths.flatMap((p) => p.points),
      label,
    )
    return { kind: 'stroke', paths: paths.map((p) => ({ points: p.points.map(norm), closed: p.closed })) }
  }

  const rings = fromPaths(paintInk(marks))
  const norm = normaliser(rings.flat(), label)
  const unit = rings.map((r) => r.map(norm)).filter((r) => r.length >= 3 && Math.abs(signedArea(r)) >= SLIVER_AREA)
  if (unit.length === 0) throw new Error(`Icon ${label} draws nothing`)
  return { kind: 'fill', rings: unit }
}

/** Maps icon units into the unit box: longer side 1, centred on the origin. */
function normaliser(points: readonly Pt[], label: string): (p: Pt) => Pt {
  const box = boxOf(points, { ...EMPTY_BOX })
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY)
  if (!(size > 0)) throw new Error(`Icon ${label} draws nothing`)
  const cx = (box.minX + box.maxX) / 2
  const cy = (box.minY + box.maxY) / 2
  return (p) => [(p[0] - cx) / size, (p[1] - cy) / size]
}
