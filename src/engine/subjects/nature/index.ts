import type { SubjectModel } from '../model.ts'
import { CHERRY_BLOSSOM } from './cherry-blossom.ts'
import { LOTUS } from './lotus.ts'
import { MOON } from './moon.ts'
import { MOUNTAIN } from './mountain.ts'
import { PINE_TREE } from './pine-tree.ts'
import { SUN } from './sun.ts'

/** Sky, ground and plants: moon, sun, mountain, pine, lotus and cherry blossom. */
export const NATURE: SubjectModel[] = [MOON, SUN, MOUNTAIN, PINE_TREE, LOTUS, CHERRY_BLOSSOM]
