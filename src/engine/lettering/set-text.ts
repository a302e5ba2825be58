import { apply, boxOf, EMPTY_BOX, type Box, type Pt } from '../geometry/vec.ts'
import { MIN_LINE_MM } from '../styles.ts'
import type { FaceId } from './font-files.ts'
import {
  cjkVariant,
  JOINED_FACES,
  LETTERING_FONTS,
  type LetteringFont,
  type LetteringFontId,
  type LetteringLanguage,
} from './fonts.ts'
import { placeLines, type Layout } from './place-glyphs.ts'
import { CHORD_MM, shapeLine, type ShapedLine } from './shape-line.ts'
import { glyphHairline, HAIRLINE_MARGIN, thickenedGlyph } from './stroke-weight.ts'

export type { Layout } from './place-glyphs.ts'

export interface SetTextOptions {
  text: string
  /** A lettering style, or a face list of the engine's own (the stencil sheet's labels). */
  font: LetteringFontId | LetteringFont
  /** The site language the text was written in: decides Simplified or Traditional forms for Han-only text. */
  language?: LetteringLanguage
  /** Height of a capital letter (or of a full CJK character), mm. */
  capHeightMm: number
  layout: Layout
  /** Extra space after each character, as a share of the cap height (0.1 = a tenth); turns ligatures off. */
  letterSpacing?: number
  /** Thinnest stroke allowed, mm; thinner hairlines are thickened. 0 leaves the outlines as drawn (and unmeasured). */
  minStrokeMm?: number
}

/** One laid-out glyph, for callers that need to know where each letter went. */
export interface PlacedGlyph {
  /** The characters it draws ('' for an accent drawn separately from its letter). */
  chars: string
  face: FaceId
  /** Middle of its cap height, halfway across its advance, on the page (mm). */
  centre: Pt
  /** Its turn on the page, radians, clockwise. */
  angle: number
  /** Advance to the next glyph, mm, kerning and letter spacing included. */
  advanceMm: number
  line: number
}

export interface LetteringResult {
  /** Closed outlines in mm, y down, filled with the non-zero rule (counters wind against their letter). */
  rings: Pt[][]
  box: Box
  widthMm: number
  heightMm: number
  /** Characters no lettering face can draw: left out of the drawing, never silently. */
  missing: string[]
  glyphs: PlacedGlyph[]
  /**
   * The thinnest stroke of the letters as the fonts draw them at this size, mm; measured only as far
   * as it matters, so when no stroke needs help it may read as just a little over the minimum.
   */
  hairlineMm: number
  /** How far the outline was grown all round to lift that hairline to the minimum stroke, mm. */
  thickenedMm: number
  /** The cap height the text was set at, mm (a banner may have shrunk the one asked for). */
  capHeightMm: number
}

/** Longest edge of an outline before it is bent: a straight stem must curve with the line. */
const BEND_STEP_MM = 0.4

/** The ring with extra points so that no edge is longer than `step`. */
function subdivide(ring: readonly Pt[], step: number): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!
    const b = ring[(i + 1) % ring.length]!
    const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step)
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n])
    if (n === 0) out.push(a)
  }
  return out
}

/**
 * Sets text as filled outlines in millimetres. Straight text is centred on x = 0 line by line and
 * the block on y = 0; arc text runs on a circle around (0, 0); path text is centred along the path.
 * Fonts load on first use (synchronously, from the installed font packages) and stay cached.
 */
export function setText(options: SetTextOptions): LetteringResult {
  const { text, font, language, capHeightMm, layout, letterSpacing = 0, minStrokeMm = MIN_LINE_MM } = options
  const family = typeof font === 'string' ? LETTERING_FONTS[font] : font
  const variant = cjkVariant(text, language)
  const normal = text.normalize('NFC').replace(/\r\n?/g, '\n')
  // Only straight text breaks lines; on a curve a line break is a space.
  const lineTexts = layout.kind === 'straight' ? normal.split('\n') : [normal.replace(/\n/g, ' ')]
  const lines: ShapedLine[] = lineTexts.map((t) => shapeLine(t, { font: family, variant, capHeightMm, letterSpacing }))
  const placements = placeLines(lines, layout, capHeightMm, (g) => JOINED_FACES.has(g.sub.face))

  let hairline = Infinity
  for (const { glyph: g } of placements) {
    if (minStrokeMm > 0 && g.outline.rings.length > 0) {
      const enough = minStrokeMm / g.scale / (1 - HAIRLINE_MARGIN)
      hairline = Math.min(hairline, glyphHairline(g.sub, g.index, enough) * g.scale)
    }
  }
  // One growth for the whole text, so every letter keeps the same weight.
  const assumed = hairline * (1 - HAIRLINE_MARGIN)
  const thickenedMm = minStrokeMm > 0 && assumed < minStrokeMm ? (minStrokeMm - assumed) / 2 : 0
  const rings: Pt[][] = []
  for (const { glyph: g, matrix, bend } of placements) {
    // Glyph outlines in mm about the glyph's origin.
    const local =
      thickenedMm > 0
        ? thickenedGlyph(g.sub, g.index, g.scale, CHORD_MM / g.scale, thickenedMm)
        : g.outline.rings.map((r) => r.map(([x, y]) => [x * g.scale, y * g.scale] as Pt))
    for (const ring of local) {
      if (bend) rings.push(subdivide(ring, BEND_STEP_MM).map(([x, y]) => bend([g.x + x, g.y + y])))
      else rings.push(ring.map(([x, y]) => apply(matrix, [g.x + x, g.y + y])))
    }
  }

  const box = rings.reduce((b, r) => boxOf(r, b), { ...EMPTY_BOX })
  const empty = rings.length === 0
  return {
    rings,
    box: empty ? { minX: 0, minY: 0, maxX: 0, maxY: 0 } : box,
    widthMm: empty ? 0 : box.maxX - box.minX,
    heightMm: empty ? 0 : box.maxY - box.minY,
    missing: lines.flatMap((l) => l.missing),
    glyphs: placements.map((p) => ({
      chars: p.glyph.chars,
      face: p.glyph.sub.face,
      centre: p.centre,
      angle: p.angle,
      advanceMm: p.glyph.advance,
      line: p.line,
    })),
    hairlineMm: hairline,
    thickenedMm,
    capHeightMm,
  }
}
