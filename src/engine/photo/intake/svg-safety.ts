import { UploadRejected } from './rejection.ts'

/**
 * SVG designs are rasterised, never served as SVG, and resvg neither runs scripts nor fetches
 * anything; still, an SVG that carries active content or reaches outside itself is refused
 * rather than quietly flattened, so that what the user sees is what they sent. Refusing on
 * patterns is conservative: a false alarm costs a refusal, never a script.
 */
const UNSAFE: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a doctype or entity declarations (entity expansion)'],
  [/<\s*script[\s>/]/i, 'a <script> element'],
  [/<\s*foreignObject[\s>/]/i, 'a <foreignObject> element'],
  [/<\s*(?:iframe|embed|object|audio|video|handler|listener)[\s>/]/i, 'embedded content'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp|gif);base64,)[^\s"'>]/i, 'a reference outside the file'],
  [/url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp|gif);base64,)[^)\s"']/i, 'a url() outside the file'],
  [/@import/i, 'a stylesheet import'],
  [/javascript:|vbscript:/i, 'a script URL'],
]

export function assertSafeSvg(text: string): void {
  for (const [pattern, what] of UNSAFE) if (pattern.test(text)) throw new UploadRejected('unsafe_svg', `the SVG has ${what}`)
}
