import type { SubjectModel } from '../model.ts'
import { EYE } from './eye.ts'
import { HAND } from './hand.ts'
import { SKULL } from './skull.ts'

export const EMBLEMS: SubjectModel[] = [SKULL, EYE, HAND]
