import type { PlacementId } from '@/engine/options'
import * as m from '@/paraglide/messages'

/** The placements' names in the reader's language, keyed by the engine's ids. */
export const PLACEMENT_NAMES: Record<PlacementId, () => string> = {
  forearm: m.ftool_placement_forearm,
  'wrist-band': m.ftool_placement_wrist_band,
  'upper-arm': m.ftool_placement_upper_arm,
  shoulder: m.ftool_placement_shoulder,
  chest: m.ftool_placement_chest,
  back: m.ftool_placement_back,
  ankle: m.ftool_placement_ankle,
  'behind-ear': m.ftool_placement_behind_ear,
  ribs: m.ftool_placement_ribs,
  finger: m.ftool_placement_finger,
}
