import type { SubjectModel } from '../model.ts'
import { DRAGON } from './dragon.ts'
import { KOI } from './koi.ts'
import { OCTOPUS } from './octopus.ts'
import { SNAKE } from './snake.ts'
import { WAVE } from './wave.ts'

export const SERPENTS: SubjectModel[] = [SNAKE, WAVE, DRAGON, KOI, OCTOPUS]
