/**
 * resvg's pixels are premultiplied (a half-covered white edge is stored as grey), PNG's are not.
 * Handing them to the encoder as they are darkened every soft edge and every translucent wash
 * (a light wash at 85 % came out 15 % darker; an anti-aliased pale edge nearly black). sharp can
 * divide them out, but through floating point at ≈ 14 ms a raster; here only the pixels that are
 * neither empty nor opaque (edges and washes, a few per cent of a design) are touched, ≈ 5 ms.
 * Rounds as tiny-skia does when it writes its own PNG.
 */
export function toStraightAlpha(rgba: Uint8Array): Uint8Array {
  if (rgba.byteOffset % 4 !== 0 || rgba.byteLength % 4 !== 0) throw new Error('RGBA pixels must be 4-byte aligned')
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength >>> 2)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    // Alpha is the high byte on a little-endian host, which every platform Node supports is.
    const alpha = word >>> 24
    if (word === 0 || alpha === 255) continue
    const o = i << 2
    const scale = 255 / alpha
    rgba[o] = Math.min(255, Math.round(rgba[o]! * scale))
    rgba[o + 1] = Math.min(255, Math.round(rgba[o + 1]! * scale))
    rgba[o + 2] = Math.min(255, Math.round(rgba[o + 2]! * scale))
  }
  return rgba
}
