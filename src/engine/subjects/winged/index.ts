import type { SubjectModel } from '../model.ts'
import { BUTTERFLY } from './butterfly.ts'
import { EAGLE } from './eagle.ts'
import { FEATHER } from './feather.ts'
import { HUMMINGBIRD } from './hummingbird.ts'
import { PHOENIX } from './phoenix.ts'
import { SWALLOW } from './swallow.ts'

export const WINGED: SubjectModel[] = [SWALLOW, EAGLE, PHOENIX, BUTTERFLY, FEATHER, HUMMINGBIRD]
