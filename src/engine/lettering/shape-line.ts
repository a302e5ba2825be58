import { faceMetrics } from './face-metrics.ts'
import { subsetFor, type FaceId, type SubsetFont } from './font-files.ts'
import { charClass, type CjkVariant, type LetteringFont } from './fonts.ts'
import { glyphRings, type GlyphRings } from './glyph-outline.ts'

/** Curves are flattened to within this of the true outline at print size. */
export const CHORD_MM = 0.05

/** One glyph of a line, in line space: x along the line, y down, the line's baseline at y = 0. */
export interface ShapedGlyph {
  /** What it spells: one character, a ligature's characters, or a letter with its accents. */
  chars: string
  sub: SubsetFont
  index: number
  /** Glyph origin, mm. */
  x: number
  y: number
  /** Millimetres per font unit. */
  scale: number
  /** Advance to the next glyph, mm, kerning and letter spacing included (0 for an accent). */
  advance: number
  /** The glyph's own advance width, mm. */
  width: number
  /** Line-space x the glyph turns about on a curve: its middle, or its letter's for an accent. */
  pivot: number
  /** Outline in font units (y down), flattened finely enough for this size. */
  outline: GlyphRings
}

export interface ShapedLine {
  glyphs: ShapedGlyph[]
  /** Pen position after the last glyph, mm. */
  width: number
  /** Characters no face could draw, in order of appearance. */
  missing: string[]
}

export interface ShapeOptions {
  font: LetteringFont
  variant: CjkVariant
  capHeightMm: number
  /** Extra space after each character, as a share of the cap height. */
  letterSpacing: number
}

const isSpace = (s: string) => /^\s+$/u.test(s)

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * User-perceived characters: a letter with its combining accents, an emoji with its modifiers and
 * joiners. Each is drawn whole or reported missing whole.
 */
const clusters = (text: string): string[] => [...graphemes.segment(text)].map((s) => s.segment)

/** Variation selectors ask for a text or emoji rendering; a face that lacks them draws the letter plainly. */
const isSelector = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)

const codePoints = (s: string) => [...s].map((c) => c.codePointAt(0)!).filter((cp, i) => i === 0 || !isSelector(cp))

const isCjk = (cluster: string, textIsCjk: boolean) => {
  const c = charClass(cluster.codePointAt(0)!)
  return c === 'kana' || c === 'han' || c === 'hangul' || (c === 'cjk-mark' && textIsCjk)
}

/** The first face that draws every code point of the cluster, each from some subset of it. */
const drawsCluster = (face: FaceId, cluster: string) => codePoints(cluster).every((cp) => subsetFor(face, cp) !== null)

/**
 * Picks a face for each cluster of one writing system: the first face of the list that draws all
 * of them (one word never mixes two alphabets when a single face can set it), else, letter by
 * letter, the first face that draws it; null where none does.
 */
function pickFaces(items: readonly string[], faces: readonly FaceId[]): (FaceId | null)[] {
  const letters = items.filter((c) => !isSpace(c))
  const whole = faces.find((f) => letters.every((c) => drawsCluster(f, c)))
  if (whole) return items.map(() => whole)
  return items.map((c) => (isSpace(c) ? faces[0]! : (faces.find((f) => drawsCluster(f, c)) ?? null)))
}

/** Shapes one line of text (no line breaks): faces, ligatures, kerning, advances in mm. */
export function shapeLine(text: string, options: ShapeOptions): ShapedLine {
  const { font, variant, capHeightMm, letterSpacing } = options
  const items = clusters(text.normalize('NFC'))
  const textIsCjk = items.some((c) => {
    const k = charClass(c.codePointAt(0)!)
    return k === 'kana' || k === 'han' || k === 'hangul'
  })

  const cjkIdx: number[] = []
  const latinIdx: number[] = []
  items.forEach((c, i) => {
    if (isSpace(c)) return
    ;(isCjk(c, textIsCjk) ? cjkIdx : latinIdx).push(i)
  })
  const face: (FaceId | null)[] = items.map(() => null)
  const assign = (idx: number[], faces: readonly FaceId[]) => {
    const picked = pickFaces(
      idx.map((i) => items[i]!),
      faces,
    )
    idx.forEach((i, k) => (face[i] = picked[k]!))
  }
  assign(latinIdx, font.latin)
  assign(cjkIdx, font.cjk[variant])
  // A space takes the face of the letter before it (after it, at the start of the line).
  for (let i = 0; i < items.length; i++) {
    if (!isSpace(items[i]!)) continue
    const before = face.slice(0, i).findLast((f) => f !== null)
    face[i] = before ?? face.slice(i + 1).find((f) => f !== null) ?? font.latin[0]!
  }

  const glyphs: ShapedGlyph[] = []
  const missing: string[] = []
  const spacing = letterSpacing * capHeightMm
  let pen = 0
  let previous: { sub: SubsetFont; index: number; glyph: ShapedGlyph; last: string } | null = null

  for (let i = 0; i < items.length; i++) {
    const cluster = items[i]!
    const f = face[i]
    if (f === null || f === undefined) {
      missing.push(cluster)
      previous = null
      continue
    }
    const metrics = faceMetrics(f)
    const scale = capHeightMm / metrics.height
    const baseline = metrics.bottom * scale
    if (isSpace(cluster)) {
      pen += [...cluster].length * (metrics.space * scale + spacing)
      previous = null
      continue
    }
    const cps = codePoints(cluster)
    const sub = subsetFor(f, cps[0]!)!
    let index = sub.font.charToGlyphIndex(String.fromCodePoint(cps[0]!))
    // A letter carries the accents drawn on it, so the glyphs still spell the text.
    let chars = cluster
    let consumed = 1
    // Standard ligatures (fi, ch, ck …), unless letters are spaced apart, as browsers do.
    if (spacing === 0 && cps.length === 1) {
      for (const lig of sub.ligatures.get(index) ?? []) {
        const n = lig.sub.length
        if (i + n > items.length) continue
        let ok = true
        for (let k = 1; k < n && ok; k++) {
          const next = items[i + k]!
          ok =
            [...next].length === 1 &&
            face[i + k] === f &&
            subsetFor(f, next.codePointAt(0)!)?.file === sub.file &&
            sub.font.charToGlyphIndex(next) === lig.sub[k]
        }
        if (ok) {
          index = lig.by
          chars = items.slice(i, i + n).join('')
          consumed = n
          break
        }
      }
    }
    // An accented letter from another subset file of the face kerns as its plain letter would.
    const first = chars.normalize('NFD')[0]!
    const last = [...chars].at(-1)!.normalize('NFD')[0]!
    if (previous && previous.sub.face === f) {
      let units = 0
      if (previous.sub.file === sub.file) units = sub.kerning(previous.index, index)
      else {
        const right = previous.sub.font.charToGlyphIndex(first)
        const left = sub.font.charToGlyphIndex(previous.last)
        if (right > 0) units = previous.sub.kerning(previous.index, right)
        else if (left > 0) units = sub.kerning(left, index)
      }
      const kern = units * scale
      previous.glyph.advance += kern
      pen += kern
    }
    const width = (sub.font.glyphs.get(index)?.advanceWidth ?? 0) * scale
    const tolUnits = CHORD_MM / scale
    const glyph: ShapedGlyph = {
      chars,
      sub,
      index,
      x: pen,
      y: baseline,
      scale,
      advance: width + spacing,
      width,
      pivot: pen + width / 2,
      outline: glyphRings(sub, index, tolUnits),
    }
    glyphs.push(glyph)
    // Accents that NFC could not fold into the letter: centred over (or under) it, clear of it.
    for (const cp of cps.slice(1)) {
      const markSub = subsetFor(f, cp)!
      const markIndex = markSub.font.charToGlyphIndex(String.fromCodePoint(cp))
      const tol = markSub.font.unitsPerEm / 1000
      const base = glyphRings(sub, index, tol)
      const mark = glyphRings(markSub, markIndex, tol)
      if (mark.rings.length === 0 || base.rings.length === 0) continue
      const dx = (base.minX + base.maxX) / 2 - (mark.minX + mark.maxX) / 2
      const gap = markSub.font.unitsPerEm * 0.04
      const above = mark.maxY < -metrics.height * 0.3
      const dy = above ? Math.min(0, base.minY - gap - mark.maxY) : Math.max(0, base.maxY + gap - mark.minY)
      glyphs.push({
        chars: '',
        sub: markSub,
        index: markIndex,
        x: pen + dx * scale,
        y: baseline + dy * scale,
        scale,
        advance: 0,
        width: 0,
        pivot: glyph.pivot,
        outline: glyphRings(markSub, markIndex, tolUnits),
      })
    }
    pen += glyph.advance
    previous = { sub, index, glyph, last }
    i += consumed - 1
  }
  return { glyphs, width: pen, missing }
}
