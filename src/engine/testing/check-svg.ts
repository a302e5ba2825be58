import { JSDOM } from 'jsdom'
import sharp from 'sharp'

/**
 * What the tests demand of every SVG the engine writes: well-formed XML, a millimetre viewBox of
 * the print size, and only filled paths whose every subpath is closed. Returns the problems found.
 */
export function svgProblems(svg: string, widthMm: number, heightMm: number): string[] {
  const problems: string[] = []
  const doc = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document
  if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed XML']
  const root = doc.documentElement
  if (root.tagName !== 'svg') problems.push(`root is <${root.tagName}>`)
  const box = (root.getAttribute('viewBox') ?? '').split(/\s+/).map(Number)
  if (
    box.length !== 4 ||
    box[0] !== 0 ||
    box[1] !== 0 ||
    Math.abs(box[2]! - widthMm) > 0.01 ||
    Math.abs(box[3]! - heightMm) > 0.01
  )
    problems.push(`viewBox ${root.getAttribute('viewBox')} is not 0 0 ${widthMm} ${heightMm}`)
  if (root.getAttribute('width') !== `${box[2]}mm` || root.getAttribute('height') !== `${box[3]}mm`)
    problems.push('width and height are not in mm')
  for (const el of descendants(root)) {
    if (!['g', 'path'].includes(el.tagName)) problems.push(`unexpected <${el.tagName}>`)
    if (el.tagName !== 'path') continue
    const d = el.getAttribute('d') ?? ''
    if (el.getAttribute('stroke')) problems.push('stroked path (lines must be filled outlines)')
    const subpaths = d.split('M').filter(Boolean)
    if (subpaths.length === 0) problems.push('empty path')
    for (const sub of subpaths) {
      if (!sub.endsWith('Z')) problems.push('open subpath')
      if (/NaN|Infinity/.test(sub)) problems.push('non-finite coordinate')
    }
  }
  return problems
}

/**
 * Every element under `root`, walked through the siblings: jsdom's live `getElementsByTagName`
 * collection costs time in proportion to its length on each step, so a dotwork design of 50,000
 * paths took a minute to check.
 */
function* descendants(root: Element): Generator<Element> {
  for (let el = root.firstElementChild; el; el = el.nextElementSibling) {
    yield el
    yield* descendants(el)
  }
}

/** A 64-bit difference hash of a PNG (as a bit string): near for look-alikes, far for different drawings. */
export async function perceptualHash(png: Buffer): Promise<string> {
  const { data } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  let bits = ''
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) bits += data[y * 9 + x]! > data[y * 9 + x + 1]! ? '1' : '0'
  return bits
}

export const hammingDistance = (a: string, b: string): number => [...a].filter((c, i) => c !== b[i]).length
