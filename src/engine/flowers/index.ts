import type { BirthFlowerId } from '../birth-flowers.ts'
import { ASTER, CHRYSANTHEMUM, COSMOS, DAISY, MARIGOLD } from './daisy.ts'
import type { FlowerModel } from './model.ts'
import { HAWTHORN } from './hawthorn.ts'
import { LILY_OF_THE_VALLEY } from './lily-of-the-valley.ts'
import { DAFFODIL, JONQUIL, NARCISSUS } from './narcissus.ts'
import { PRIMROSE } from './primrose.ts'
import { SNOWDROP } from './snowdrop.ts'
import { GLADIOLUS, LARKSPUR } from './spikes.ts'
import { SWEET_PEA } from './sweet-pea.ts'
import { VIOLET } from './violet.ts'
import { CARNATION } from './carnation.ts'
import { HOLLY } from './holly.ts'
import { HONEYSUCKLE } from './honeysuckle.ts'
import { MORNING_GLORY } from './morning-glory.ts'
import { PEONY } from './peony.ts'
import { POPPY } from './poppy.ts'
import { ROSE } from './rose.ts'
import { WATER_LILY } from './water-lily.ts'

export type { FlowerModel, Sprig } from './model.ts'

/** Keyed by id, so the type checker sees that every birth flower has its drawing. */
export const FLOWER_MODELS: Readonly<Record<BirthFlowerId, FlowerModel>> = {
  carnation: CARNATION,
  snowdrop: SNOWDROP,
  violet: VIOLET,
  primrose: PRIMROSE,
  daffodil: DAFFODIL,
  jonquil: JONQUIL,
  daisy: DAISY,
  'sweet-pea': SWEET_PEA,
  'lily-of-the-valley': LILY_OF_THE_VALLEY,
  hawthorn: HAWTHORN,
  rose: ROSE,
  honeysuckle: HONEYSUCKLE,
  larkspur: LARKSPUR,
  'water-lily': WATER_LILY,
  gladiolus: GLADIOLUS,
  poppy: POPPY,
  aster: ASTER,
  'morning-glory': MORNING_GLORY,
  marigold: MARIGOLD,
  cosmos: COSMOS,
  chrysanthemum: CHRYSANTHEMUM,
  peony: PEONY,
  narcissus: NARCISSUS,
  holly: HOLLY,
}
