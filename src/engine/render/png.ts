import { Resvg } from '@resvg/resvg-js'

/** The long side of every PNG the engine writes. */
export const PNG_LONG_SIDE_PX = 2048

/** Renders an SVG to a transparent PNG, `longSide` pixels on its longer side. */
export function renderPng(svg: string, widthMm: number, heightMm: number, longSide = PNG_LONG_SIDE_PX): Buffer {
  const fitTo =
    widthMm >= heightMm ? ({ mode: 'width', value: longSide } as const) : ({ mode: 'height', value: longSide } as const)
  const resvg = new Resvg(svg, { fitTo, background: 'rgba(0,0,0,0)', font: { loadSystemFonts: false }, shapeRendering: 2 })
  return resvg.render().asPng()
}
