import type { ResvgRenderOptions } from '@resvg/resvg-js'

/** The long side of every PNG the engine writes. */
export const PNG_LONG_SIDE_PX = 2048

export interface RasterRequest {
  svg: string
  widthMm: number
  heightMm: number
  longSide: number
}

export function rasterOptions(widthMm: number, heightMm: number, longSide: number): ResvgRenderOptions {
  const fitTo =
    widthMm >= heightMm ? ({ mode: 'width', value: longSide } as const) : ({ mode: 'height', value: longSide } as const)
  return { fitTo, background: 'rgba(0,0,0,0)', font: { loadSystemFonts: false }, shapeRendering: 2 }
}
