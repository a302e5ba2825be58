import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 file unpacked to the plain OpenType/TrueType file it wraps (W3C WOFF §4–5): the
 * same tables, inflated with Node's zlib. opentype.js's own small inflater rejects some valid
 * streams ("Data error" on 22 of the @fontsource subsets, Noto Serif TC and Nanum Brush among
 * them), so the lettering never hands it WOFF. Anything else comes back unchanged.
 */
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
    const data = compressed < length ? inflateSync(stored) : stored
    if (data.byteLength !== length) throw new Error('WOFF table does not inflate to its stated length')
    return { tag: woff.getUint32(at), checksum: woff.getUint32(at + 16), data }
  })
  const pad = (n: number) => (n + 3) & ~3
  const headerSize = 12 + 16 * count
  const out = new Uint8Array(headerSize + tables.reduce((sum, t) => sum + pad(t.data.byteLength), 0))
  const sfnt = new DataView(out.buffer)
  // Offset table: the flavour, the table count and the binary-search fields derived from it.
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
