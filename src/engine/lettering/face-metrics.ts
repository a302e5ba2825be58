import { subsetFor, type FaceId } from './font-files.ts'
import { glyphRings } from './glyph-outline.ts'

/**
 * What "cap height" means for a face: the height of a plain capital for Latin faces (the median
 * of H E F I L T, so one swash letter does not set it), and of a full
 * character (永, or 한 for the Korean faces) for CJK ones, so that `capHeightMm` gives Latin
 * capitals and CJK characters the same height on the skin. `bottom` is where that reference
 * letter stands (font units, y down): lines stack faces on it, so 永 stands where H does.
 */
export interface FaceMetrics {
  unitsPerEm: number
  /** Reference height, font units. */
  height: number
  /** Bottom of the reference letter, font units, y down (0 for Latin, a little below for CJK). */
  bottom: number
  /** Advance of a space, font units. */
  space: number
}

const REFERENCE: Partial<Record<FaceId, string>> = {
  'noto-serif-jp': '永',
  'noto-serif-sc': '永',
  'noto-serif-tc': '永',
  'yuji-syuku': '永',
  'ma-shan-zheng': '永',
  'lxgw-wenkai-tc': '永',
  'noto-serif-kr': '한',
  'nanum-brush-script': '한',
}

const CAPITALS = 'HEFILT'

const known = new Map<FaceId, FaceMetrics>()

function outlineOf(face: FaceId, char: string) {
  const sub = subsetFor(face, char.codePointAt(0)!)
  if (!sub) throw new Error(`lettering: face ${face} has no "${char}" to measure`)
  return { sub, rings: glyphRings(sub, sub.font.charToGlyphIndex(char), sub.font.unitsPerEm / 1000) }
}

export function faceMetrics(face: FaceId): FaceMetrics {
  let m = known.get(face)
  if (m) return m
  const reference = REFERENCE[face]
  const { sub, rings } = outlineOf(face, reference ?? 'H')
  let height = rings.maxY - rings.minY
  let bottom = rings.maxY
  if (!reference) {
    const tops = [...CAPITALS].map((c) => -outlineOf(face, c).rings.minY).sort((a, b) => a - b)
    height = tops[tops.length >> 1]!
    bottom = 0
  }
  const spaceSub = subsetFor(face, 0x20) ?? sub
  const spaceGlyph = spaceSub.font.glyphs.get(spaceSub.font.charToGlyphIndex(' '))
  m = { unitsPerEm: sub.font.unitsPerEm, height, bottom, space: spaceGlyph?.advanceWidth ?? sub.font.unitsPerEm / 4 }
  known.set(face, m)
  return m
}
