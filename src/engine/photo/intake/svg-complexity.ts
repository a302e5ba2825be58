import { SaxesParser } from 'saxes'
import { headerPixelSize } from './image-size.ts'
import { MAX_UPLOAD_PIXELS, UploadRejected } from './rejection.ts'

/**
 * What an uploaded SVG may ask of the rasteriser. resvg expands every `<use>`, marker and pattern
 * while it parses and draws, decodes embedded images at their full size and runs filters at the
 * raster's resolution, all on the thread that calls it; a 2 kB file of nested `<use>` draws ten
 * thousand shapes. So the drawing's cost is counted here, before resvg sees the text, as resvg
 * would expand it, and a file over any bound is refused.
 *
 * Hand-drawn and traced tattoo designs have hundreds to a few thousand paths and rarely nest
 * groups more than a dozen deep, so the bounds leave them an order of magnitude of room.
 */
export const SVG_LIMITS = {
  /**
   * Elements in the file, and drawn once `<use>`, patterns, markers, masks and clip paths are
   * expanded. The engine's own dotwork and halftone designs have ≈ 8,400 (detail 5).
   */
  elements: 50_000,
  /**
   * Elements drawn through references: what a small file multiplies (issue 17's 1 kB of nested
   * `<use>` drew 22,000). A design that repeats a motif a few hundred times stays under it.
   */
  referencedElements: 10_000,
  /** Nesting, counting each reference followed as one more level (resvg recurses as deep). */
  depth: 100,
  /**
   * Filter passes over the raster: one per primitive applied, feTurbulence one per octave,
   * large feMorphology and feConvolveMatrix kernels several (each pass is up to the whole
   * 2048 px raster, 10–300 ms in resvg).
   */
  filterPasses: 32,
  /** Octaves of one feTurbulence: each is a full noise pass; 10 took 3 s in the probe, 4 look the same at 2048 px. */
  turbulenceOctaves: 4,
  /** feMorphology radius in raster pixels: resvg's cost grows with the kernel's area. */
  morphologyRadiusPx: 10,
  /** feConvolveMatrix kernel cells (5×5). */
  convolveCells: 25,
} as const

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'

/** Containers whose content is drawn only where something refers to it. */
const DRAWN_BY_REFERENCE = new Set([
  'defs',
  'symbol',
  'pattern',
  'marker',
  'clipPath',
  'mask',
  'filter',
  'linearGradient',
  'radialGradient',
])
const GRADIENTS = new Set(['linearGradient', 'radialGradient'])
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image', 'text'])
/** Shapes that carry markers at their vertices. */
const MARKABLE = new Set(['path', 'line', 'polyline', 'polygon'])
/** Properties whose url(#id) draws the referenced element's content again. */
const REFERRING_PROPERTIES = [
  'fill',
  'stroke',
  'filter',
  'mask',
  'clip-path',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
] as const
type Property = (typeof REFERRING_PROPERTIES)[number]

interface Node {
  name: string
  attrs: Map<string, string>
  children: Node[]
  parent: Node | null
}

/** What drawing an element costs, everything it refers to included. */
interface Cost {
  elements: number
  /** Of those, the ones reached through a reference. */
  referenced: number
  /** Shapes a fill or stroke pattern is painted into. */
  shapes: number
  /** Vertices a marker is drawn at. */
  vertices: number
  filterPasses: number
  /** Decoded pixels of embedded images. */
  pixels: number
  depth: number
}

const unsafe = (detail: string) => new UploadRejected('unsafe_svg', `the SVG ${detail}`)

/**
 * Refuses an SVG whose drawing would cost more than SVG_LIMITS (unsafe_svg), or whose embedded
 * images hold more than MAX_UPLOAD_PIXELS (pixels), read from their headers. `longSide` is the
 * raster's long side in pixels, which sizes filter kernels. Malformed XML is 'corrupt'.
 */
export function assertSvgWithinBudget(text: string, longSide: number): void {
  const { root, styles } = parse(text)
  const byId = new Map<string, Node[]>()
  index(root, byId)
  const counter = new CostCounter(byId, pixelsPerUnit(root, longSide))
  const total = counter.cost(root, 0)
  // Rules in <style> may apply to any element: each reference counts once for every shape.
  for (const [property, id] of styles) addReference(counter, total, property, id, 0)
  if (total.referenced > SVG_LIMITS.referencedElements)
    throw unsafe(`draws ${Math.round(total.referenced)} elements through references, over ${SVG_LIMITS.referencedElements}`)
  if (total.elements > SVG_LIMITS.elements)
    throw unsafe(`draws ${Math.round(total.elements)} elements once expanded, over ${SVG_LIMITS.elements}`)
  if (total.filterPasses > SVG_LIMITS.filterPasses)
    throw unsafe(`needs ${Math.round(total.filterPasses)} filter passes, over ${SVG_LIMITS.filterPasses}`)
  if (total.pixels > MAX_UPLOAD_PIXELS)
    throw new UploadRejected('pixels', `the SVG's embedded images hold ${total.pixels} pixels, over ${MAX_UPLOAD_PIXELS}`)
}

function parse(text: string): { root: Node; styles: [Property, string][] } {
  const parser = new SaxesParser({ xmlns: true, position: false })
  let root: Node | null = null
  let current: Node | null = null
  let depth = 0
  let count = 0
  let styleText = ''
  parser.on('opentag', (tag) => {
    if (++count > SVG_LIMITS.elements) throw unsafe(`has more than ${SVG_LIMITS.elements} elements`)
    if (++depth > SVG_LIMITS.depth) throw unsafe(`nests elements more than ${SVG_LIMITS.depth} deep`)
    const attrs = new Map<string, string>()
    for (const a of Object.values(tag.attributes)) {
      // Only the SVG's own attributes and xlink:href under whatever prefix; editors' own are ignored.
      if (a.uri === '' || (a.uri === XLINK_NS && a.local === 'href')) attrs.set(a.local, a.value)
    }
    const node: Node = { name: tag.uri === SVG_NS ? tag.local : `${tag.uri} ${tag.local}`, attrs, children: [], parent: current }
    current?.children.push(node)
    root ??= node
    current = node
  })
  parser.on('closetag', () => {
    depth--
    current = current?.parent ?? null
  })
  const styleContent = (content: string) => {
    if (current?.name === 'style') styleText += content
  }
  parser.on('text', styleContent)
  parser.on('cdata', styleContent)
  try {
    parser.write(text).close()
  } catch (error) {
    if (error instanceof UploadRejected) throw error
    throw new UploadRejected('corrupt', `the SVG is not well-formed XML (${error instanceof Error ? error.message : error})`)
  }
  if (!root) throw new UploadRejected('corrupt', 'the SVG has no elements')
  return { root, styles: declarations(styleText) }
}

function index(node: Node, byId: Map<string, Node[]>): void {
  const id = node.attrs.get('id')
  if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), node])
  for (const child of node.children) index(child, byId)
}

/** `property: …url(#id)…` pairs in CSS text (a style attribute or a <style> sheet). */
function declarations(css: string): [Property, string][] {
  const found: [Property, string][] = []
  for (const m of css.matchAll(/([a-z-]+)\s*:\s*[^;{}]*?url\(\s*['"]?#([^'")\s]+)/gi)) {
    const property = m[1]!.toLowerCase() as Property
    if (REFERRING_PROPERTIES.includes(property)) found.push([property, m[2]!])
  }
  return found
}

const localRef = (value: string | undefined) => /^\s*url\(\s*['"]?#([^'")\s]+)/.exec(value ?? '')?.[1]

function references(node: Node): [Property, string][] {
  const found = declarations(node.attrs.get('style') ?? '')
  for (const property of REFERRING_PROPERTIES) {
    const id = localRef(node.attrs.get(property))
    if (id !== undefined) found.push([property, id])
  }
  return found
}

/** Raster pixels per user unit of the root, from its viewBox or size (resvg's default is 100 × 100). */
function pixelsPerUnit(root: Node, longSide: number): number {
  const box = (root.attrs.get('viewBox') ?? '').split(/[\s,]+/).map(Number)
  const [w, h] =
    box.length === 4 && box.every(Number.isFinite)
      ? [box[2]!, box[3]!]
      : [Number.parseFloat(root.attrs.get('width') ?? '100'), Number.parseFloat(root.attrs.get('height') ?? '100')]
  const side = Math.max(w || 100, h || 100)
  return longSide / side
}

/** Runs of digits in path data or a point list: at least the number of coordinates. */
function coordinates(data: string | undefined): number {
  if (!data) return 0
  let runs = 0
  let inRun = false
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i)
    const digit = (c >= 48 && c <= 57) || c === 46
    if (digit && !inRun) runs++
    inRun = digit
  }
  return runs
}

const numbers = (value: string | undefined) =>
  (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)

function addReference(counter: CostCounter, to: Cost, property: Property, id: string, level: number): void {
  const target = counter.referenced(id, level)
  if (!target || GRADIENTS.has(target.node.name)) return
  // Inherited paint and markers are drawn once per shape or vertex below the element that sets them.
  const times = property === 'fill' || property === 'stroke' ? to.shapes : property.startsWith('marker') ? to.vertices : 1
  addCost(to, target.cost, Math.max(1, times), false, true)
}

function addCost(to: Cost, from: Cost, times: number, drawnHere: boolean, throughReference: boolean): void {
  to.elements += from.elements * times
  to.referenced += (throughReference ? from.elements : from.referenced) * times
  to.filterPasses += from.filterPasses * times
  to.pixels += from.pixels * times
  if (drawnHere) {
    to.shapes += from.shapes * times
    to.vertices += from.vertices * times
  }
  to.depth = Math.max(to.depth, from.depth + 1)
}

/** Costs per element, each counted once however often it is referred to; a cycle is refused. */
class CostCounter {
  readonly #costs = new Map<Node, Cost | 'counting'>()
  readonly byId: Map<string, Node[]>
  readonly pxPerUnit: number
  constructor(byId: Map<string, Node[]>, pxPerUnit: number) {
    this.byId = byId
    this.pxPerUnit = pxPerUnit
  }

  /** The costliest element with this id (a duplicated id may resolve to either). */
  referenced(id: string, level: number): { node: Node; cost: Cost } | null {
    let worst: { node: Node; cost: Cost } | null = null
    for (const node of this.byId.get(id) ?? []) {
      const cost = this.cost(node, level + 1)
      if (!worst || cost.elements > worst.cost.elements) worst = { node, cost }
    }
    return worst
  }

  cost(node: Node, level: number): Cost {
    const known = this.#costs.get(node)
    if (known === 'counting') throw unsafe(`refers to itself (#${node.attrs.get('id') ?? node.name})`)
    if (known) {
      if (level + known.depth > SVG_LIMITS.depth) throw unsafe(`nests more than ${SVG_LIMITS.depth} deep once expanded`)
      return known
    }
    if (level > SVG_LIMITS.depth) throw unsafe(`nests more than ${SVG_LIMITS.depth} deep once expanded`)
    this.#costs.set(node, 'counting')
    const cost: Cost = {
      elements: 1,
      referenced: 0,
      shapes: SHAPES.has(node.name) ? 1 : 0,
      vertices: MARKABLE.has(node.name)
        ? Math.max(2, Math.ceil(coordinates(node.attrs.get('d') ?? node.attrs.get('points')) / 2))
        : 0,
      // A primitive's own children (feFuncR, fePointLight, feMergeNode) are its parameters, not passes.
      filterPasses: node.parent?.name === 'filter' ? this.filterPasses(node) : 0,
      pixels: node.name === 'image' || node.name === 'feImage' ? embeddedPixels(node.attrs.get('href')) : 0,
      depth: 0,
    }
    for (const child of node.children)
      if (!DRAWN_BY_REFERENCE.has(child.name)) addCost(cost, this.cost(child, level + 1), 1, true, false)
    const href = node.attrs.get('href')?.trim()
    if (href?.startsWith('#')) {
      const target = this.referenced(href.slice(1), level)
      // A gradient's href only lends it stops; <use> draws its target here, shapes and all.
      if (target && !GRADIENTS.has(target.node.name)) addCost(cost, target.cost, 1, node.name === 'use', true)
    }
    for (const [property, id] of references(node)) addReference(this, cost, property, id, level)
    this.#costs.set(node, cost)
    return cost
  }

  /** Passes one filter primitive makes over its region; a primitive costlier than the limits is refused. */
  filterPasses(node: Node): number {
    const scale = node.parent?.attrs.get('primitiveUnits') === 'objectBoundingBox' ? this.pxPerUnit * 1e3 : this.pxPerUnit
    switch (node.name) {
      case 'feTurbulence': {
        const octaves = Number(node.attrs.get('numOctaves') ?? '1')
        if (!(octaves <= SVG_LIMITS.turbulenceOctaves))
          throw unsafe(`asks feTurbulence for ${node.attrs.get('numOctaves')} octaves, over ${SVG_LIMITS.turbulenceOctaves}`)
        return Math.max(1, Math.ceil(octaves))
      }
      case 'feMorphology': {
        const [rx = 0, ry = rx] = numbers(node.attrs.get('radius'))
        const r = Math.max(Math.abs(rx), Math.abs(ry)) * scale
        if (!(r <= SVG_LIMITS.morphologyRadiusPx))
          throw unsafe(`asks feMorphology for a ${Math.round(r)} px radius, over ${SVG_LIMITS.morphologyRadiusPx}`)
        return Math.max(1, Math.ceil((2 * r + 1) ** 2 / 25))
      }
      case 'feConvolveMatrix': {
        const [x = 3, y = x] = numbers(node.attrs.get('order'))
        if (!(x * y <= SVG_LIMITS.convolveCells)) throw unsafe(`asks feConvolveMatrix for a ${x}×${y} kernel`)
        return Math.max(1, Math.ceil((x * y) / 9))
      }
      case 'feDiffuseLighting':
      case 'feSpecularLighting':
        return 2
      default:
        return 1
    }
  }
}

/** An embedded image's pixel count from its header; one resvg could not read is refused, one over the limit is 'pixels'. */
function embeddedPixels(href: string | undefined): number {
  const data = /^\s*data:([^;,]*);base64,/i.exec(href ?? '')
  if (!data) return 0
  const bytes = Buffer.from(href!.slice(data[0].length), 'base64')
  const size = headerPixelSize(bytes)
  if (!size) throw unsafe(`embeds an image that is not a readable PNG, JPEG, GIF or WebP (${data[1]})`)
  const pixels = size.width * size.height
  if (pixels > MAX_UPLOAD_PIXELS)
    throw new UploadRejected(
      'pixels',
      `the SVG embeds a ${size.width}×${size.height} image, over ${MAX_UPLOAD_PIXELS / 1e6} megapixels`,
    )
  return pixels
}
