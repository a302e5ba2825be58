/**
 * Shows where a text design breaks the print rule: its ink in black, paper narrower than 0.5 mm
 * between two inks marked red, for finding what to fix in a model or an arrangement.
 *   node scripts/gap-map.ts "<prompt>" [--style s] [--variation n] [--seed n] [--out file.png]
 */
import sharp from 'sharp'
import { parseArgs } from 'node:util'
import { drawVariation, plan } from '../src/engine/design.ts'
import { distanceField } from '../src/engine/photo/raster/distance.ts'
import { inkMask } from '../src/engine/print/ink-mask.ts'
import { gapSampling, narrowestGapMm } from '../src/engine/print/narrowest-gap.ts'
import type { StyleId } from '../src/engine/styles.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    style: { type: 'string' },
    variation: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: '/tmp/gap-map.png' },
  },
})
const prompt = positionals[0]
if (!prompt) {
  console.error('usage: gap-map.ts "<prompt>" [--style s] [--variation n] [--seed n] [--out file]')
  process.exit(1)
}
const p = plan({ tool: 'text', prompt, style: values.style as StyleId | undefined, seed: Number(values.seed), variations: 4 })
const { ink } = drawVariation(p, Number(values.variation))
const ppm = gapSampling(ink.widthMm, ink.heightMm)
const m = inkMask(ink, ppm)
const { nearest } = distanceField(m)
const rgb = Buffer.alloc(m.w * m.h * 3, 255)
for (let i = 0; i < m.w * m.h; i++) if (m.data[i]) rgb.fill(0, i * 3, i * 3 + 3)
const paint = (x: number, y: number) => {
  for (let dy = -4; dy <= 4; dy++)
    for (let dx = -4; dx <= 4; dx++) {
      const q = (y + dy) * m.w + x + dx
      if (q >= 0 && q < m.w * m.h && !m.data[q]) rgb.set([255, 0, 0], q * 3)
    }
}
// The print check's own test (narrowest-gap.ts): two neighbouring pixels whose nearest inks lie in
// opposite directions straddle a gap's middle line; mark those narrower than 0.5 mm.
const floor = Math.max(0.15 * ppm, 1.5)
for (let y = 0; y < m.h; y++)
  for (let x = 0; x < m.w; x++) {
    const i = y * m.w + x
    const ink = m.data[i]
    for (const side of [0, 1]) {
      if ((side === 0 && x + 1 >= m.w) || (side === 1 && y + 1 >= m.h)) continue
      const j = side === 0 ? i + 1 : i + m.w
      if (ink && m.data[j]) continue
      const a = nearest[i]!
      const b = nearest[j]!
      if (a < 0 || b < 0 || a === b) continue
      const [ax, ay, bx, by] = [a % m.w, Math.floor(a / m.w), b % m.w, Math.floor(b / m.w)]
      const apart = (ax - bx) ** 2 + (ay - by) ** 2
      if (apart < 4) continue
      const sx = side === 0 ? 1 : 0
      const sy = 1 - sx
      const ux = ink ? -sx : ax - x
      const uy = ink ? -sy : ay - y
      const vx = m.data[j] ? sx : bx - x - sx
      const vy = m.data[j] ? sy : by - y - sy
      const dot = ux * vx + uy * vy
      if (dot >= 0 || dot * dot < 0.587 * (ux * ux + uy * uy) * (vx * vx + vy * vy)) continue
      const gap = Math.sqrt(apart) - 1
      if (gap >= floor && gap / ppm < 0.5) paint(x, y)
    }
  }
await sharp(rgb, { raw: { width: m.w, height: m.h, channels: 3 } })
  .png()
  .toFile(values.out)
console.log(`${values.out}: narrowest gap ${narrowestGapMm(ink)?.toFixed(2) ?? '—'} mm, ${p.style}, ${p.concepts.join(',')}`)
