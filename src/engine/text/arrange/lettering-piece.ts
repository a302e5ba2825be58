import type { Canvas } from '../../compose/canvas.ts'
import { drawLettering } from '../../compose/lettering.ts'
import { drawVine } from '../../compose/vine.ts'
import type { Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { LetteringFontId } from '../../lettering/fonts.ts'
import type { Random } from '../../random.ts'
import type { Lang } from '../lexicon/types.ts'
import { pendant, sparkleOrDot } from './ornament.ts'

/** Lettering longer than this is cut: a tattoo is not a paragraph. */
const MAX_CHARS = 60

/** Scripts written without spaces between words, which may break between any two characters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u

/**
 * The words broken into lines so that the block has about the canvas's proportions: a long
 * placement stacks them, a wide one keeps them on one line. Chinese and Japanese break between
 * characters; every other script only between words, so one word stays whole ("Familia", not
 * "Fami / lia") however tall the placement.
 */
export function breakLines(text: string, aspect: number): string[] {
  const chars = [...text].length
  const wanted = Math.max(1, Math.min(6, Math.round(Math.sqrt((0.4 * chars) / Math.max(aspect, 0.2)))))
  const spaced = text.includes(' ') || !UNSPACED.test(text)
  const words = spaced ? text.split(/\s+/).filter(Boolean) : [...text]
  const joiner = spaced ? ' ' : ''
  const target = chars / wanted
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? line + joiner + word : word
    if (line && [...next].length > target * 1.15 && lines.length < wanted - 1) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/**
 * When nothing in a prompt can be drawn, the prompt itself becomes the tattoo: lettered in lines
 * shaped to the placement and framed, a different frame for each variation (swashes with a drop,
 * a starry oval, a laurel cradle).
 */
export function letteringPiece(
  sk: Sketch,
  rng: Random,
  raw: string,
  canvas: Canvas,
  { font, language, index }: { font: LetteringFontId; language?: Lang; index: number },
): string[] {
  const { widthMm: w, heightMm: h } = canvas
  const text = [...raw].slice(0, MAX_CHARS).join('')
  const lines = breakLines(text, w / h)
  const longest = Math.max(4, ...lines.map((l) => [...l].length))
  const cap = Math.min((w * 0.78) / (0.6 * longest), (h * 0.5) / (lines.length * 1.6), h * 0.2)
  const lead = cap * 1.6
  const c: Pt = [w / 2, h / 2]
  const top = c[1] - (lead * (lines.length - 1)) / 2
  const missing = lines.flatMap((line, i) =>
    drawLettering(
      sk,
      rng.fork(`lettering${i}`),
      line,
      { kind: 'straight', centre: [c[0], top + i * lead], widthMm: w * 0.86, capMm: cap },
      { font, language },
    ),
  )
  const blockTop = top - cap
  const blockBottom = top + lead * (lines.length - 1) + cap * 0.6
  const span = Math.min(w * 0.84, Math.max(cap * 5, w * 0.55))
  const swash = (y: number, flip: number) =>
    sk.element().curve(
      [
        [c[0] - span / 2, y + flip * cap * 0.12],
        [c[0] - span / 4, y - flip * cap * 0.1],
        [c[0], y + flip * cap * 0.06],
        [c[0] + span / 4, y - flip * cap * 0.1],
        [c[0] + span / 2, y + flip * cap * 0.12],
      ],
      'inner',
      { taper: 0.35 },
    )
  // How far the frame reaches beyond the words: most of a long placement.
  const reach = Math.max(cap * 1.6, (h * 0.8 - (blockBottom - blockTop)) / 2)
  switch (index % 3) {
    case 0: {
      for (const [y, flip] of [
        [blockBottom + cap * 0.6, 1],
        [blockTop - cap * 0.5, -1],
      ] as const) {
        swash(y, flip)
        for (const x of [c[0] - span / 2 - cap * 0.35, c[0] + span / 2 + cap * 0.35]) sparkleOrDot(sk, [x, y], cap * 0.2)
      }
      if (reach > cap * 2) {
        pendant(sk, rng.fork('drop'), [c[0], blockBottom + cap * 1.1], [c[0], blockBottom + reach], w * 0.5)
        sparkleOrDot(sk, [c[0], blockTop - reach * 0.6], cap * 0.35)
      } else sparkleOrDot(sk, [c[0], blockTop - cap * 1.2], cap * 0.28)
      break
    }
    case 1: {
      // An oval of dots round the words, sparkles at its four points.
      const rx = Math.min(w * 0.47, span / 2 + cap * 0.6)
      const ry = Math.max(
        cap * 1.9,
        (blockBottom - blockTop) / 2 + cap * 1.2,
        Math.min(reach + (blockBottom - blockTop) / 2, h * 0.44),
      )
      const cy = (blockTop + blockBottom) / 2
      const dots = Math.max(16, Math.floor((Math.PI * (rx + ry)) / (cap * 0.55)))
      for (let i = 0; i < dots; i++) {
        const a = (i / dots) * Math.PI * 2
        const at: Pt = [c[0] + Math.cos(a) * rx, cy + Math.sin(a) * ry]
        if (i % Math.floor(dots / 4) === 0) sparkleOrDot(sk, at, cap * 0.25)
        else sk.element().dot(at, Math.max(sk.style.weights.detail * 1.6, cap * 0.07))
      }
      break
    }
    default: {
      // A laurel cradle: two leafy sprigs curving up from under the words to above them.
      const low = blockBottom + Math.min(reach * 0.6, cap * 2.5)
      const high = blockTop - Math.min(reach * 0.6, cap * 2.5)
      for (const side of [-1, 1]) {
        const path: Pt[] = [
          [c[0] + side * cap * 0.3, low],
          [c[0] + side * span * 0.4, low - cap * 0.4],
          [c[0] + side * span * 0.55, (low + high) / 2],
          [c[0] + side * span * 0.45, high],
        ]
        drawVine(sk, rng.fork(`laurel${side}`), path, { leafMm: cap * 0.7, every: cap * 0.45 })
      }
      sparkleOrDot(sk, [c[0], high - cap * 0.4], cap * 0.25)
    }
  }
  return missing
}
