import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { keptUpTo } from '../kept.ts'
import { readKerning, type Kerning } from './gpos-kerning.ts'
import { parseFont, type OtFont, type OtLigature } from './opentype.ts'
import { sfntFromWoff } from './woff.ts'

/**
 * The @fontsource packages split every face into subset files, each with the `unicode-range` its
 * CSS states (numbered slices for CJK, latin / latin-ext / vietnamese … for the rest). We read that
 * CSS once per face, then parse only the files a text needs, and keep the recently used ones.
 */
export const FACE_PACKAGES = {
  'great-vibes': 'Great Vibes',
  unifrakturmaguntia: 'UnifrakturMaguntia',
  'grenze-gotisch': 'Grenze Gotisch',
  'special-elite': 'Special Elite',
  'playfair-display': 'Playfair Display',
  'dancing-script': 'Dancing Script',
  caveat: 'Caveat',
  'noto-serif-jp': 'Noto Serif JP',
  'noto-serif-sc': 'Noto Serif SC',
  'noto-serif-tc': 'Noto Serif TC',
  'noto-serif-kr': 'Noto Serif KR',
  'yuji-syuku': 'Yuji Syuku',
  'ma-shan-zheng': 'Ma Shan Zheng',
  'lxgw-wenkai-tc': 'LXGW WenKai TC',
  'nanum-brush-script': 'Nanum Brush Script',
} as const

export type FaceId = keyof typeof FACE_PACKAGES

/** One parsed subset file of a face. */
export interface SubsetFont {
  face: FaceId
  file: string
  font: OtFont
  /** GPOS pair kerning, font units. */
  kerning: Kerning
  /** Standard ligatures (`liga`, `rlig`) by their first glyph, longest first. */
  ligatures: Map<number, OtLigature[]>
}

interface Subset {
  file: string
  /** Sorted, inclusive code point ranges. */
  ranges: [number, number][]
}

const packages = createRequire(import.meta.url)

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

/** The weight-400 subsets of a face, from its package's CSS, in the order the CSS gives them. */
function readSubsets(face: FaceId): { dir: string; subsets: Subset[] } {
  const css = packages.resolve(`@fontsource/${face}/400.css`)
  const dir = dirname(css)
  const subsets: Subset[] = []
  for (const block of readFileSync(css, 'utf8').split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+?\.woff)\)/.exec(block)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]
    if (file && /-normal\.woff$/.test(file)) subsets.push({ file, ranges: range ? parseRanges(range) : [[0, 0x10ffff]] })
  }
  return { dir, subsets }
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

function ligaturesOf(font: OtFont): Map<number, OtLigature[]> {
  const byFirst = new Map<number, OtLigature[]>()
  for (const feature of ['liga', 'rlig']) {
    let list: OtLigature[] = []
    try {
      list = [...font.substitution.getLigatures(feature, 'latn'), ...font.substitution.getLigatures(feature, 'DFLT')]
    } catch {
      // A font without that script or feature simply has no ligatures there.
    }
    for (const lig of list) {
      const first = lig.sub[0]!
      const known = byFirst.get(first) ?? []
      if (!known.some((k) => k.by === lig.by && k.sub.join() === lig.sub.join())) known.push(lig)
      byFirst.set(first, known)
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.sub.length - a.sub.length)
  return byFirst
}

interface FaceFiles {
  dir: string
  subsets: Subset[]
  /** Code point → the subset file that draws it (null: the face does not). */
  byCodePoint: Map<number, string | null>
}

const faces = new Map<FaceId, FaceFiles>()

function faceFiles(face: FaceId): FaceFiles {
  let known = faces.get(face)
  if (!known) {
    known = { ...readSubsets(face), byCodePoint: new Map() }
    faces.set(face, known)
  }
  return known
}

const SCRIPT_TAGS = ['latn', 'DFLT']

/** Parsed subsets of every face: parsed, a WOFF file takes some 14 times its size (measured on Noto Serif TC). */
const loaded = keptUpTo<SubsetFont & { bytes: number }>(24, (sub) => sub.bytes * 14)

function loadSubset(face: FaceId, files: FaceFiles, file: string): SubsetFont {
  const key = `${face}/${file}`
  let sub = loaded.get(key)
  if (!sub) {
    const bytes = readFileSync(join(files.dir, file))
    // Unpacked once for both readers.
    const sfnt = sfntFromWoff(bytes)
    const font = parseFont(sfnt)
    sub = { face, file, font, kerning: readKerning(sfnt, SCRIPT_TAGS), ligatures: ligaturesOf(font), bytes: bytes.length }
    loaded.set(key, sub)
  }
  return sub
}

/** Whether the face's CSS claims the code point at all (no file is read). */
export function faceClaims(face: FaceId, cp: number): boolean {
  return faceFiles(face).subsets.some((s) => inRanges(s.ranges, cp))
}

/**
 * The subset of `face` that has a glyph for code point `cp`, loading it on first use, or null.
 * Later CSS rules win where ranges overlap, as in a browser.
 */
export function subsetFor(face: FaceId, cp: number): SubsetFont | null {
  const files = faceFiles(face)
  const known = files.byCodePoint.get(cp)
  if (known !== undefined) return known === null ? null : loadSubset(face, files, known)
  let found: SubsetFont | null = null
  const char = String.fromCodePoint(cp)
  for (let i = files.subsets.length - 1; i >= 0 && !found; i--) {
    const subset = files.subsets[i]!
    if (!inRanges(subset.ranges, cp)) continue
    const sub = loadSubset(face, files, subset.file)
    if (sub.font.charToGlyphIndex(char) > 0) found = sub
  }
  files.byCodePoint.set(cp, found ? found.file : null)
  return found
}

/** How many subset files are parsed and kept (for tests and performance notes). */
export function loadedFileCount(): number {
  return loaded.size
}
