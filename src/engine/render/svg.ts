import { simplifyRing } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'
import type { Ink, InkLayer, InkShape } from '../ink/sketch.ts'
import { asBuffer } from '../bytes.ts'

/** Far below what a needle or a 2048 px render can show. */
const SIMPLIFY_MM = 0.03

/**
 * A coordinate to 0.01 mm, as String(Math.round(x * 100) / 100) writes it: built from integers,
 * which V8 turns into text several times faster than fractions (a tenth of drawing time was here).
 */
const n = (x: number) => {
  let r = Math.round(x * 100)
  if (r === 0) return '0'
  const sign = r < 0 ? '-' : ''
  if (r < 0) r = -r
  const whole = (r - (r % 100)) / 100
  const cents = r % 100
  if (cents === 0) return sign + whole
  return sign + whole + (cents < 10 ? `.0${cents}` : cents % 10 === 0 ? `.${cents / 10}` : `.${cents}`)
}

/** Closed rings as path data: every subpath ends with Z. */
export function pathData(rings: readonly (readonly Pt[])[]): string {
  let d = ''
  for (const raw of rings) {
    const ring = simplifyRing(raw, SIMPLIFY_MM)
    if (ring.length < 3) continue
    d += 'M'
    for (let i = 0; i < ring.length; i++) d += `${(i ? 'L' : '') + n(ring[i]![0])} ${n(ring[i]![1])}`
    d += 'Z'
  }
  return d
}

/** The design and its stencil share their line work: each shape's path data is written once. */
const written = new WeakMap<InkShape, string>()
function dataOf(shape: InkShape): string {
  const known = written.get(shape)
  if (known !== undefined) return known
  const d = pathData(shape.rings)
  written.set(shape, d)
  return d
}

const LAYER_ORDER: InkLayer[] = ['colour', 'shade', 'line']
const LAYER_LABEL: Record<InkLayer, string> = { colour: 'Colour', shade: 'Shading', line: 'Line work' }

function group(layer: InkLayer, shapes: readonly InkShape[]): string {
  if (shapes.length === 0) return ''
  // One path per shape: in a shared path the windings of different shapes add up, so a stroke
  // outline that folds over itself at a sharp turn could cancel a neighbour's ink where they meet.
  const paths = shapes.map(
    (s) =>
      `<path fill="${s.colour}"${s.opacity !== undefined && s.opacity !== 1 ? ` fill-opacity="${s.opacity}"` : ''} d="${dataOf(s)}"/>`,
  )
  return `<g id="${layer}" inkscape:groupmode="layer" inkscape:label="${LAYER_LABEL[layer]}">${paths.join('')}</g>`
}

export interface SvgOptions {
  /** Only these layers (the stencil is the line work alone). */
  layers?: readonly InkLayer[]
  /** Mirror left–right, as a stencil is applied face down. */
  mirror?: boolean
}

/** The design as SVG, sized in millimetres, viewBox in millimetres. */
export function toSvg(ink: Ink, { layers = LAYER_ORDER, mirror = false }: SvgOptions = {}): string {
  const w = n(ink.widthMm)
  const h = n(ink.heightMm)
  const body = LAYER_ORDER.filter((l) => layers.includes(l))
    .map((layer) =>
      group(
        layer,
        ink.shapes.filter((s) => s.layer === layer),
      ),
    )
    .join('')
  const content = mirror ? `<g transform="matrix(-1 0 0 1 ${w} 0)">${body}</g>` : body
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ` +
    `width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}" fill-rule="nonzero">${content}</svg>`
  )
}

const utf8 = new TextEncoder()

/**
 * An SVG document as the engine hands it over: UTF-8 bytes over memory of their own, so the
 * engine's thread can transfer them to the caller instead of copying (Buffer.from would take
 * small ones from Node's shared pool, which cannot be transferred).
 */
export function svgBytes(svg: string): Buffer {
  return asBuffer(utf8.encode(svg))
}
