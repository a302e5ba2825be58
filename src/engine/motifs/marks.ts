import { apply, multiply, translation, type Matrix, type Pt } from '../geometry/vec.ts'
import { parsePathData, type Subpath } from './path-data.ts'
import { indexIds, parseSvgBody, parseTransform, type SvgNode } from './svg-tree.ts'

/** Black ink, or white paper painted over it (icons cut details out by painting white). */
export type Paint = 'ink' | 'paper'

/** One painted element of an icon, flattened and transformed into the icon's box. */
export interface Mark {
  subpaths: Subpath[]
  fill: Paint | null
  fillRule: 'nonzero' | 'evenodd'
  /** How the shape reads when it serves as a clip path. */
  clipRule: 'nonzero' | 'evenodd'
  stroke: Paint | null
  strokeWidth: number
  linecap: 'butt' | 'round' | 'square'
  linejoin: 'miter' | 'round' | 'bevel'
  /** Clip paths and masks on the way up; the mark shows only inside all of them. */
  clips: Clip[]
}

/** A clip path or mask: the marks that make it up, read as "shows" (ink) and "hides" (paper). */
export interface Clip {
  marks: Mark[]
}

interface Style {
  fill: string
  stroke: string
  strokeWidth: number
  fillRule: 'nonzero' | 'evenodd'
  clipRule: 'nonzero' | 'evenodd'
  linecap: Mark['linecap']
  linejoin: Mark['linejoin']
  hidden: boolean
}

const DEFAULT_STYLE: Style = {
  fill: 'black',
  stroke: 'none',
  strokeWidth: 1,
  fillRule: 'nonzero',
  clipRule: 'nonzero',
  linecap: 'butt',
  linejoin: 'miter',
  hidden: false,
}

const NAMED: Record<string, number> = { black: 0, white: 1 }

/** Dark colours are ink; light ones are paper; `none` paints nothing. */
export function paintOf(colour: string): Paint | null {
  const c = colour.trim().toLowerCase()
  if (c === 'none' || c === 'transparent') return null
  if (c === 'currentcolor' || c.startsWith('url(')) return 'ink'
  if (c in NAMED) return NAMED[c] === 0 ? 'ink' : 'paper'
  let rgb: number[] | null = null
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c)
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((x) => x + x).join('') : hex[1]!
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(c)
  if (fn)
    rgb = fn[1]!
      .split(',')
      .slice(0, 3)
      .map((v) => (v.includes('%') ? parseFloat(v) / 100 : parseFloat(v) / 255))
  if (!rgb) return 'ink'
  const luminance = 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!
  return luminance < 0.5 ? 'ink' : 'paper'
}

function inherit(parent: Style, a: Record<string, string>): Style {
  const num = (v: string | undefined, fallback: number) =>
    v !== undefined && !Number.isNaN(parseFloat(v)) ? parseFloat(v) : fallback
  const rule = (v: string | undefined, fallback: Style['fillRule']) => (v === 'evenodd' || v === 'nonzero' ? v : fallback)
  return {
    fill: a.fill ?? parent.fill,
    stroke: a.stroke ?? parent.stroke,
    strokeWidth: num(a['stroke-width'], parent.strokeWidth),
    fillRule: rule(a['fill-rule'], parent.fillRule),
    clipRule: rule(a['clip-rule'], parent.clipRule),
    linecap: (['butt', 'round', 'square'] as const).find((v) => v === a['stroke-linecap']) ?? parent.linecap,
    linejoin: (['miter', 'round', 'bevel'] as const).find((v) => v === a['stroke-linejoin']) ?? parent.linejoin,
    hidden:
      parent.hidden ||
      a.display === 'none' ||
      a.visibility === 'hidden' ||
      num(a.opacity, 1) === 0 ||
      (num(a['fill-opacity'], 1) === 0 && num(a['stroke-opacity'], 1) === 0),
  }
}

const attrNum = (a: Record<string, string>, k: string, fallback = 0) => {
  const v = parseFloat(a[k] ?? '')
  return Number.isNaN(v) ? fallback : v
}

/** The outline of a basic shape as path data, so every element goes through one parser. */
function shapeData(node: SvgNode): string | null {
  const a = node.attrs
  switch (node.tag) {
    case 'path':
      return a.d ?? null
    case 'circle':
    case 'ellipse': {
      const cx = attrNum(a, 'cx')
      const cy = attrNum(a, 'cy')
      const rx = node.tag === 'circle' ? attrNum(a, 'r') : attrNum(a, 'rx')
      const ry = node.tag === 'circle' ? attrNum(a, 'r') : attrNum(a, 'ry')
      if (rx <= 0 || ry <= 0) return null
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`
    }
    case 'rect': {
      const x = attrNum(a, 'x')
      const y = attrNum(a, 'y')
      const w = attrNum(a, 'width')
      const h = attrNum(a, 'height')
      if (w <= 0 || h <= 0) return null
      let rx = a.rx !== undefined ? attrNum(a, 'rx') : attrNum(a, 'ry')
      let ry = a.ry !== undefined ? attrNum(a, 'ry') : rx
      rx = Math.min(rx, w / 2)
      ry = Math.min(ry, h / 2)
      if (rx <= 0 || ry <= 0) return `M${x} ${y}h${w}v${h}h${-w}Z`
      return (
        `M${x + rx} ${y}h${w - 2 * rx}a${rx} ${ry} 0 0 1 ${rx} ${ry}v${h - 2 * ry}a${rx} ${ry} 0 0 1 ${-rx} ${ry}` +
        `h${-(w - 2 * rx)}a${rx} ${ry} 0 0 1 ${-rx} ${-ry}v${-(h - 2 * ry)}a${rx} ${ry} 0 0 1 ${rx} ${-ry}Z`
      )
    }
    case 'line':
      return `M${attrNum(a, 'x1')} ${attrNum(a, 'y1')}L${attrNum(a, 'x2')} ${attrNum(a, 'y2')}`
    case 'polygon':
    case 'polyline': {
      const v = (a.points ?? '').match(/[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g) ?? []
      if (v.length < 4) return null
      return `M${v.slice(0, 2).join(' ')}L${v.slice(2).join(' ')}${node.tag === 'polygon' ? 'Z' : ''}`
    }
  }
  return null
}

const NOT_DRAWN = new Set([
  'defs',
  'clipPath',
  'mask',
  'symbol',
  'title',
  'desc',
  'style',
  'linearGradient',
  'radialGradient',
  'pattern',
  'metadata',
])

const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))

const refId = (v: string | undefined) =>
  /url\(\s*['"]?#([^'")\s]+)/.exec(v ?? '')?.[1] ?? (v?.startsWith('#') ? v.slice(1) : undefined)

/**
 * Every painted element of an icon body in paint order, with inherited presentation attributes,
 * transforms, `use` references, clip paths and masks resolved. `tolerance` is the flattening
 * accuracy in the icon's units.
 */
export function collectMarks(body: string, tolerance: number, base: Matrix): Mark[] {
  const root = parseSvgBody(body)
  const ids = indexIds(root)

  const walk = (node: SvgNode, style: Style, m: Matrix, clips: Clip[], out: Mark[], depth: number) => {
    if (depth > 32 || NOT_DRAWN.has(node.tag)) return
    const s = inherit(style, node.attrs)
    if (s.hidden) return
    let matrix = multiply(m, parseTransform(node.attrs.transform))
    let ownClips = clips
    const clipRef = refId(node.attrs['clip-path'])
    const clipNode = clipRef ? ids.get(clipRef) : undefined
    if (clipNode) ownClips = [...ownClips, clipOf(clipNode, matrix, 'clip', depth)]
    const maskRef = refId(node.attrs.mask)
    const maskNode = maskRef ? ids.get(maskRef) : undefined
    if (maskNode) ownClips = [...ownClips, clipOf(maskNode, matrix, 'mask', depth)]

    if (node.tag === 'use') {
      const target = ids.get(refId(node.attrs.href ?? node.attrs['xlink:href']) ?? '')
      if (!target) return
      matrix = multiply(matrix, translation(attrNum(node.attrs, 'x'), attrNum(node.attrs, 'y')))
      walk(target, s, matrix, ownClips, out, depth + 1)
      return
    }
    const d = shapeData(node)
    if (d !== null) {
      const scale = scaleOf(matrix)
      const subpaths = parsePathData(d, tolerance / Math.max(scale, 1e-9)).map((sp) => ({
        points: sp.points.map((p) => apply(matrix, p) as Pt),
        closed: sp.closed,
      }))
      if (subpaths.length === 0) return
      out.push({
        subpaths,
        fill: node.tag === 'line' || node.tag === 'polyline' ? null : paintOf(s.fill),
        fillRule: s.fillRule,
        clipRule: s.clipRule,
        stroke: paintOf(s.stroke),
        strokeWidth: s.strokeWidth * scale,
        linecap: s.linecap,
        linejoin: s.linejoin,
        clips: ownClips,
      })
      return
    }
    for (const c of node.children) walk(c, s, matrix, ownClips, out, depth + 1)
  }

  /**
   * Clip paths show their shapes whatever their colour (read with clip-rule); luminance masks
   * show where they are light and hide where dark; alpha masks show wherever they paint.
   */
  const clipOf = (node: SvgNode, m: Matrix, kind: 'clip' | 'mask', depth: number): Clip => {
    const marks: Mark[] = []
    const s = inherit(DEFAULT_STYLE, node.attrs)
    const alpha = kind === 'clip' || node.attrs['mask-type'] === 'alpha'
    for (const c of node.children) walk(c, { ...s, hidden: false }, m, [], marks, depth + 1)
    for (const mark of marks) {
      if (kind === 'clip') {
        mark.fill = 'ink'
        mark.stroke = null
        mark.fillRule = mark.clipRule
      } else if (alpha) {
        mark.fill = mark.fill && 'ink'
        mark.stroke = mark.stroke && 'ink'
      } else {
        // Luminance: light shows (ink in the mask's own painting), dark hides.
        const flip = (p: Paint | null): Paint | null => (p === null ? null : p === 'paper' ? 'ink' : 'paper')
        mark.fill = flip(mark.fill)
        mark.stroke = flip(mark.stroke)
      }
    }
    return { marks }
  }

  const out: Mark[] = []
  walk(root, DEFAULT_STYLE, base, [], out, 0)
  return out
}
