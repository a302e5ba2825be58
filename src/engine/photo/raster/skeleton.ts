import { mask, type Mask } from './image.ts'

/**
 * The centre lines of the ink, one pixel wide (Zhang & Suen 1984 thinning). Only the pixels still
 * inked are examined in each pass, so the cost follows the ink, not the picture.
 */
export function skeleton(m: Mask): Mask {
  const { w, h } = m
  const out = mask(w, h, m.data.slice())
  const d = out.data
  // The frame stays paper, so neighbours never need bounds checks.
  for (let x = 0; x < w; x++) d[x] = d[(h - 1) * w + x] = 0
  for (let y = 0; y < h; y++) d[y * w] = d[y * w + w - 1] = 0
  let candidates: number[] = []
  for (let i = 0; i < d.length; i++) if (d[i]) candidates.push(i)
  const remove: number[] = []
  for (let changed = true; changed;) {
    changed = false
    for (const step of [0, 1]) {
      remove.length = 0
      for (const i of candidates) {
        if (!d[i]) continue
        const p2 = d[i - w]!,
          p3 = d[i - w + 1]!,
          p4 = d[i + 1]!,
          p5 = d[i + w + 1]!
        const p6 = d[i + w]!,
          p7 = d[i + w - 1]!,
          p8 = d[i - 1]!,
          p9 = d[i - w - 1]!
        const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9
        if (b < 2 || b > 6) continue
        const a =
          (+(!p2 && p3) as number) +
          (+(!p3 && p4) as number) +
          (+(!p4 && p5) as number) +
          (+(!p5 && p6) as number) +
          (+(!p6 && p7) as number) +
          (+(!p7 && p8) as number) +
          (+(!p8 && p9) as number) +
          (+(!p9 && p2) as number)
        if (a !== 1) continue
        if (step === 0 ? p2 * p4 * p6 === 0 && p4 * p6 * p8 === 0 : p2 * p4 * p8 === 0 && p2 * p6 * p8 === 0) remove.push(i)
      }
      for (const i of remove) d[i] = 0
      if (remove.length) changed = true
    }
    candidates = candidates.filter((i) => d[i])
  }
  return out
}
