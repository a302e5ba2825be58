import type { SubjectModel } from '../model.ts'
import { SNAKE } from './snake.ts'

export const SERPENTS: SubjectModel[] = [SNAKE]
