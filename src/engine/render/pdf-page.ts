import { simplifyRing } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'

/** PDF points in a millimetre. */
export const PT_PER_MM = 72 / 25.4

/** Far below what a printer or a needle can show (as in svg.ts). */
const SIMPLIFY_MM = 0.03

/** Fixed decimals, so the same drawing always gives the same bytes. */
export const num = (x: number, decimals = 3): string => {
  const s = x.toFixed(decimals)
  const t = s.includes('.') ? s.replace(/\.?0+$/, '') : s
  return t === '-0' ? '0' : t
}

/**
 * Closed rings as PDF path operators in the rings' own units, then one fill with the non-zero
 * rule: one fill per shape, as in svg.ts, so the windings of neighbouring shapes never add up.
 */
export function ringsOperators(rings: readonly (readonly Pt[])[], mapX: (x: number) => number, mapY: (y: number) => number) {
  let ops = ''
  for (const raw of rings) {
    const ring = simplifyRing(raw, SIMPLIFY_MM)
    if (ring.length < 3) continue
    for (let i = 0; i < ring.length; i++) ops += `${num(mapX(ring[i]![0]))} ${num(mapY(ring[i]![1]))} ${i ? 'l' : 'm'}\n`
    ops += 'h\n'
  }
  return ops === '' ? '' : `${ops}f\n`
}

/**
 * One page's content stream, drawn in millimetres from the top-left corner (as the designs are)
 * and written in PDF points from the bottom-left, as PDF wants.
 */
export class PageWriter {
  readonly widthMm: number
  readonly heightMm: number
  #ops = ''

  constructor(widthMm: number, heightMm: number) {
    this.widthMm = widthMm
    this.heightMm = heightMm
  }

  x = (mm: number): number => mm * PT_PER_MM
  y = (mm: number): number => (this.heightMm - mm) * PT_PER_MM

  raw(ops: string): this {
    this.#ops += ops
    return this
  }

  /** Grey level of what follows: 0 black, 1 white. */
  grey(level: number): this {
    return this.raw(`${num(level)} g ${num(level)} G\n`)
  }

  lineWidth(mm: number): this {
    return this.raw(`${num(mm * PT_PER_MM)} w\n`)
  }

  dash(onMm: number, offMm: number): this {
    return this.raw(onMm > 0 ? `[${num(onMm * PT_PER_MM)} ${num(offMm * PT_PER_MM)}] 0 d\n` : '[] 0 d\n')
  }

  line(a: Pt, b: Pt): this {
    return this.raw(`${num(this.x(a[0]))} ${num(this.y(a[1]))} m ${num(this.x(b[0]))} ${num(this.y(b[1]))} l S\n`)
  }

  rect(x: number, y: number, w: number, h: number, paint: 'S' | 'f'): this {
    return this.raw(`${num(this.x(x))} ${num(this.y(y + h))} ${num(w * PT_PER_MM)} ${num(h * PT_PER_MM)} re ${paint}\n`)
  }

  /** A circle of four Bézier arcs. */
  circle(c: Pt, r: number): this {
    const k = 0.5523 * r
    const [cx, cy] = c
    const p = (x: number, y: number) => `${num(this.x(x))} ${num(this.y(y))}`
    return this.raw(
      `${p(cx + r, cy)} m ${p(cx + r, cy + k)} ${p(cx + k, cy + r)} ${p(cx, cy + r)} c ` +
        `${p(cx - k, cy + r)} ${p(cx - r, cy + k)} ${p(cx - r, cy)} c ` +
        `${p(cx - r, cy - k)} ${p(cx - k, cy - r)} ${p(cx, cy - r)} c ` +
        `${p(cx + k, cy - r)} ${p(cx + r, cy - k)} ${p(cx + r, cy)} c S\n`,
    )
  }

  /** Filled outlines in page millimetres (lettering). */
  fill(rings: readonly (readonly Pt[])[]): this {
    return this.raw(ringsOperators(rings, this.x, this.y))
  }

  /** `q … Q`: what is set inside (clip, grey, transform) ends with it. */
  save(): this {
    return this.raw('q\n')
  }

  restore(): this {
    return this.raw('Q\n')
  }

  /** Clips what follows to a rectangle in page millimetres. */
  clip(x: number, y: number, w: number, h: number): this {
    return this.raw(`${num(this.x(x))} ${num(this.y(y + h))} ${num(w * PT_PER_MM)} ${num(h * PT_PER_MM)} re W n\n`)
  }

  /**
   * Draws a form drawn in millimetres, y down, with its top-left corner at (x, y) on the page;
   * mirrored left to right about its own width when asked. The matrix's x scale is the printed
   * scale (±72/25.4 points a millimetre), which is what a reader checks.
   */
  form(name: string, x: number, y: number, formWidthMm: number, mirror: boolean): this {
    const a = mirror ? -PT_PER_MM : PT_PER_MM
    const e = this.x(mirror ? x + formWidthMm : x)
    return this.raw(`q ${num(a, 6)} 0 0 ${num(-PT_PER_MM, 6)} ${num(e)} ${num(this.y(y))} cm /${name} Do Q\n`)
  }

  toString(): string {
    return this.#ops
  }
}
