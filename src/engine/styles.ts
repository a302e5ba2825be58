/**
 * The tattoo styles the engine draws, each with its line weights in millimetres at print size
 * (DESIGN.md §2) and the rules its drawings follow. Ids are stable: the CLI, the API and stored
 * designs use them.
 */
export interface LineWeights {
  /** The silhouette of each element. */
  outline: number
  /** Lines inside an element: petal folds, veins, feather shafts. */
  inner: number
  /** Texture and small marks. */
  detail: number
}

export type Shading = 'none' | 'whip' | 'stipple' | 'solid' | 'wash' | 'hatch'

export interface StyleSpec {
  id: StyleId
  weights: LineWeights
  /** How shadows are drawn. */
  shading: Shading
  /** Colour mode when the request does not say. */
  defaultColour: ColourMode
  /** Flat colours for colour mode (traditional keeps to a few), or null for washes. */
  palette: readonly string[]
  /** 0 = ruler-straight, 1 = lively hand: how much lines wander. */
  wobble: number
  /** Whether line ends thin to a point-like cap (never below the 0.3 mm floor). */
  taper: boolean
  /** Ornament around a motif: none, dots, frames, rays. */
  ornament: 'none' | 'light' | 'rich'
  /** Detail level: how many inner lines and texture marks an element gets (0–1). */
  detail: number
}

export type ColourMode = 'bw' | 'color'

/** Nothing the engine draws is thinner than this at print size; needles cannot hold finer. */
export const MIN_LINE_MM = 0.3

export const STYLE_IDS = [
  'fine-line',
  'minimalist',
  'traditional',
  'neo-traditional',
  'blackwork',
  'dotwork',
  'geometric',
  'botanical',
  'watercolor',
  'lettering',
  'japanese',
  'tribal',
  'sketch',
] as const

export type StyleId = (typeof STYLE_IDS)[number]

const TRADITIONAL_PALETTE = ['#c8102e', '#f2a900', '#0f7b3f', '#1d4e89', '#e87722'] as const
const NEO_PALETTE = ['#7a1f3d', '#d98e04', '#2e6b5e', '#5b3f8c', '#c2523c', '#e6b8a2'] as const
const JAPANESE_PALETTE = ['#b7282e', '#1c3f94', '#2f6f4f', '#e9a23b'] as const
const WATERCOLOR_PALETTE = ['#d9577a', '#f0a04b', '#5aa9c9', '#8e6bbf', '#6dbf8b'] as const
const SOFT_PALETTE = ['#c44b4b', '#d9a441', '#4f8a6b', '#4b6fa8'] as const

export const STYLES: Record<StyleId, StyleSpec> = {
  'fine-line': {
    id: 'fine-line',
    weights: { outline: 1.0, inner: 0.65, detail: 0.4 },
    shading: 'stipple',
    defaultColour: 'bw',
    palette: SOFT_PALETTE,
    wobble: 0.15,
    taper: true,
    ornament: 'light',
    detail: 0.75,
  },
  minimalist: {
    id: 'minimalist',
    weights: { outline: 0.9, inner: 0.6, detail: 0.4 },
    shading: 'none',
    defaultColour: 'bw',
    palette: SOFT_PALETTE,
    wobble: 0,
    taper: false,
    ornament: 'none',
    detail: 0.2,
  },
  traditional: {
    id: 'traditional',
    weights: { outline: 2.8, inner: 2.0, detail: 1.2 },
    shading: 'solid',
    defaultColour: 'color',
    palette: TRADITIONAL_PALETTE,
    wobble: 0.05,
    taper: false,
    ornament: 'rich',
    detail: 0.4,
  },
  'neo-traditional': {
    id: 'neo-traditional',
    weights: { outline: 2.2, inner: 1.4, detail: 0.8 },
    shading: 'wash',
    defaultColour: 'color',
    palette: NEO_PALETTE,
    wobble: 0.08,
    taper: true,
    ornament: 'rich',
    detail: 0.7,
  },
  blackwork: {
    id: 'blackwork',
    weights: { outline: 2.0, inner: 1.2, detail: 0.5 },
    shading: 'solid',
    defaultColour: 'bw',
    palette: [],
    wobble: 0.03,
    taper: false,
    ornament: 'rich',
    detail: 0.5,
  },
  dotwork: {
    id: 'dotwork',
    weights: { outline: 1.2, inner: 0.8, detail: 0.45 },
    shading: 'stipple',
    defaultColour: 'bw',
    palette: [],
    wobble: 0.05,
    taper: false,
    ornament: 'rich',
    detail: 0.6,
  },
  geometric: {
    id: 'geometric',
    weights: { outline: 1.2, inner: 0.8, detail: 0.5 },
    shading: 'hatch',
    defaultColour: 'bw',
    palette: [],
    wobble: 0,
    taper: false,
    ornament: 'rich',
    detail: 0.5,
  },
  botanical: {
    id: 'botanical',
    weights: { outline: 0.9, inner: 0.6, detail: 0.4 },
    shading: 'hatch',
    defaultColour: 'bw',
    palette: SOFT_PALETTE,
    wobble: 0.12,
    taper: true,
    ornament: 'none',
    detail: 1,
  },
  watercolor: {
    id: 'watercolor',
    weights: { outline: 0.9, inner: 0.6, detail: 0.4 },
    shading: 'wash',
    defaultColour: 'color',
    palette: WATERCOLOR_PALETTE,
    wobble: 0.2,
    taper: true,
    ornament: 'light',
    detail: 0.6,
  },
  lettering: {
    id: 'lettering',
    weights: { outline: 1.2, inner: 0.8, detail: 0.5 },
    shading: 'none',
    defaultColour: 'bw',
    palette: SOFT_PALETTE,
    wobble: 0.05,
    taper: true,
    ornament: 'light',
    detail: 0.4,
  },
  japanese: {
    id: 'japanese',
    weights: { outline: 2.4, inner: 1.5, detail: 0.9 },
    shading: 'wash',
    defaultColour: 'color',
    palette: JAPANESE_PALETTE,
    wobble: 0.1,
    taper: true,
    ornament: 'rich',
    detail: 0.6,
  },
  tribal: {
    id: 'tribal',
    weights: { outline: 2.0, inner: 1.5, detail: 1.0 },
    shading: 'solid',
    defaultColour: 'bw',
    palette: [],
    wobble: 0,
    taper: true,
    ornament: 'rich',
    detail: 0.3,
  },
  sketch: {
    id: 'sketch',
    weights: { outline: 0.8, inner: 0.55, detail: 0.35 },
    shading: 'hatch',
    defaultColour: 'bw',
    palette: SOFT_PALETTE,
    wobble: 0.35,
    taper: true,
    ornament: 'none',
    detail: 0.9,
  },
}

export const isStyleId = (id: string): id is StyleId => (STYLE_IDS as readonly string[]).includes(id)
