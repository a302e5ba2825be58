import type { LocaleCode } from '@/i18n/locales'
import type { BannerSize, BannerSizeId } from './banner.schema'
import { type FaceStack, measure, outline, runsOf } from './banner-fonts.server'

/**
 * A banner's composition, as SVG: the studio's ground, the engine's design on a sheet of paper,
 * the wordmark, a headline, a line of support on the larger sizes, and the call to action. Pure:
 * the words come in (in the banner's language), the design comes in as a picture sized for the
 * box the layout gave it; banner.server.ts fetches both and rasterises.
 */

/** The studio palette of src/styles/app.css (default theme): ink black, bone, vermilion, aged gold. */
export const BANNER_COLOURS = {
  ground: '#0e0c0a',
  glow: '#261e17',
  paper: '#f4ede0',
  paperLine: '#d6c8ae',
  bone: '#f0e8db',
  muted: '#bdb3a3',
  gold: '#c9a45c',
  accent: '#e0563a',
  accentInk: '#160b07',
} as const

export interface BannerTexts {
  headline: string
  subline: string
  cta: string
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The design as the rasteriser will draw it: a PNG (data URL) at its own pixel size. */
export interface DesignImage {
  href: string
  width: number
  height: number
}

export interface ComposedBanner {
  width: number
  height: number
  /** Where the design goes; the service asks the engine for a picture that fits it. */
  designBox: Box
  /** The lines as set, for tests and the `alt` text. */
  lines: { headline: string[]; subline: string[]; cta: string[] }
  /** Every text fitted its room at or above its smallest size. */
  fits: boolean
  /** Characters no face could draw (left out). */
  missing: string[]
  svg(design: DesignImage | null): string
}

// --- type

const CJK_FACE = { ja: 'noto-serif-jp', ko: 'noto-serif-kr', zh: 'noto-serif-sc', tw: 'noto-serif-tc' } as const
type CjkLocale = keyof typeof CJK_FACE
const isCjk = (locale: LocaleCode): locale is CjkLocale => Object.hasOwn(CJK_FACE, locale)

interface Type {
  headline: FaceStack
  body: FaceStack
  cta: FaceStack
  /** The height of a capital (Latin) or of the ideographic face (CJK), in ems: what sits centred in a line. */
  cap: number
  leading: number
}

const WORDMARK: FaceStack = [{ family: 'fraunces', weight: 600 }]
const WORDMARK_ITALIC: FaceStack = [{ family: 'fraunces', weight: 400, italic: true }]

/** Fraunces and Inter as on the site; CJK in the language's Noto Serif (the site's display face there too). */
function typeOf(locale: LocaleCode): Type {
  if (isCjk(locale)) {
    const family = CJK_FACE[locale]
    return {
      headline: [{ family, weight: 700 }, ...WORDMARK],
      body: [
        { family, weight: 500 },
        { family: 'inter', weight: 500 },
      ],
      cta: [
        { family, weight: 700 },
        { family: 'inter', weight: 600 },
      ],
      cap: 0.8,
      leading: 1.28,
    }
  }
  return {
    headline: [{ family: 'fraunces', weight: 600 }],
    body: [{ family: 'inter', weight: 500 }],
    cta: [{ family: 'inter', weight: 600 }],
    cap: 0.7,
    leading: 1.14,
  }
}

// --- line breaking

const CLOSING = /^[\s、。，．！？：；」』）〕】〉》…ー・,.!?:;)\]]+$/u
const OPENING = /^[「『（〔【〈《([]+$/u
const HAN = /^\p{Script=Han}$/u

/**
 * A zero-width space in a banner's text marks where its phrases meet (Chinese and Japanese set
 * no spaces): lines break there first, as a typesetter would choose, and only a phrase too long
 * for the line is broken further. It is never drawn.
 */
export const PHRASE_BREAK = '\u200b'

/** The text as drawn and read: without its phrase marks. */
export const plainText = (text: string) => text.replaceAll(PHRASE_BREAK, '')

/** The text's phrases, when it marks them (see PHRASE_BREAK). */
export const phraseTokens = (text: string): string[] | null =>
  text.includes(PHRASE_BREAK) ? text.split(PHRASE_BREAK).filter(Boolean) : null

/**
 * Where a line may break. Latin and Hangul text breaks at spaces; Chinese and Japanese between
 * words (ICU's dictionary), with punctuation kept on the line it closes, Japanese particles with
 * the word before them, and two single ideographs (数 秒) kept together.
 */
export function breakTokens(rawText: string, locale: LocaleCode): string[] {
  const text = plainText(rawText)
  if (locale !== 'ja' && locale !== 'zh' && locale !== 'tw') return text.match(/\S+\s*/g) ?? []
  const tag = locale === 'tw' ? 'zh-TW' : locale
  const out: string[] = []
  let opening = ''
  for (const { segment } of new Intl.Segmenter(tag, { granularity: 'word' }).segment(text)) {
    if (OPENING.test(segment)) {
      opening += segment
      continue
    }
    const last = out.at(-1)
    const attach =
      last !== undefined &&
      !opening &&
      (CLOSING.test(segment) ||
        (locale === 'ja' && /^\p{Script=Hiragana}{1,2}$/u.test(segment)) ||
        (HAN.test(segment) && HAN.test(last)))
    if (attach) out[out.length - 1] = last + segment
    else {
      out.push(opening + segment)
      opening = ''
    }
  }
  if (opening) out.push(opening)
  return out
}

function greedy(tokens: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = []
  let line = ''
  for (const token of tokens) {
    const next = line + token
    if (line && !fits(next.trimEnd())) {
      lines.push(line.trimEnd())
      line = token
    } else line = next
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

/** A token that closes a clause: a line that ends with it reads as a phrase. */
const CLAUSE_END = /[,，、:：;；–—]\s*$/u

/**
 * Lines no wider than `width`, as even as their count allows (no lone word on the last line). Two
 * lines break after a clause (a comma, a colon) when one ends near the middle: “Next tattoo, / in
 * seconds” rather than “Next tattoo, in / seconds”.
 */
export function wrap(tokens: string[], widthOf: (line: string) => number, width: number): string[] {
  const lines = greedy(tokens, (line) => widthOf(line) <= width)
  if (lines.length < 2) return lines
  let lo = 0
  let hi = width
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2
    if (greedy(tokens, (line) => widthOf(line) <= mid).length <= lines.length) hi = mid
    else lo = mid
  }
  const balanced = greedy(tokens, (line) => widthOf(line) <= hi)
  if (balanced.length !== 2) return balanced
  let best: string[] | null = null
  let bestRatio = 0.33
  tokens.forEach((token, i) => {
    if (i === tokens.length - 1 || !CLAUSE_END.test(token)) return
    const pair = [
      tokens
        .slice(0, i + 1)
        .join('')
        .trimEnd(),
      tokens
        .slice(i + 1)
        .join('')
        .trimEnd(),
    ]
    const widths = pair.map(widthOf)
    if (Math.max(...widths) > width) return
    const ratio = Math.min(...widths) / Math.max(...widths)
    if (ratio >= bestRatio) {
      best = pair
      bestRatio = ratio
    }
  })
  return best ?? balanced
}

interface Fit {
  max: number
  min: number
  lines: number
}

interface Block {
  lines: string[]
  size: number
  lineHeight: number
  height: number
  stack: FaceStack
  fits: boolean
}

/** The largest size, from `max` down to `min`, at which the text sets in `fit.lines` lines of `width`. */
function fitText(text: string, stack: FaceStack, fit: Fit, width: number, type: Type, locale: LocaleCode): Block {
  const words = breakTokens(text, locale)
  const phrases = phraseTokens(text)
  let size = fit.max
  for (;;) {
    // Whole phrases while each fits a line; words where one does not.
    const widthOf = (line: string) => measure(line, stack, size)
    const tokens = phrases?.every((p) => widthOf(p.trimEnd()) <= width) ? phrases : words
    const lines = wrap(tokens, widthOf, width)
    const fits = lines.length <= fit.lines && lines.every((line) => measure(line, stack, size) <= width + 0.5)
    if (fits || size <= fit.min) {
      const lineHeight = size * type.leading
      return { lines, size, lineHeight, height: lines.length * lineHeight, stack, fits }
    }
    size = Math.max(fit.min, size - Math.max(0.5, size * 0.04))
  }
}

const fmt = (n: number) => String(Math.round(n * 100) / 100)

/** A block's lines as one path, its line boxes from `top`, aligned in [x, x + width]. */
function drawBlock(block: Block, type: Type, x: number, top: number, width: number, align: 'start' | 'center', fill: string) {
  const d = block.lines
    .map((line, i) => {
      // A closing CJK mark hangs: the line is centred on its words.
      const lineWidth = measure(line.replace(/[、。，．]+$/u, ''), block.stack, block.size)
      const left = align === 'center' ? x + (width - lineWidth) / 2 : x
      const baseline = top + i * block.lineHeight + (block.lineHeight + type.cap * block.size) / 2
      return outline(line, block.stack, block.size, left, baseline)
    })
    .join('')
  return `<path fill="${fill}" d="${d}"/>`
}

// --- the pieces

/** The logo mark of components/layout/logo.tsx (a needle drawing one drop of ink inside a ring), `side` px square. */
function mark(x: number, y: number, side: number): string {
  const s = side / 32
  const c = BANNER_COLOURS
  // The dotted inner ring is lost below ~28 px.
  const ring =
    side >= 28
      ? `<circle cx="16" cy="16" r="11.25" fill="none" stroke="${c.bone}" stroke-opacity=".35" stroke-width=".75" stroke-dasharray="1 2.2"/>`
      : ''
  return (
    `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(s)})">` +
    `<circle cx="16" cy="16" r="14.25" fill="none" stroke="${c.bone}" stroke-width="1.5"/>${ring}` +
    `<path d="M16 3.5v10.25" stroke="${c.bone}" stroke-width="1.5" stroke-linecap="round"/>` +
    `<path d="M16 14.6c2.7 3.5 4.1 5.8 4.1 7.7a4.1 4.1 0 0 1-8.2 0c0-1.9 1.4-4.2 4.1-7.7Z" fill="${c.accent}"/></g>`
  )
}

interface Piece {
  width: number
  height: number
  draw(x: number, y: number): string
}

/** The mark and “Ink” with a gold italic “draft”, as in the site's header; `size` is the type size. */
function wordmark(size: number): Piece {
  const side = size * 1.3
  const gap = size * 0.38
  const ink = measure('Ink', WORDMARK, size)
  const draft = measure('draft', WORDMARK_ITALIC, size)
  return {
    width: side + gap + ink + draft,
    height: side,
    draw(x, y) {
      const baseline = y + (side + 0.68 * size) / 2
      const left = x + side + gap
      return (
        mark(x, y, side) +
        `<path fill="${BANNER_COLOURS.bone}" d="${outline('Ink', WORDMARK, size, left, baseline)}"/>` +
        `<path fill="${BANNER_COLOURS.gold}" d="${outline('draft', WORDMARK_ITALIC, size, left + ink + size * 0.02, baseline)}"/>`
      )
    },
  }
}

interface CtaSpec {
  size: number
  min: number
  height: number
}

/** The call to action: a vermilion button with dark type (≈ 5:1) and an arrow, no wider than `room`. */
function button(label: string, spec: CtaSpec, room: number, type: Type): Piece & { fits: boolean; size: number } {
  let size = spec.size
  const shape = (s: number) => {
    const pad = s * 1.15
    const arrow = s * 0.78
    const gap = s * 0.5
    return { pad, arrow, gap, text: measure(label, type.cta, s), width: pad * 2 + measure(label, type.cta, s) + gap + arrow }
  }
  let dims = shape(size)
  while (dims.width > room && size > spec.min) {
    size = Math.max(spec.min, size - 0.5)
    dims = shape(size)
  }
  const h = spec.height
  return {
    width: dims.width,
    height: h,
    size,
    fits: dims.width <= room + 0.5,
    draw(x, y) {
      const c = BANNER_COLOURS
      const baseline = y + (h + type.cap * size) / 2
      const ax = x + dims.pad + dims.text + dims.gap
      const ay = y + h / 2
      const a = dims.arrow
      const stroke = fmt(Math.max(1.2, size * 0.11))
      return (
        `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(dims.width)}" height="${fmt(h)}" rx="${fmt(Math.max(2, h * 0.08))}" fill="${c.accent}"/>` +
        `<path fill="${c.accentInk}" d="${outline(label, type.cta, size, x + dims.pad, baseline)}"/>` +
        `<path fill="none" stroke="${c.accentInk}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round" ` +
        `d="M${fmt(ax)} ${fmt(ay)}h${fmt(a)}M${fmt(ax + a * 0.55)} ${fmt(ay - a * 0.42)}l${fmt(a * 0.45)} ${fmt(a * 0.42)}l${fmt(-a * 0.45)} ${fmt(a * 0.42)}"/>`
      )
    },
  }
}

/** The sheet of paper the design is drawn on, with a ruled inner border like a flash sheet. */
function paper(box: Box, scale: number): string {
  const c = BANNER_COLOURS
  const inset = Math.max(3, Math.min(box.width, box.height) * 0.035)
  const r = Math.max(2, scale * 0.006)
  return (
    `<rect x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.width)}" height="${fmt(box.height)}" rx="${fmt(r)}" fill="${c.paper}"/>` +
    `<rect x="${fmt(box.x + inset)}" y="${fmt(box.y + inset)}" width="${fmt(box.width - 2 * inset)}" height="${fmt(box.height - 2 * inset)}" ` +
    `fill="none" stroke="${c.paperLine}" stroke-width="${fmt(Math.max(0.75, scale * 0.0015))}"/>`
  )
}

/** The design box inside a sheet: its ruled border and a margin of paper left clear. */
const inside = (box: Box): Box => {
  const pad = Math.min(box.width, box.height) * 0.075
  return { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad }
}

function designTag(design: DesignImage | null, box: Box): string {
  if (!design) return ''
  const x = Math.round(box.x + (box.width - design.width) / 2)
  const y = Math.round(box.y + (box.height - design.height) / 2)
  return `<image x="${x}" y="${y}" width="${design.width}" height="${design.height}" href="${design.href}"/>`
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

// --- the layouts

interface Stacked {
  kind: 'poster' | 'box'
  margin: { x: number; top: number; bottom: number }
  gap: number
  wordmark: number
  headline: Fit
  subline?: Fit
  cta: CtaSpec
  /** A gold rule around the whole banner, this far in (the social formats). */
  frame?: number
}

interface Strip {
  kind: 'strip'
  margin: number
  gap: number
  wordmark: number
  headline: Fit
  cta: CtaSpec
}

/** Each size's layout. Story: Instagram covers ≈ 200 px at the top and 250 at the bottom with its own controls. */
const SPECS: Record<BannerSizeId, Stacked | Strip> = {
  '300x250': {
    kind: 'box',
    margin: { x: 14, top: 14, bottom: 14 },
    gap: 10,
    wordmark: 15,
    headline: { max: 22, min: 14, lines: 2 },
    cta: { size: 13, min: 10, height: 30 },
  },
  '728x90': {
    kind: 'strip',
    margin: 10,
    gap: 18,
    wordmark: 15,
    headline: { max: 22, min: 13, lines: 2 },
    cta: { size: 15, min: 11, height: 40 },
  },
  '160x600': {
    kind: 'poster',
    margin: { x: 12, top: 22, bottom: 18 },
    gap: 18,
    wordmark: 17,
    headline: { max: 25, min: 15, lines: 5 },
    subline: { max: 13.5, min: 11, lines: 6 },
    cta: { size: 13, min: 9.5, height: 36 },
  },
  '1080x1080': {
    kind: 'box',
    margin: { x: 72, top: 72, bottom: 72 },
    gap: 40,
    wordmark: 40,
    headline: { max: 74, min: 44, lines: 2 },
    subline: { max: 31, min: 24, lines: 2 },
    cta: { size: 32, min: 24, height: 88 },
    frame: 28,
  },
  '1080x1920': {
    kind: 'poster',
    margin: { x: 84, top: 200, bottom: 250 },
    gap: 60,
    wordmark: 50,
    headline: { max: 100, min: 58, lines: 3 },
    subline: { max: 40, min: 30, lines: 3 },
    cta: { size: 42, min: 32, height: 116 },
    frame: 32,
  },
}

function ground(width: number, height: number, glow: { x: number; y: number; r: number }, frame?: number): string {
  const c = BANNER_COLOURS
  const rule = frame
    ? `<rect x="${frame}" y="${frame}" width="${width - 2 * frame}" height="${height - 2 * frame}" fill="none" stroke="${c.gold}" stroke-opacity=".45" stroke-width="2"/>`
    : ''
  return (
    `<defs><radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${fmt(glow.x)}" cy="${fmt(glow.y)}" r="${fmt(glow.r)}">` +
    `<stop offset="0" stop-color="${c.glow}"/><stop offset="1" stop-color="${c.ground}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="${c.ground}"/><rect width="${width}" height="${height}" fill="url(#glow)"/>${rule}`
  )
}

/** The banner of a size in a language: its layout, ready to draw once the design is in hand. */
export function composeBanner(size: BannerSize, locale: LocaleCode, texts: BannerTexts): ComposedBanner {
  const spec = SPECS[size.id]
  const type = typeOf(locale)
  const missing = [
    ...runsOf(plainText(texts.headline), type.headline).missing,
    ...runsOf(plainText(texts.subline), type.body).missing,
    ...runsOf(texts.cta, type.cta).missing,
  ]
  const { width: W, height: H } = size
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${escapeXml(plainText(texts.headline))}</title>`

  if (spec.kind === 'strip') {
    const m = spec.margin
    const sheet: Box = { x: m, y: m, width: H - 2 * m, height: H - 2 * m }
    const mark = wordmark(spec.wordmark)
    const cta = button(texts.cta, spec.cta, W * 0.3, type)
    const ctaX = W - m - 4 - cta.width
    const columnX = sheet.x + sheet.width + spec.gap
    const columnW = ctaX - spec.gap - columnX
    const headline = fitText(texts.headline, type.headline, spec.headline, columnW, type, locale)
    const stackH = mark.height + 5 + headline.height
    const top = (H - stackH) / 2
    const designBox = inside(sheet)
    return {
      width: W,
      height: H,
      designBox,
      lines: { headline: headline.lines, subline: [], cta: [texts.cta] },
      fits: headline.fits && cta.fits,
      missing,
      svg: (design) =>
        open +
        ground(W, H, { x: W * 0.1, y: H / 2, r: W * 0.45 }) +
        paper(sheet, H * 4) +
        designTag(design, designBox) +
        mark.draw(columnX, top) +
        drawBlock(headline, type, columnX, top + mark.height + 5, columnW, 'start', BANNER_COLOURS.bone) +
        cta.draw(ctaX, (H - cta.height) / 2) +
        '</svg>',
    }
  }

  const { x: mx, top: mt, bottom: mb } = spec.margin
  const innerW = W - 2 * mx
  const mark = wordmark(spec.wordmark)
  const headline = fitText(texts.headline, type.headline, spec.headline, innerW, type, locale)
  const lineGap = spec.gap * 0.45
  let subline = spec.subline
    ? fitText(texts.subline, type.body, spec.subline, spec.kind === 'box' ? innerW * 0.92 : innerW, type, locale)
    : null

  if (spec.kind === 'box') {
    // Text left, over a footer of the wordmark and the button; the sheet takes the height left.
    const cta = button(texts.cta, spec.cta, innerW - mark.width - spec.gap, type)
    const textH = () => headline.height + (subline ? lineGap + subline.height : 0)
    let sheetH = H - mt - mb - cta.height - textH() - 2 * spec.gap
    // A support line that would leave the design too small is dropped.
    if (subline && sheetH < H * 0.32) {
      subline = null
      sheetH = H - mt - mb - cta.height - textH() - 2 * spec.gap
    }
    const sheet: Box = { x: mx, y: mt, width: innerW, height: sheetH }
    const designBox = inside(sheet)
    const textTop = mt + sheetH + spec.gap
    const footerY = H - mb - cta.height
    const shown = subline
    return {
      width: W,
      height: H,
      designBox,
      lines: { headline: headline.lines, subline: shown?.lines ?? [], cta: [texts.cta] },
      fits: headline.fits && cta.fits && (shown?.fits ?? true),
      missing,
      svg: (design) =>
        open +
        ground(W, H, { x: W / 2, y: mt + sheetH / 2, r: Math.max(W, H) * 0.75 }, spec.frame) +
        paper(sheet, Math.max(W, H)) +
        designTag(design, designBox) +
        drawBlock(headline, type, mx, textTop, innerW, 'start', BANNER_COLOURS.bone) +
        (shown ? drawBlock(shown, type, mx, textTop + headline.height + lineGap, innerW, 'start', BANNER_COLOURS.muted) : '') +
        mark.draw(mx, footerY + (cta.height - mark.height) / 2) +
        cta.draw(W - mx - cta.width, footerY) +
        '</svg>',
    }
  }

  // Poster: the wordmark at the top, the button at the bottom, the sheet and the words centred between.
  const cta = button(texts.cta, spec.cta, innerW, type)
  const middleTop = mt + mark.height + spec.gap
  const middleBottom = H - mb - cta.height - spec.gap
  const textH = () => headline.height + (subline ? lineGap + subline.height : 0)
  let side = Math.min(innerW, middleBottom - middleTop - spec.gap - textH())
  if (subline && side < innerW * 0.7) {
    subline = null
    side = Math.min(innerW, middleBottom - middleTop - spec.gap - textH())
  }
  const groupH = side + spec.gap + textH()
  // Slightly above the middle: a group centred exactly looks low.
  const groupTop = middleTop + (middleBottom - middleTop - groupH) * 0.42
  const sheet: Box = { x: (W - side) / 2, y: groupTop, width: side, height: side }
  const designBox = inside(sheet)
  const textTop = groupTop + side + spec.gap
  const shown = subline
  return {
    width: W,
    height: H,
    designBox,
    lines: { headline: headline.lines, subline: shown?.lines ?? [], cta: [texts.cta] },
    fits: headline.fits && cta.fits && (shown?.fits ?? true) && side > 0,
    missing,
    svg: (design) =>
      open +
      ground(W, H, { x: W / 2, y: groupTop + side / 2, r: Math.max(W, H) * 0.6 }, spec.frame) +
      mark.draw((W - mark.width) / 2, mt) +
      paper(sheet, Math.max(W, H)) +
      designTag(design, designBox) +
      drawBlock(headline, type, mx, textTop, innerW, 'center', BANNER_COLOURS.bone) +
      (shown ? drawBlock(shown, type, mx, textTop + headline.height + lineGap, innerW, 'center', BANNER_COLOURS.muted) : '') +
      cta.draw((W - cta.width) / 2, H - mb - cta.height) +
      '</svg>',
  }
}
