import type { SubjectModel } from '../model.ts'
import { ANCHOR } from './anchor.ts'
import { CLOCK } from './clock.ts'
import { COMPASS } from './compass.ts'
import { CROSS } from './cross.ts'
import { DAGGER } from './dagger.ts'
import { HEART } from './heart.ts'
import { LIGHTHOUSE } from './lighthouse.ts'

export const OBJECTS: SubjectModel[] = [DAGGER, HEART, ANCHOR, CROSS, COMPASS, CLOCK, LIGHTHOUSE]
