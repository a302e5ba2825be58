/** A single-channel picture, values 0–1 (tone: 0 black, 1 white), row by row. */
export interface Gray {
  w: number
  h: number
  data: Float32Array
}

/** A two-valued picture, 1 where there is ink (or, for a subject mask, the subject). */
export interface Mask {
  w: number
  h: number
  data: Uint8Array
}

export const gray = (w: number, h: number, data = new Float32Array(w * h)): Gray => ({ w, h, data })
export const mask = (w: number, h: number, data = new Uint8Array(w * h)): Mask => ({ w, h, data })

/** Bilinear sample at a fractional pixel position (clamped to the picture). */
export function sample(g: Gray, x: number, y: number): number {
  const fx = Math.min(Math.max(x, 0), g.w - 1)
  const fy = Math.min(Math.max(y, 0), g.h - 1)
  const x0 = Math.floor(fx)
  const y0 = Math.floor(fy)
  const x1 = Math.min(x0 + 1, g.w - 1)
  const y1 = Math.min(y0 + 1, g.h - 1)
  const tx = fx - x0
  const ty = fy - y0
  const d = g.data
  const top = d[y0 * g.w + x0]! * (1 - tx) + d[y0 * g.w + x1]! * tx
  const bottom = d[y1 * g.w + x0]! * (1 - tx) + d[y1 * g.w + x1]! * tx
  return top * (1 - ty) + bottom * ty
}

/** The mask's value at a fractional pixel position (clamped to the picture). */
export const maskAt = (m: Mask, x: number, y: number): number =>
  m.data[Math.min(m.h - 1, Math.max(0, Math.floor(y))) * m.w + Math.min(m.w - 1, Math.max(0, Math.floor(x)))]!

export function union(a: Mask, b: Mask): Mask {
  const m = mask(a.w, a.h)
  for (let i = 0; i < m.data.length; i++) m.data[i] = a.data[i]! | b.data[i]!
  return m
}

/** `a` where `keep` is set. */
export function within(a: Mask, keep: Mask): Mask {
  const m = mask(a.w, a.h)
  for (let i = 0; i < m.data.length; i++) m.data[i] = a.data[i]! & keep.data[i]!
  return m
}

/** Pixels of `a` that touch a pixel of the other value (4-neighbourhood): the mask's boundary, one pixel wide. */
export function boundary(a: Mask): Mask {
  const { w, h, data } = a
  const m = mask(w, h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      if (!data[i]) continue
      if ((x > 0 && !data[i - 1]) || (x < w - 1 && !data[i + 1]) || (y > 0 && !data[i - w]) || (y < h - 1 && !data[i + w]))
        m.data[i] = 1
    }
  return m
}

export function count(a: Mask): number {
  let n = 0
  for (let i = 0; i < a.data.length; i++) n += a.data[i]!
  return n
}
