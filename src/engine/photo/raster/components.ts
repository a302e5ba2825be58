import { mask, type Mask } from './image.ts'

/**
 * Connected parts of the pixels equal to `value` (8-neighbourhood for ink, 4 for paper, so that
 * the two agree on what separates what): a label per pixel (-1 elsewhere) and each part's size.
 */
export function components(m: Mask, value: 0 | 1): { labels: Int32Array; sizes: number[]; touchesEdge: boolean[] } {
  const { w, h, data } = m
  const labels = new Int32Array(w * h).fill(-1)
  const sizes: number[] = []
  const touchesEdge: boolean[] = []
  const stack = new Int32Array(w * h)
  const eight = value === 1
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== value || labels[start] !== -1) continue
    const label = sizes.length
    let size = 0
    let edge = false
    let top = 0
    stack[top++] = start
    labels[start] = label
    while (top > 0) {
      const i = stack[--top]!
      size++
      const x = i % w
      const y = (i - x) / w
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy
        if (ny < 0 || ny >= h) continue
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue
          if (!eight && dx !== 0 && dy !== 0) continue
          const nx = x + dx
          if (nx < 0 || nx >= w) continue
          const j = ny * w + nx
          if (data[j] === value && labels[j] === -1) {
            labels[j] = label
            stack[top++] = j
          }
        }
      }
    }
    sizes.push(size)
    touchesEdge.push(edge)
  }
  return { labels, sizes, touchesEdge }
}

/** Ink without its specks: parts smaller than `minArea` pixels become paper. */
export function withoutSpecks(m: Mask, minArea: number): Mask {
  const { labels, sizes } = components(m, 1)
  const out = mask(m.w, m.h)
  for (let i = 0; i < labels.length; i++) if (labels[i]! >= 0 && sizes[labels[i]!]! >= minArea) out.data[i] = 1
  return out
}

/** Ink with its pinholes filled: enclosed paper smaller than `maxArea` pixels becomes ink. */
export function withoutPinholes(m: Mask, maxArea: number): Mask {
  const { labels, sizes, touchesEdge } = components(m, 0)
  const out = mask(m.w, m.h, m.data.slice())
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!
    if (l >= 0 && !touchesEdge[l] && sizes[l]! < maxArea) out.data[i] = 1
  }
  return out
}
