import type { BirthFlowerId } from '../birth-flowers.ts'
import { ASTER, CHRYSANTHEMUM, COSMOS, DAISY, MARIGOLD } from './daisy.ts'
import type { FlowerModel } from './model.ts'

export type { FlowerModel, Sprig } from './model.ts'

const MODELS: FlowerModel[] = [DAISY, ASTER, COSMOS, MARIGOLD, CHRYSANTHEMUM]

export const FLOWER_MODELS: Partial<Record<BirthFlowerId, FlowerModel>> = Object.fromEntries(MODELS.map((m) => [m.id, m]))
