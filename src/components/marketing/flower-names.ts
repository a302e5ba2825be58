import type { BirthFlowerId } from '@/engine/options'
import * as m from '@/paraglide/messages'

/** Localized flower names, keyed by the engine's flower ids. */
export const FLOWER_NAMES: Record<BirthFlowerId, () => string> = {
  carnation: m.flower_carnation,
  snowdrop: m.flower_snowdrop,
  violet: m.flower_violet,
  primrose: m.flower_primrose,
  daffodil: m.flower_daffodil,
  jonquil: m.flower_jonquil,
  daisy: m.flower_daisy,
  'sweet-pea': m.flower_sweet_pea,
  'lily-of-the-valley': m.flower_lily_of_the_valley,
  hawthorn: m.flower_hawthorn,
  rose: m.flower_rose,
  honeysuckle: m.flower_honeysuckle,
  larkspur: m.flower_larkspur,
  'water-lily': m.flower_water_lily,
  gladiolus: m.flower_gladiolus,
  poppy: m.flower_poppy,
  aster: m.flower_aster,
  'morning-glory': m.flower_morning_glory,
  marigold: m.flower_marigold,
  cosmos: m.flower_cosmos,
  chrysanthemum: m.flower_chrysanthemum,
  peony: m.flower_peony,
  narcissus: m.flower_narcissus,
  holly: m.flower_holly,
}
