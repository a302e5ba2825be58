import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { tableBytes } from './gpos-kerning.ts'
import { parseFont } from './opentype.ts'
import { sfntFromWoff } from './woff.ts'

const require = createRequire(import.meta.url)
const fontFile = (pkg: string, file: string) =>
  readFileSync(join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files', file))

/** A table straight from the WOFF directory (W3C WOFF §5), inflated when stored compressed. */
function woffTable(woff: Buffer, tag: string): Buffer {
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const at = 44 + i * 20
    if (woff.toString('latin1', at, at + 4) !== tag) continue
    const offset = woff.readUInt32BE(at + 4)
    const compressed = woff.readUInt32BE(at + 8)
    const stored = woff.subarray(offset, offset + compressed)
    return compressed < woff.readUInt32BE(at + 12) ? inflateSync(stored) : stored
  }
  throw new Error(`no ${tag} table`)
}

describe('sfntFromWoff', () => {
  // These subsets made opentype.js's own inflater throw "Data error"; 鯨魚 and 藤蔓 in
  // Traditional Chinese lettering could not be drawn.
  const once = [
    ['noto-serif-tc', 'noto-serif-tc-107-400-normal.woff', '鯨'],
    ['noto-serif-tc', 'noto-serif-tc-109-700-normal.woff', '蔓'],
    ['nanum-brush-script', 'nanum-brush-script-11-400-normal.woff', null],
  ] as const

  it.each(once)('unpacks %s %s so every table reads the same as from the WOFF', (pkg, file) => {
    const woff = fontFile(pkg, file)
    const sfnt = sfntFromWoff(woff)
    expect(new DataView(sfnt.buffer).getUint32(0).toString(16)).toMatch(/^(10000|4f54544f)$/)
    for (const tag of ['cmap', 'glyf', 'head', 'hmtx', 'name']) {
      const a = woffTable(woff, tag)
      const b = tableBytes(sfnt, tag)
      expect(b?.byteLength, tag).toBe(a.byteLength)
      expect(Buffer.from(b!.buffer, b!.byteOffset, b!.byteLength).equals(a), tag).toBe(true)
    }
  })

  it.each(once)('lets opentype.js draw every glyph of %s %s', (pkg, file, char) => {
    const font = parseFont(fontFile(pkg, file))
    for (let g = 0; g < font.glyphs.length; g++) font.glyphs.get(g)?.path
    if (char) expect(font.glyphs.get(font.charToGlyphIndex(char))!.path.commands.length).toBeGreaterThan(10)
  })

  it('leaves a plain font file alone', () => {
    const plain = new Uint8Array([0, 1, 0, 0, 0, 0])
    expect(sfntFromWoff(plain)).toBe(plain)
  })
})
