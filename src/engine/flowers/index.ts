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
]

export const FLOWER_MODELS: Partial<Record<BirthFlowerId, FlowerModel>> = Object.fromEntries(MODELS.map((m) => [m.id, m]))
