import type { LetteringFontId, PlacementId, PromptPartKind, StyleId } from '@/engine'
import { styleByHandle } from '@/modules/galleries'
import * as m from '@/paraglide/messages'
import type { Colour } from './text-preset'

/** The text tool's choices in the reader's language. */
export const PLACEMENT_NAMES: Record<PlacementId, () => string> = {
  forearm: m.ttool_placement_forearm,
  'wrist-band': m.ttool_placement_wrist_band,
  'upper-arm': m.ttool_placement_upper_arm,
  shoulder: m.ttool_placement_shoulder,
  chest: m.ttool_placement_chest,
  back: m.ttool_placement_back,
  ankle: m.ttool_placement_ankle,
  'behind-ear': m.ttool_placement_behind_ear,
  ribs: m.ttool_placement_ribs,
  finger: m.ttool_placement_finger,
}

export const FONT_NAMES: Record<LetteringFontId, () => string> = {
  script: m.ttool_font_script,
  blackletter: m.ttool_font_blackletter,
  typewriter: m.ttool_font_typewriter,
  serif: m.ttool_font_serif,
  hand: m.ttool_font_hand,
  brush: m.ttool_font_brush,
}

export const COLOUR_NAMES: Record<Colour, () => string> = { bw: m.ttool_colour_bw, color: m.ttool_colour_color }

export const KIND_NAMES: Record<PromptPartKind, () => string> = {
  concept: m.ttool_kind_concept,
  style: m.ttool_kind_style,
  colour: m.ttool_kind_colour,
  placement: m.ttool_kind_placement,
  lettering: m.ttool_kind_lettering,
}

export const styleName = (id: StyleId): string => styleByHandle(id)?.name() ?? id
