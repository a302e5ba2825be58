import { coverWithin, subtract } from '../geometry/clip.ts'
import { Coverage } from '../geometry/coverage.ts'
import { SAMPLE_MM, simplifyIndexes, smoothThrough } from '../geometry/curves.ts'
import {
  apply,
  boxOf,
  boxesOverlap,
  compose,
  EMPTY_BOX,
  IDENTITY,
  scaling,
  translation,
  type Box,
  type Matrix,
  type Pt,
} from '../geometry/vec.ts'
import { MIN_LINE_MM, type ColourMode, type LineWeights, type StyleSpec } from '../styles.ts'
import { circleRing, outlineClosed, outlineOpen, widthsAlong, type WidthProfile } from './stroke.ts'
import { clearDots } from './dot-clearance.ts'
import { tipPacking } from './narrow-paper.ts'
import { watercolourWash } from './wash.ts'

/** Where a shape goes in the output: colour under shading under line work (the stencil). */
export type InkLayer = 'colour' | 'shade' | 'line'

/** A filled shape of the finished design: closed rings in mm, filled with the non-zero rule. */
export interface InkShape {
  layer: InkLayer
  rings: Pt[][]
  colour: string
  opacity?: number
  /**
   * Letters (set by the lettering engine): the print rule for them is their cap height, not the
   * 0.5 mm paper rule, which the joins and crotches of every face break at any readable size.
   */
  lettering?: true
}

export interface Ink {
  shapes: InkShape[]
  widthMm: number
  heightMm: number
  /** The thinnest line or dot drawn, in mm (for the 0.3 mm rule). */
  thinnestMm: number
  /** The smallest cap height of the lettering, mm; absent when the design has none. */
  capHeightMm?: number
}

interface LineSpec {
  points: Pt[]
  closed: boolean
  profile: WidthProfile
  packTips: boolean
}

interface FillSpec {
  rings: Pt[][]
  layer: 'colour' | 'shade'
  colour: string
  opacity?: number
}

interface Element {
  /** The area this element covers (one ring or several): lines and shading drawn earlier are hidden inside it. */
  region: Pt[][]
  lines: LineSpec[]
  fills: FillSpec[]
  dots: { centre: Pt; r: number }[]
  /** Ready-made filled outlines (lettering) that go into the line work as they are. */
  solids: Pt[][][]
  /** The cap heights of the lettering among the solids, in the sketch's units. */
  caps: number[]
}

export interface LineOptions {
  closed?: boolean
  /** Share of the line (each end) over which it thins; defaults to the style's habit. */
  taper?: number
  swell?: number
  /**
   * Pack the paper inside the line's sharp points solid (tipPacking): for outlines drawn from
   * icons, whose spikes were made for screens; the engine's own models plan their points.
   */
  packTips?: boolean
}

export const INK = '#111111'

/**
 * Collects a design as elements drawn back to front, each with the area it covers, its lines,
 * fills and dots, in any unit; `compile` fits it to the canvas and turns lines into filled
 * outlines of the style's widths in millimetres, hiding whatever a nearer element covers.
 */
export class Sketch {
  readonly style: StyleSpec
  readonly colourMode: ColourMode
  readonly #elements: Element[] = []
  #matrix: Matrix = IDENTITY
  #current: Element | null = null

  constructor(style: StyleSpec, colourMode: ColourMode) {
    this.style = style
    this.colourMode = colourMode
  }

  get inColour(): boolean {
    return this.colourMode === 'color' && this.style.palette.length > 0
  }

  /** Draws `draw` with its coordinates transformed by `m` (after the current transform). */
  within(m: Matrix, draw: () => void): void {
    const saved = this.#matrix
    this.#matrix = compose(saved, m)
    try {
      draw()
    } finally {
      this.#matrix = saved
    }
  }

  #world(points: readonly Pt[]): Pt[] {
    const m = this.#matrix
    return points.map((p) => apply(m, p))
  }

  /** Starts a new element; `region` (a closed outline) hides what was drawn before it. */
  element(region?: readonly Pt[], { smooth = false } = {}): this {
    const world = region ? this.#world(region) : null
    this.#current = {
      region: world ? [smooth ? smoothThrough(world, { closed: true, step: SAMPLE_MM * 2 }) : world] : [],
      lines: [],
      fills: [],
      dots: [],
      solids: [],
      caps: [],
    }
    this.#elements.push(this.#current)
    return this
  }

  /** Adds these rings to the area the current element covers (a silhouette of several parts). */
  cover(rings: readonly (readonly Pt[])[]): this {
    this.#el().region.push(...rings.map((r) => this.#world(r)))
    return this
  }

  #el(): Element {
    return this.#current ?? this.element().#current!
  }

  #profile(weight: keyof LineWeights | number, options: LineOptions): WidthProfile {
    const width = typeof weight === 'number' ? weight : this.style.weights[weight]
    return {
      width: Math.max(width, MIN_LINE_MM),
      taper: options.taper ?? (this.style.taper && !options.closed ? 0.3 : 0),
      swell: options.swell ?? (this.style.taper ? 0.12 : 0),
    }
  }

  /** A smooth line through the control points. */
  curve(controls: readonly Pt[], weight: keyof LineWeights | number, options: LineOptions = {}): this {
    const closed = options.closed ?? false
    this.#el().lines.push({
      points: this.#world(controls),
      closed,
      profile: this.#profile(weight, options),
      packTips: options.packTips ?? false,
    })
    return this
  }

  /** A closed outline that also covers what lies behind it (the usual petal or leaf). */
  shape(outline: readonly Pt[], weight: keyof LineWeights | number = 'outline', options: LineOptions = {}): this {
    this.element(outline, { smooth: true })
    return this.curve(outline, weight, { ...options, closed: true })
  }

  fill(rings: readonly (readonly Pt[])[], layer: 'colour' | 'shade', colour: string, opacity?: number): this {
    this.#el().fills.push({ rings: rings.map((r) => this.#world(r)), layer, colour, opacity })
    return this
  }

  /**
   * Filled outlines already drawn to size, such as letters, inked as line work; for letters, their
   * cap height (in the same units) goes with them for the print check.
   */
  solid(rings: readonly (readonly Pt[])[], { capHeight }: { capHeight?: number } = {}): this {
    const el = this.#el()
    el.solids.push(rings.map((r) => this.#world(r)))
    if (capHeight !== undefined && rings.length > 0) {
      // The transform's mean scale: the square root of its area factor.
      const [a, b, c, d] = this.#matrix
      el.caps.push(capHeight * Math.sqrt(Math.abs(a * d - b * c)))
    }
    return this
  }

  dot(centre: Pt, diameterMm: number): this {
    this.#el().dots.push({ centre: apply(this.#matrix, centre), r: Math.max(diameterMm, MIN_LINE_MM) / 2 })
    return this
  }

  /**
   * Fits the design into a canvas of `widthMm` × `heightMm` with a margin, then draws every line
   * at its width in mm. Lines are smoothed after fitting, so their sampling is in mm.
   */
  /** The box of everything drawn so far (line centres, fills, dots, solids), in world units. */
  bounds(): Box {
    const box: Box = { ...EMPTY_BOX }
    for (const el of this.#elements) {
      for (const line of el.lines) boxOf(line.points, box)
      for (const fill of el.fills) for (const ring of fill.rings) boxOf(ring, box)
      for (const dot of el.dots) boxOf([dot.centre], box)
      for (const rings of el.solids) for (const ring of rings) boxOf(ring, box)
    }
    return box
  }

  compile(widthMm: number, heightMm: number, marginMm = Math.min(widthMm, heightMm) * 0.06): Ink {
    const box = this.bounds()
    if (!Number.isFinite(box.minX)) return { shapes: [], widthMm, heightMm, thinnestMm: Infinity }
    const k = Math.min(
      (widthMm - 2 * marginMm) / Math.max(box.maxX - box.minX, 1e-9),
      (heightMm - 2 * marginMm) / Math.max(box.maxY - box.minY, 1e-9),
    )
    const fit = compose(
      translation(widthMm / 2, heightMm / 2),
      scaling(k),
      translation(-(box.minX + box.maxX) / 2, -(box.minY + box.maxY) / 2),
    )
    const place = (pts: readonly Pt[]) => pts.map((p) => apply(fit, p))

    // Front to back: each element is cut by the regions of the elements in front of it.
    const occluders: { ring: Pt[]; box: Box }[] = []
    const layers: Record<InkLayer, InkShape[]> = { colour: [], shade: [], line: [] }
    const dotShapes: { shape: InkShape; centre: Pt; r: number }[] = []
    let thinnest = Infinity
    const covered = new Coverage(widthMm, heightMm, 0.15)
    const hidden = (p: Pt) => covered.has(p)
    for (let i = this.#elements.length - 1; i >= 0; i--) {
      const el = this.#elements[i]!
      for (const line of el.lines) {
        // Bold lines need fewer samples: their outline is smooth at a coarser step.
        const sampled = smoothThrough(place(line.points), {
          closed: line.closed,
          step: Math.max(SAMPLE_MM, line.profile.width * 0.2),
        })
        if (sampled.length === 0) continue
        const widths = widthsAlong(line.closed ? [...sampled, sampled[0]!] : sampled, line.profile)
        thinnest = Math.min(thinnest, ...widths)
        const visible = sampled.map((p) => !hidden(p))
        if (line.closed && visible.every(Boolean)) {
          // Fewer points make the band's polygon clipping quicker; the outline moves by at most 0.03 mm.
          const keep = simplifyIndexes(sampled, 0.03)
          const band = outlineClosed(
            keep.map((k) => sampled[k]!),
            keep.map((k) => widths[k]!),
          )
          layers.line.push({ layer: 'line', rings: band, colour: INK })
          const tips = line.packTips ? tipPacking(sampled, widths) : []
          if (tips.length > 0) layers.line.push({ layer: 'line', rings: tips, colour: INK })
          continue
        }
        for (const run of visibleRuns(sampled, visible, line.closed)) {
          const runWidths = run.map((index) => widths[index]!)
          const pts = run.map((index) => sampled[index]!)
          layers.line.push({ layer: 'line', rings: [outlineOpen(pts, runWidths)], colour: INK })
          const tips = line.packTips ? tipPacking(pts, runWidths, false) : []
          if (tips.length > 0) layers.line.push({ layer: 'line', rings: tips, colour: INK })
        }
      }
      for (const rings of el.solids)
        layers.line.push({ layer: 'line', rings: rings.map(place), colour: INK, ...(el.caps.length > 0 && { lettering: true }) })
      for (const dot of el.dots) {
        const c = apply(fit, dot.centre)
        if (hidden(c)) continue
        thinnest = Math.min(thinnest, dot.r * 2)
        const shape: InkShape = { layer: 'shade', rings: [circleRing(c, dot.r)], colour: INK }
        layers.shade.push(shape)
        dotShapes.push({ shape, centre: c, r: dot.r })
      }
      // Layers are reversed at the end for painting order; reversing here keeps an element's own fills in the order drawn.
      for (const fill of [...el.fills].reverse()) {
        const rings = fill.rings.map(place)
        // Watercolour's flat fills become translucent washes that bleed past the line; fills that
        // set their own opacity are washes already.
        const wash = fill.layer === 'colour' && this.style.id === 'watercolor' && fill.opacity === undefined
        const painted: InkShape[] = wash
          ? watercolourWash(rings, fill.colour, { minX: 0, minY: 0, maxX: widthMm, maxY: heightMm })
          : [{ layer: fill.layer, rings, colour: fill.colour, opacity: fill.opacity }]
        // Opaque colour is painted back to front and needs no cutting; shading behind a shape
        // must go, and so must a wash, which would show through the shape in front. Most lie
        // clear of anything nearer: then no polygon clipping is needed. A wash's layers share one
        // cover, united once from what lies in front of all of them.
        const paintedRings = painted.flatMap((shape) => shape.rings)
        const reach = boxOf(paintedRings.flat())
        const nearer = fill.layer === 'shade' || wash ? mayOverlap(paintedRings, reach, covered) : undefined
        const cutters = nearer ? occluders.filter((o) => boxesOverlap(o.box, reach) && nearer(o)).map((o) => o.ring) : []
        const front = wash && cutters.length > 1 ? coverWithin(cutters, reach) : cutters
        const frontBox = front.length > 0 ? boxOf(front.flat()) : undefined
        for (const shape of painted.reverse()) {
          const cut = frontBox !== undefined && boxesOverlap(frontBox, boxOf(shape.rings.flat()))
          const visible = cut ? subtract(shape.rings, front) : shape.rings
          if (visible.length > 0) layers[shape.layer].push({ ...shape, rings: visible })
        }
      }
      for (const area of el.region) {
        const ring = place(area)
        occluders.push({ ring, box: boxOf(ring) })
        covered.add(ring)
      }
    }
    // Dots that would leave too little paper against a line or another dot are left out.
    const keep = clearDots(
      dotShapes,
      layers.line.map((l) => l.rings),
    )
    const dropped = new Set(dotShapes.filter((_, i) => !keep[i]).map((d) => d.shape))
    if (dropped.size > 0) layers.shade = layers.shade.filter((shape) => !dropped.has(shape))
    // Back to front again for painting order within each layer.
    const shapes = [...layers.colour.reverse(), ...layers.shade.reverse(), ...layers.line.reverse()]
    const caps = this.#elements.flatMap((el) => el.caps)
    return { shapes, widthMm, heightMm, thinnestMm: thinnest, ...(caps.length > 0 && { capHeightMm: Math.min(...caps) * k }) }
  }
}

/**
 * Whether a nearer shape may overlap these rings (their box is `box`): one of their points is
 * covered, or one of its points lies in their box. The first part holds for every nearer shape
 * alike, so it is looked up once.
 */
function mayOverlap(rings: readonly (readonly Pt[])[], box: Box, covered: Coverage): (o: { ring: Pt[] }) => boolean {
  if (rings.some((r) => r.some((p) => covered.has(p)))) return () => true
  return (o) => o.ring.some((p) => p[0] >= box.minX && p[0] <= box.maxX && p[1] >= box.minY && p[1] <= box.maxY)
}

/** Runs of consecutive visible sample indexes; a closed line's run may wrap past its start. */
function visibleRuns(points: readonly Pt[], visible: readonly boolean[], closed: boolean): number[][] {
  const runs: number[][] = []
  let run: number[] = []
  for (let i = 0; i < points.length; i++) {
    if (visible[i]) run.push(i)
    else if (run.length) {
      runs.push(run)
      run = []
    }
  }
  if (run.length) runs.push(run)
  if (closed && runs.length > 1 && visible[0] && visible[points.length - 1]) {
    const last = runs.pop()!
    runs[0] = [...last, ...runs[0]!]
  }
  // A sliver of line peeking out between two nearer shapes reads as a speck: leave it out.
  return runs.filter((r) => r.length * SAMPLE_MM >= 0.8)
}
