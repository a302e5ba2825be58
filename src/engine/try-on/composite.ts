import { blur } from '../photo/raster/blur.ts'
import { gray, sample, type Gray } from '../photo/raster/image.ts'
import type { TryOnPlacement } from './placement.ts'

/** Pixels row by row, 3 (RGB) or 4 (RGBA) bytes each. */
export interface Picture {
  width: number
  height: number
  channels: 3 | 4
  data: Uint8Array | Uint8ClampedArray
}

/** How ink looks in the skin, fresh from the needle or healed. */
const LOOKS = {
  // Crisp, the surround a little red and raised; ink at its darkest.
  fresh: { spread: 0.0005, tint: [0.11, 0.11, 0.13], chroma: 1, strength: 1, redness: 0.16, halo: 0.004 },
  // Settled a little deeper and wider, black turned slightly blue-green, colours a touch faded.
  healed: { spread: 0.0011, tint: [0.2, 0.25, 0.26], chroma: 0.8, strength: 0.9, redness: 0, halo: 0 },
} as const

/**
 * Tattoos a design onto a body photo in place. The same function runs in the browser on the
 * editor's preview and on the server on the full photo, so the saved picture is what was seen:
 * the design is placed, bent round a limb (a cylinder along the design's height) and
 * foreshortened, then multiplied into the skin, which keeps the skin's own light and texture
 * under the ink; the look decides ink spread, the colour of black and the redness around fresh
 * work. `personMask` (0–255, the photo's size) keeps ink off the background.
 */
export function compositeTattoo(
  body: Picture,
  design: Picture,
  p: TryOnPlacement,
  personMask?: { width: number; height: number; data: Uint8Array | Uint8ClampedArray },
): void {
  const look = LOOKS[p.look]
  const W = body.width
  const H = body.height
  const widthPx = p.scale * W
  const k = design.width / widthPx // design pixels per photo pixel
  const halfW = widthPx / 2
  const halfH = design.height / k / 2
  const spread = Math.max(0.35, look.spread * Math.max(W, H))
  // The design's ink (alpha) and colour, premultiplied, softened by the spread at the design's scale.
  const { alpha, red, green, blue } = designLayers(design, spread * k)
  const halo = look.halo > 0 ? blur(alpha, look.halo * Math.max(W, H) * k) : null

  const cx = p.x * W
  const cy = p.y * H
  const angle = (p.rotate * Math.PI) / 180
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  // The cylinder: a design half as wide as the arc from its centre to the limb's edge at curve 1.
  const bend = p.curve * (Math.PI / 2)
  const radius = bend > 1e-3 ? halfW / Math.sin(bend) : Infinity
  const margin = look.halo * Math.max(W, H) * 3 + spread * 3
  const reachX = Math.abs(halfW * cos) + Math.abs(halfH * sin) + margin
  const reachY = Math.abs(halfW * sin) + Math.abs(halfH * cos) + margin
  const x0 = Math.max(0, Math.floor(cx - reachX))
  const x1 = Math.min(W - 1, Math.ceil(cx + reachX))
  const y0 = Math.max(0, Math.floor(cy - reachY))
  const y1 = Math.min(H - 1, Math.ceil(cy + reachY))
  const ch = body.channels
  const d = body.data
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      // Into the design's frame: centred, unrotated.
      const dx = x + 0.5 - cx
      const dy = y + 0.5 - cy
      const lx = dx * cos + dy * sin
      let ly = -dx * sin + dy * cos
      // Round the limb: the screen shows R·sin(s/R) of an arc s; read the arc back.
      let s = lx
      let facing = 1
      if (radius !== Infinity) {
        if (Math.abs(lx) >= radius) continue
        const a = Math.asin(lx / radius)
        s = a * radius
        facing = Math.cos(a)
      }
      // Foreshortening: the far side of the limb a little shorter.
      ly /= 1 + 0.25 * p.perspective * (s / halfW)
      const u = (s + halfW) * k - 0.5
      const v = (ly + halfH) * k - 0.5
      if (u < -spread * k * 3 || v < -spread * k * 3 || u > design.width + spread * k * 3 || v > design.height + spread * k * 3)
        continue
      const mask = personMask ? personMask.data[y * W + x]! / 255 : 1
      if (mask === 0) continue
      const i = (y * W + x) * ch
      const inkA = sample(alpha, u, v)
      const a = inkA * p.opacity * look.strength * mask * Math.sqrt(facing)
      if (halo) {
        const ring = Math.max(0, sample(halo, u, v) - a) * look.redness * mask
        if (ring > 0.002) {
          d[i] = Math.min(255, d[i]! * (1 + ring * 0.5))
          d[i + 1] = d[i + 1]! * (1 - ring * 0.35)
          d[i + 2] = d[i + 2]! * (1 - ring * 0.3)
        }
      }
      if (a < 0.002) continue
      // The ink's own colour (straight, not premultiplied), faded towards its grey for healed work.
      const straight = 1 / Math.max(1e-6, inkA)
      let r = sample(red, u, v) * straight
      let g = sample(green, u, v) * straight
      let b = sample(blue, u, v) * straight
      const grey = 0.3 * r + 0.59 * g + 0.11 * b
      r = grey + (r - grey) * look.chroma
      g = grey + (g - grey) * look.chroma
      b = grey + (b - grey) * look.chroma
      // Black ink is never paper-black in skin: lift it to the look's tint.
      r = look.tint[0] + r * (1 - look.tint[0])
      g = look.tint[1] + g * (1 - look.tint[1])
      b = look.tint[2] + b * (1 - look.tint[2])
      // Multiply: the skin's light and texture show through the ink.
      d[i] = d[i]! * (1 - a + a * r)
      d[i + 1] = d[i + 1]! * (1 - a + a * g)
      d[i + 2] = d[i + 2]! * (1 - a + a * b)
    }
}

function designLayers(design: Picture, spreadDesignPx: number): { alpha: Gray; red: Gray; green: Gray; blue: Gray } {
  const n = design.width * design.height
  const alpha = gray(design.width, design.height)
  const red = gray(design.width, design.height)
  const green = gray(design.width, design.height)
  const blue = gray(design.width, design.height)
  const c = design.channels
  for (let i = 0; i < n; i++) {
    // A design without alpha is ink on white paper: darkness is the ink.
    const a =
      c === 4
        ? design.data[i * c + 3]! / 255
        : 1 - (0.3 * design.data[i * c]! + 0.59 * design.data[i * c + 1]! + 0.11 * design.data[i * c + 2]!) / 255
    alpha.data[i] = a
    red.data[i] = c === 4 ? (design.data[i * c]! / 255) * a : 0
    green.data[i] = c === 4 ? (design.data[i * c + 1]! / 255) * a : 0
    blue.data[i] = c === 4 ? (design.data[i * c + 2]! / 255) * a : 0
  }
  if (spreadDesignPx < 0.3) return { alpha, red, green, blue }
  return {
    alpha: blur(alpha, spreadDesignPx),
    red: blur(red, spreadDesignPx),
    green: blur(green, spreadDesignPx),
    blue: blur(blue, spreadDesignPx),
  }
}
