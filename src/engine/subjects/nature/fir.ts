import { linesAcross } from '../../flowers/model.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { mass, massive, sharp } from './kit.ts'

export const PINE_GREEN = '#1f6b45'
export const BARK_BROWN = '#7a5230'

/**
 * A fir as flash draws it: a short trunk under stacked tiers of branches, each tier a drooping
 * skirt with a few points along its hem, the upper tiers in front of the lower ones. Shared by the
 * pine tree and the mountain's foot.
 */
export function fir(
  sk: Sketch,
  rng: Random,
  base: Pt,
  height: number,
  width: number,
  { tiers, colour = PINE_GREEN, dark = false }: { tiers?: number; colour?: string; dark?: boolean } = {},
): Pt[] {
  const w = sk.style.weights
  // A tree standing behind another is inked solid, so the nearer one's outline reads against it.
  const solid = massive(sk) || (dark && !sk.inColour)
  const count = tiers ?? Math.max(2, Math.min(7, Math.floor(linesAcross(sk, height) / 7)))
  // The lowest tier's hem keeps clear of the ground line by a paper gap.
  const trunkH = Math.max(height * 0.1, w.outline * 1.6 + 1) + height * 0.04
  const trunkW = Math.max(width * 0.13, w.outline * 2.4)
  const trunk: Pt[] = [
    [base[0] - trunkW / 2, base[1]],
    [base[0] - trunkW / 2, base[1] - trunkH * 1.6],
    [base[0] + trunkW / 2, base[1] - trunkH * 1.6],
    [base[0] + trunkW / 2, base[1]],
  ]
  mass(sk, rng, sharp(trunk), BARK_BROWN, { solid })
  const top = base[1] - height
  const foot = base[1] - trunkH
  // Each tier reaches from its hem up past the next one's hem, so the tiers overlap like shingles.
  const step = (foot - top) / (count + 0.6)
  const silhouette: Pt[] = []
  let below: { apex: number; hem: number; half: number } | null = null
  for (let i = 0; i < count; i++) {
    const r = rng.fork(`tier${i}`)
    const hem = foot - i * step
    const apex = i === count - 1 ? top : hem - step * 2.1
    const half = (width / 2) * (1 - (i / count) * 0.78)
    const droop = step * 0.22
    // Points along the hem, as many as its width holds at a few outline widths each.
    const teeth = Math.max(1, Math.min(4, Math.floor((half * 2) / (w.outline * 5))))
    const hemPts: Pt[] = []
    for (let k = teeth; k >= -teeth; k--) {
      if (k === teeth || k === -teeth) continue
      const x = base[0] + (half * k) / teeth
      const lift = k % 2 === 0 ? 0 : step * 0.16
      hemPts.push([x + r.around(0, half * 0.03), hem - lift + droop * (1 - Math.abs(k / teeth)) * -0.2])
    }
    const tier: Pt[] = [
      [base[0], apex],
      [base[0] + half * 0.45, apex + (hem - apex) * 0.45],
      [base[0] + half, hem + droop],
      ...hemPts,
      [base[0] - half, hem + droop],
      [base[0] - half * 0.45, apex + (hem - apex) * 0.45],
    ]
    if (below && !sk.inColour && !solid) {
      // The shadow under this tier's hem, inked on the tier below: it also closes the narrow
      // wedges of paper where the hem crosses the lower tier's flanks.
      const d = w.outline * 0.8 + 0.8
      const hemLine: Pt[] = [tier[2]!, ...hemPts, tier[3 + hemPts.length]!]
      const band: Pt[] = [...hemLine.map((q) => [q[0], q[1] - d] as Pt), ...hemLine.reverse().map((q) => [q[0], q[1] + d] as Pt)]
      // Kept within the lower tier's flanks (its width at each height), so no ink spills outside.
      const lower = below
      const inside = band.map(([x, y]) => {
        const k = Math.max(0, Math.min(1, (y - lower.apex) / Math.max(lower.hem - lower.apex, 1e-6)))
        const lim = lower.half * k
        return [base[0] + Math.max(-lim, Math.min(lim, x - base[0])), y] as Pt
      })
      sk.element()
      sk.fill([inside], 'shade', INK)
    }
    mass(sk, r, sharp(tier, 0.015), colour, { solid, towards: [0.8, 0.6], depth: half * 0.5, widthMm: half * 2 })
    below = { apex, hem: hem + droop, half }
    if (i === 0) silhouette.push([base[0] + half, hem + droop], base, [base[0] - half, hem + droop])
    if (i === count - 1) silhouette.push([base[0], apex])
  }
  // Bottom right, base, bottom left, then the top: a closed outline round the whole tree.
  return [silhouette[0]!, silhouette[3]!, silhouette[2]!, silhouette[1]!].filter(Boolean)
}
