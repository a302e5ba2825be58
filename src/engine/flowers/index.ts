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

const MODELS: FlowerModel[] = [
  DAISY,
  ASTER,
  COSMOS,
  MARIGOLD,
  CHRYSANTHEMUM,
  DAFFODIL,
  JONQUIL,
  NARCISSUS,
  SNOWDROP,
  LILY_OF_THE_VALLEY,
  LARKSPUR,
  GLADIOLUS,
  VIOLET,
  PRIMROSE,
  HAWTHORN,
  SWEET_PEA,
  ROSE,
  PEONY,
  CARNATION,
  POPPY,
  WATER_LILY,
  MORNING_GLORY,
  HONEYSUCKLE,
  HOLLY,
]

export const FLOWER_MODELS: Partial<Record<BirthFlowerId, FlowerModel>> = Object.fromEntries(MODELS.map((m) => [m.id, m]))
