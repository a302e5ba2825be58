import { IDENTITY, multiply, rotation, scaling, translation, type Matrix } from '../geometry/vec.ts'

/** An element of an icon's SVG body; icon bodies carry no text content worth keeping. */
export interface SvgNode {
  tag: string
  attrs: Record<string, string>
  children: SvgNode[]
}

const TAG = /<(\/?)([\w:-]+)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

/** Parses the body of an icon (a run of SVG elements) into a tree under a root `g`. */
export function parseSvgBody(body: string): SvgNode {
  const root: SvgNode = { tag: 'g', attrs: {}, children: [] }
  const stack = [root]
  for (const m of body.matchAll(TAG)) {
    const [, closing, tag, attrText, selfClosing] = m
    if (closing) {
      if (stack.length > 1 && stack[stack.length - 1]!.tag === tag) stack.pop()
      continue
    }
    const attrs: Record<string, string> = {}
    for (const a of attrText!.matchAll(ATTR)) attrs[a[1]!] = a[2] ?? a[3] ?? ''
    // `style` may carry presentation properties too (mask-type, fill…): fold them in.
    for (const decl of (attrs.style ?? '').split(';')) {
      const [k, v] = decl.split(':').map((s) => s.trim())
      if (k && v) attrs[k] = v
    }
    const node: SvgNode = { tag: tag!, attrs, children: [] }
    stack[stack.length - 1]!.children.push(node)
    if (!selfClosing) stack.push(node)
  }
  return root
}

/** Every element with an id, for `use`, `clip-path` and `mask` references. */
export function indexIds(root: SvgNode, into = new Map<string, SvgNode>()): Map<string, SvgNode> {
  if (root.attrs.id) into.set(root.attrs.id, root)
  for (const c of root.children) indexIds(c, into)
  return into
}

const skew = (ax: number, ay: number): Matrix => [1, Math.tan(ay), Math.tan(ax), 1, 0, 0]

/** The matrix of an SVG `transform` attribute (a list applied left to right as written). */
export function parseTransform(text: string | undefined): Matrix {
  if (!text) return IDENTITY
  let m: Matrix = IDENTITY
  for (const t of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = (t[2]!.match(/[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g) ?? []).map(Number)
    const deg = (x: number | undefined) => ((x ?? 0) * Math.PI) / 180
    let next: Matrix = IDENTITY
    switch (t[1]) {
      case 'matrix':
        if (v.length === 6) next = v as unknown as Matrix
        break
      case 'translate':
        next = translation(v[0] ?? 0, v[1] ?? 0)
        break
      case 'scale':
        next = scaling(v[0] ?? 1, v[1] ?? v[0] ?? 1)
        break
      case 'rotate': {
        const [, cx = 0, cy = 0] = v
        next = multiply(translation(cx, cy), multiply(rotation(deg(v[0])), translation(-cx, -cy)))
        break
      }
      case 'skewX':
        next = skew(deg(v[0]), 0)
        break
      case 'skewY':
        next = skew(0, deg(v[0]))
        break
    }
    m = multiply(m, next)
  }
  return m
}
