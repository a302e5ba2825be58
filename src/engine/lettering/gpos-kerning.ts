/**
 * Pair kerning read straight from a font's GPOS table. opentype.js 2 skips GPOS lookups wrapped
 * in Extension subtables (type 9), which is how Playfair Display and others store their kerning,
 * so it reports 0 for every pair there; this reader follows extensions and both PairPos formats.
 */
export type Kerning = (left: number, right: number) => number

const NO_KERNING: Kerning = () => 0

/** The raw bytes of one table of a plain OpenType/TrueType file (WOFF is unpacked first: woff.ts). */
export function tableBytes(file: Uint8Array, tag: string): DataView | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  const count = view.getUint16(4)
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16
    const name = String.fromCharCode(file[at]!, file[at + 1]!, file[at + 2]!, file[at + 3]!)
    if (name === tag) return new DataView(file.buffer, file.byteOffset + view.getUint32(at + 8), view.getUint32(at + 12))
  }
  return null
}

function coverageIndex(v: DataView, at: number, glyph: number): number {
  const format = v.getUint16(at)
  const count = v.getUint16(at + 2)
  if (format === 1) {
    let lo = 0
    let hi = count - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const g = v.getUint16(at + 4 + mid * 2)
      if (g === glyph) return mid
      if (g < glyph) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }
  if (format === 2) {
    let lo = 0
    let hi = count - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const r = at + 4 + mid * 6
      const start = v.getUint16(r)
      const end = v.getUint16(r + 2)
      if (glyph < start) hi = mid - 1
      else if (glyph > end) lo = mid + 1
      else return v.getUint16(r + 4) + glyph - start
    }
  }
  return -1
}

function classOf(v: DataView, at: number, glyph: number): number {
  const format = v.getUint16(at)
  if (format === 1) {
    const start = v.getUint16(at + 2)
    const count = v.getUint16(at + 4)
    return glyph >= start && glyph < start + count ? v.getUint16(at + 6 + (glyph - start) * 2) : 0
  }
  if (format === 2) {
    const count = v.getUint16(at + 2)
    let lo = 0
    let hi = count - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const r = at + 4 + mid * 6
      if (glyph < v.getUint16(r)) hi = mid - 1
      else if (glyph > v.getUint16(r + 2)) lo = mid + 1
      else return v.getUint16(r + 4)
    }
  }
  return 0
}

const valueSize = (format: number) => {
  let n = 0
  for (let bit = format & 0xff; bit; bit >>= 1) n += bit & 1
  return n * 2
}

/** The x-advance field of a value record (signed), or 0 when the format has none. */
function xAdvance(v: DataView, at: number, format: number): number {
  if (!(format & 0x0004)) return 0
  let offset = 0
  if (format & 0x0001) offset += 2
  if (format & 0x0002) offset += 2
  return v.getInt16(at + offset)
}

/** The kerning of one PairPos subtable, or null when the pair is not in it (the next one may have it). */
function pairValue(v: DataView, at: number, left: number, right: number): number | null {
  const format = v.getUint16(at)
  const cover = coverageIndex(v, at + v.getUint16(at + 2), left)
  if (cover < 0) return null
  const f1 = v.getUint16(at + 4)
  const f2 = v.getUint16(at + 6)
  const s1 = valueSize(f1)
  const record = s1 + valueSize(f2)
  if (format === 1) {
    const set = at + v.getUint16(at + 10 + cover * 2)
    const count = v.getUint16(set)
    let lo = 0
    let hi = count - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const r = set + 2 + mid * (2 + record)
      const second = v.getUint16(r)
      if (second === right) return xAdvance(v, r + 2, f1)
      if (second < right) lo = mid + 1
      else hi = mid - 1
    }
    return null
  }
  if (format === 2) {
    const c1 = classOf(v, at + v.getUint16(at + 8), left)
    const c2 = classOf(v, at + v.getUint16(at + 10), right)
    const class2Count = v.getUint16(at + 14)
    return xAdvance(v, at + 16 + (c1 * class2Count + c2) * record, f1)
  }
  return null
}

/** Offsets of the PairPos subtables of one lookup, unwrapping Extension subtables. */
function pairSubtables(v: DataView, lookup: number): number[] {
  const type = v.getUint16(lookup)
  const count = v.getUint16(lookup + 4)
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const sub = lookup + v.getUint16(lookup + 6 + i * 2)
    if (type === 2) out.push(sub)
    else if (type === 9 && v.getUint16(sub + 2) === 2) out.push(sub + v.getUint32(sub + 4))
  }
  return out
}

/** Indices of the `kern` lookups the font uses for `scripts` (the first one it has), default language. */
function kernLookups(v: DataView, scripts: readonly string[]): number[] {
  const scriptList = v.getUint16(4)
  const featureList = v.getUint16(6)
  const tagAt = (at: number) => String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3))
  const scriptCount = v.getUint16(scriptList)
  const found = new Map<string, number>()
  for (let i = 0; i < scriptCount; i++) {
    const r = scriptList + 2 + i * 6
    found.set(tagAt(r), scriptList + v.getUint16(r + 4))
  }
  const tag = [...scripts, 'DFLT', 'latn'].find((s) => found.has(s)) ?? [...found.keys()][0]
  if (tag === undefined) return []
  const script = found.get(tag)!
  const langSysOffset = v.getUint16(script)
  if (langSysOffset === 0) return []
  const langSys = script + langSysOffset
  const featureCount = v.getUint16(langSys + 4)
  const lookups = new Set<number>()
  for (let i = 0; i < featureCount; i++) {
    const index = v.getUint16(langSys + 6 + i * 2)
    const r = featureList + 2 + index * 6
    if (tagAt(r) !== 'kern') continue
    const feature = featureList + v.getUint16(r + 4)
    const n = v.getUint16(feature + 2)
    for (let j = 0; j < n; j++) lookups.add(v.getUint16(feature + 4 + j * 2))
  }
  return [...lookups].sort((a, b) => a - b)
}

/**
 * The font's pair kerning in font units for glyph indices (memoised per pair), as laid down by
 * the GPOS `kern` feature of the first of `scripts` the font has.
 */
export function readKerning(file: Uint8Array, scripts: readonly string[]): Kerning {
  const v = tableBytes(file, 'GPOS')
  if (!v) return NO_KERNING
  const lookupList = v.getUint16(8)
  const subtables = kernLookups(v, scripts).map((i) => pairSubtables(v, lookupList + v.getUint16(lookupList + 2 + i * 2)))
  if (subtables.length === 0) return NO_KERNING
  const memo = new Map<number, number>()
  return (left, right) => {
    const key = left * 65536 + right
    const known = memo.get(key)
    if (known !== undefined) return known
    let total = 0
    for (const lookup of subtables) {
      for (const sub of lookup) {
        const value = pairValue(v, sub, left, right)
        if (value !== null) {
          total += value
          break
        }
      }
    }
    memo.set(key, total)
    return total
  }
}
