import type { LayoutId, PlacementId, StyleId, TreatmentId } from '@/engine/options'
import * as m from '@/paraglide/messages'

/** The engine's option ids in the reader's language, as the history shows a job's settings. */
export const STYLE_NAMES: Record<StyleId, () => string> = {
  'fine-line': m.style_fine_line,
  minimalist: m.style_minimalist,
  traditional: m.style_traditional,
  'neo-traditional': m.style_neo_traditional,
  blackwork: m.style_blackwork,
  dotwork: m.style_dotwork,
  geometric: m.style_geometric,
  botanical: m.style_botanical,
  watercolor: m.style_watercolor,
  lettering: m.style_lettering,
  japanese: m.style_japanese,
  tribal: m.style_tribal,
  sketch: m.style_sketch,
}

export const PLACEMENT_NAMES: Record<PlacementId, () => string> = {
  forearm: m.hist_place_forearm,
  'wrist-band': m.hist_place_wrist_band,
  'upper-arm': m.hist_place_upper_arm,
  shoulder: m.hist_place_shoulder,
  chest: m.hist_place_chest,
  back: m.hist_place_back,
  ankle: m.hist_place_ankle,
  'behind-ear': m.hist_place_behind_ear,
  ribs: m.hist_place_ribs,
  finger: m.hist_place_finger,
}

export const LAYOUT_NAMES: Record<LayoutId, () => string> = {
  'single-stem': m.hist_layout_single_stem,
  bouquet: m.hist_layout_bouquet,
  wreath: m.hist_layout_wreath,
  spine: m.hist_layout_spine,
  band: m.hist_layout_band,
}

export const TREATMENT_NAMES: Record<TreatmentId, () => string> = {
  'line-art': m.hist_treat_line_art,
  stencil: m.hist_treat_stencil,
  sketch: m.hist_treat_sketch,
  dotwork: m.hist_treat_dotwork,
  blackwork: m.hist_treat_blackwork,
  woodcut: m.hist_treat_woodcut,
  halftone: m.hist_treat_halftone,
}
