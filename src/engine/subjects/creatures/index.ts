import type { SubjectModel } from '../model.ts'
import { DEER } from './deer.ts'
import { LION } from './lion.ts'
import { OWL } from './owl.ts'
import { TIGER } from './tiger.ts'
import { WOLF } from './wolf.ts'

export const CREATURES: SubjectModel[] = [WOLF, LION, TIGER, DEER, OWL]
