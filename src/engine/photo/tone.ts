import { gray, type Gray, type Mask } from './raster/image.ts'

/** How many pixels inside `region` (all pixels without one) fall in each of `size` equal tone bins. */
function histogram(g: Gray, size: number, region?: Mask): { bins: Float64Array; total: number } {
  const bins = new Float64Array(size)
  let total = 0
  for (let i = 0; i < g.data.length; i++) {
    if (region && !region.data[i]) continue
    bins[Math.min(size - 1, Math.max(0, Math.floor(g.data[i]! * size)))]!++
    total++
  }
  return { bins, total }
}

/** The tone at quantile `q` (0–1) of the pixels inside `region` (all pixels without one). */
export function quantile(g: Gray, q: number, region?: Mask): number {
  const { bins, total } = histogram(g, 1024, region)
  if (total === 0) return 0.5
  let seen = 0
  const want = q * total
  for (let b = 0; b < 1024; b++) {
    seen += bins[b]!
    if (seen >= want) return (b + 0.5) / 1024
  }
  return 1
}

const CURVE_STEPS = 4096

/**
 * Levels and contrast: the subject's darkest and lightest percent become black and white, then an
 * S-curve whose steepness follows `contrast` (1 soft … 3 neutral … 5 hard). Paper outside the
 * subject stays white.
 */
export function adjustTone(g: Gray, contrast: number, region?: Mask): Gray {
  const lo = quantile(g, 0.01, region)
  const hi = Math.max(lo + 0.05, quantile(g, 0.99, region))
  const gain = [0.6, 0.8, 1, 1.35, 1.8][Math.round(contrast) - 1] ?? 1
  // A logistic curve through (0.5, 0.5), scaled so 0 and 1 stay black and white, as a table.
  const s = (x: number) => 1 / (1 + Math.exp(-4 * gain * (x - 0.5)))
  const curve = Float32Array.from({ length: CURVE_STEPS + 1 }, (_, k) => (s(k / CURVE_STEPS) - s(0)) / (s(1) - s(0)))
  const out = gray(g.w, g.h)
  const scale = CURVE_STEPS / (hi - lo)
  for (let i = 0; i < g.data.length; i++) {
    if (region && !region.data[i]) {
      out.data[i] = 1
      continue
    }
    const k = (g.data[i]! - lo) * scale
    out.data[i] = curve[k <= 0 ? 0 : k >= CURVE_STEPS ? CURVE_STEPS : Math.round(k)]!
  }
  return out
}

/** Threshold that best splits the tones inside `region` in two (Otsu 1979). */
export function otsu(g: Gray, region?: Mask): number {
  const { bins, total } = histogram(g, 256, region)
  let sum = 0
  for (let b = 0; b < 256; b++) sum += b * bins[b]!
  let sumBelow = 0
  let below = 0
  let best = 0
  let bestAt = 128
  for (let b = 0; b < 256; b++) {
    below += bins[b]!
    if (below === 0) continue
    const above = total - below
    if (above === 0) break
    sumBelow += b * bins[b]!
    const mb = sumBelow / below
    const ma = (sum - sumBelow) / above
    const between = below * above * (mb - ma) ** 2
    if (between > best) {
      best = between
      bestAt = b
    }
  }
  return (bestAt + 1) / 256
}
