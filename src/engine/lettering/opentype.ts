import { createRequire } from 'node:module'
import { sfntFromWoff } from './woff.ts'

/**
 * The slice of opentype.js (MIT) the lettering uses, typed here because the package ships no
 * types. It is loaded through `require`: its CommonJS build is the one Node resolves, and its
 * ES build has no default export, so a plain `import` would differ between Node and bundlers.
 */
export type OtCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' }

export interface OtGlyph {
  index: number
  name?: string | null
  advanceWidth?: number
  /** Outline in font units, y up. */
  readonly path: { commands: OtCommand[] }
}

export interface OtLigature {
  sub: number[]
  by: number
}

export interface OtFont {
  unitsPerEm: number
  ascender: number
  descender: number
  outlinesFormat: string
  charToGlyphIndex(char: string): number
  glyphs: { get(index: number): OtGlyph | undefined; length: number }
  tables: { os2?: { sCapHeight?: number } }
  substitution: { getLigatures(feature: string, script?: string, language?: string): OtLigature[] }
}

interface OpenTypeModule {
  parse(buffer: ArrayBuffer): OtFont
}

const opentype = createRequire(import.meta.url)('opentype.js') as OpenTypeModule

/** Parses a WOFF or OpenType font file (opentype.js 2 cannot read WOFF2 without a Brotli decoder). */
export function parseFont(file: Uint8Array): OtFont {
  const bytes = sfntFromWoff(file)
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return opentype.parse(buffer)
}
