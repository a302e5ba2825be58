import type { SubjectModel } from '../model.ts'
import { EYE } from './eye.ts'
import { HAND } from './hand.ts'
import { ROSE_SUBJECT } from './rose.ts'
import { SKULL } from './skull.ts'

export const EMBLEMS: SubjectModel[] = [SKULL, ROSE_SUBJECT, EYE, HAND]
