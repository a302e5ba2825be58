import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'

/**
 * The banners' type, set as outlines: every glyph becomes a path, so the rasteriser needs no fonts
 * and a text is measured with the very outlines it is drawn with (wrapping and fitting are exact).
 * Faces come from the @fontsource packages, which split each face into subset files by
 * `unicode-range` (numbered slices for CJK); only the subsets a text needs are read, once.
 */

export type FontPackage = 'fraunces' | 'inter' | 'noto-serif-jp' | 'noto-serif-kr' | 'noto-serif-sc' | 'noto-serif-tc'

export interface Face {
  family: FontPackage
  weight: 400 | 500 | 600 | 700
  italic?: boolean
}

/** Faces tried in order for each character: the first that draws it wins. */
export type FaceStack = readonly Face[]

type OtCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' }

interface OtPath {
  commands: OtCommand[]
}

interface OtGlyph {
  index: number
  advanceWidth?: number
  getPath(x: number, y: number, size: number): OtPath
}

/**
 * The slice of opentype.js (MIT) used here; the package ships no types. Glyphs are looked up one
 * by one: its own text shaping stops at GSUB lookups it does not support (some CJK subsets).
 */
interface OtFont {
  unitsPerEm: number
  charToGlyphIndex(char: string): number
  glyphs: { get(index: number): OtGlyph | undefined }
  getKerningValue(left: OtGlyph, right: OtGlyph): number
}

const packages = createRequire(import.meta.url)
// Its CommonJS build is the one Node resolves; the ES build has no default export.
const opentype = packages('opentype.js') as { parse(buffer: ArrayBuffer): OtFont }

/** A WOFF 1.0 file unpacked to the OpenType file it wraps (W3C WOFF §4–5): the same tables, inflated. */
export function sfntFromWoff(file: Uint8Array): Uint8Array {
  if (String.fromCharCode(file[0]!, file[1]!, file[2]!, file[3]!) !== 'wOFF') return file
  const woff = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const count = woff.getUint16(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.getUint32(at + 4)
    const compressed = woff.getUint32(at + 8)
    const length = woff.getUint32(at + 12)
    const stored = file.subarray(offset, offset + compressed)
    const data = compressed < length ? new Uint8Array(inflateSync(stored)) : stored
    if (data.byteLength !== length) throw new Error('WOFF table does not inflate to its stated length')
    return { tag: woff.getUint32(at), checksum: woff.getUint32(at + 16), data }
  })
  const pad = (n: number) => (n + 3) & ~3
  const headerSize = 12 + 16 * count
  const out = new Uint8Array(headerSize + tables.reduce((sum, t) => sum + pad(t.data.byteLength), 0))
  const sfnt = new DataView(out.buffer)
  const power = 2 ** Math.floor(Math.log2(count))
  sfnt.setUint32(0, woff.getUint32(4))
  sfnt.setUint16(4, count)
  sfnt.setUint16(6, power * 16)
  sfnt.setUint16(8, Math.log2(power))
  sfnt.setUint16(10, count * 16 - power * 16)
  let offset = headerSize
  tables.forEach((t, i) => {
    const at = 12 + i * 16
    sfnt.setUint32(at, t.tag)
    sfnt.setUint32(at + 4, t.checksum)
    sfnt.setUint32(at + 8, offset)
    sfnt.setUint32(at + 12, t.data.byteLength)
    out.set(t.data, offset)
    offset += pad(t.data.byteLength)
  })
  return out
}

interface Subset {
  file: string
  /** Sorted, inclusive code point ranges. */
  ranges: [number, number][]
}

function parseRanges(list: string): [number, number][] {
  const out: [number, number][] = []
  for (const part of list.split(',')) {
    const m = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim())
    if (!m) continue
    const first = m[1]!
    if (first.includes('?')) out.push([parseInt(first.replace(/\?/g, '0'), 16), parseInt(first.replace(/\?/g, 'f'), 16)])
    else out.push([parseInt(first, 16), parseInt(m[2] ?? first, 16)])
  }
  return out.sort((a, b) => a[0] - b[0])
}

const inRanges = (ranges: readonly [number, number][], cp: number) => {
  let lo = 0
  let hi = ranges.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const [a, b] = ranges[mid]!
    if (cp < a) hi = mid - 1
    else if (cp > b) lo = mid + 1
    else return true
  }
  return false
}

const faceKey = (face: Face) => `${face.family}/${face.weight}${face.italic ? 'i' : ''}`
const subsetsByFace = new Map<string, Subset[]>()

/** The subset files of a face, from its package's CSS (the WOFF 1 files: opentype.js reads no WOFF2). */
function subsetsOf(face: Face): Subset[] {
  const key = faceKey(face)
  let subsets = subsetsByFace.get(key)
  if (subsets) return subsets
  const css = packages.resolve(`@fontsource/${face.family}/${face.weight}${face.italic ? '-italic' : ''}.css`)
  subsets = []
  for (const block of readFileSync(css, 'utf8').split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+?\.woff)\)/.exec(block)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]
    if (file) subsets.push({ file: join(dirname(css), file), ranges: range ? parseRanges(range) : [[0, 0x10ffff]] })
  }
  subsetsByFace.set(key, subsets)
  return subsets
}

const fonts = new Map<string, OtFont>()

function fontFile(file: string): OtFont {
  let font = fonts.get(file)
  if (!font) {
    const bytes = sfntFromWoff(readFileSync(file))
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
    fonts.set(file, font)
  }
  return font
}

const chosen = new Map<string, OtFont | null>()

/** The font of a stack that draws a character, or null when none does. */
function fontFor(stack: FaceStack, char: string): OtFont | null {
  const key = `${stack.map(faceKey).join(',')}|${char}`
  const known = chosen.get(key)
  if (known !== undefined) return known
  const cp = char.codePointAt(0)!
  let found: OtFont | null = null
  search: for (const face of stack)
    for (const subset of subsetsOf(face)) {
      if (!inRanges(subset.ranges, cp)) continue
      const font = fontFile(subset.file)
      if (font.charToGlyphIndex(char) > 0) {
        found = font
        break search
      }
    }
  chosen.set(key, found)
  return found
}

export interface Run {
  font: OtFont
  text: string
}

/** Combining marks ride with the letter before them. */
const COMBINING = /\p{M}/u

/** A text cut into runs of one font each; characters no face draws are left out and named. */
export function runsOf(text: string, stack: FaceStack): { runs: Run[]; missing: string[] } {
  const runs: Run[] = []
  const missing: string[] = []
  for (const char of text.normalize('NFC')) {
    const last = runs.at(-1)
    // A space or a mark keeps the run it falls in, when that font has it.
    if (last && (char === ' ' || COMBINING.test(char)) && last.font.charToGlyphIndex(char) > 0) {
      last.text += char
      continue
    }
    const font = fontFor(stack, char)
    if (!font) {
      if (!/\s/.test(char)) missing.push(char)
      continue
    }
    if (last && last.font === font) last.text += char
    else runs.push({ font, text: char })
  }
  return { runs, missing }
}

/** The run's glyphs with their pen positions from 0, font units scaled to `size`; and the advance. */
function place(run: Run, size: number): { glyphs: { glyph: OtGlyph; x: number }[]; advance: number } {
  const scale = size / run.font.unitsPerEm
  const glyphs: { glyph: OtGlyph; x: number }[] = []
  let x = 0
  let previous: OtGlyph | undefined
  for (const char of run.text) {
    const glyph = run.font.glyphs.get(run.font.charToGlyphIndex(char))
    if (!glyph) continue
    if (previous) {
      try {
        const kern = run.font.getKerningValue(previous, glyph)
        if (Number.isFinite(kern)) x += kern * scale
      } catch {
        // A kerning table opentype.js cannot read: the pair is set without it.
      }
    }
    glyphs.push({ glyph, x })
    x += (glyph.advanceWidth ?? 0) * scale
    previous = glyph
  }
  return { glyphs, advance: x }
}

const num = (n: number) => String(Math.round(n * 100) / 100)

/** SVG path data of outline commands (opentype.js's own writer drops some coordinates as NaN). */
function pathData(commands: OtCommand[]): string {
  let d = ''
  for (const c of commands) {
    if (c.type === 'Z') d += 'Z'
    else if (c.type === 'Q') d += `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`
    else if (c.type === 'C') d += `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`
    else d += `${c.type}${num(c.x)} ${num(c.y)}`
  }
  return d
}

/** The advance of a text set in a stack at a size, px. */
export function measure(text: string, stack: FaceStack, size: number): number {
  let width = 0
  for (const run of runsOf(text, stack).runs) width += place(run, size).advance
  return width
}

/** The text's outlines as SVG path data, its baseline starting at (x, y). */
export function outline(text: string, stack: FaceStack, size: number, x: number, y: number): string {
  let at = x
  const parts: string[] = []
  for (const run of runsOf(text, stack).runs) {
    const { glyphs, advance } = place(run, size)
    for (const { glyph, x: gx } of glyphs) parts.push(pathData(glyph.getPath(at + gx, y, size).commands))
    at += advance
  }
  return parts.join('')
}
