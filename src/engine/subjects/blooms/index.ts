import type { BirthFlowerId } from '../../birth-flowers.ts'
import type { SubjectModel } from '../model.ts'
import { bloomSubject } from './bloom.ts'

/**
 * The birth flowers that grow one bloom to a stem, by the lexicon concept each draws. A plain
 * "flower" is the daisy, the flower everyone draws; spikes, clusters and nodding flowers keep
 * to the birth-flower layouts, where their habit is planned for.
 */
const BLOOM_CONCEPTS: readonly [string, BirthFlowerId][] = [
  ['rose', 'rose'],
  ['peony', 'peony'],
  ['poppy', 'poppy'],
  ['carnation', 'carnation'],
  ['daisy', 'daisy'],
  ['aster', 'aster'],
  ['marigold', 'marigold'],
  ['cosmos', 'cosmos'],
  ['chrysanthemum', 'chrysanthemum'],
  ['narcissus', 'narcissus'],
  ['flower', 'daisy'],
]

export const BLOOMS: SubjectModel[] = BLOOM_CONCEPTS.map(([id, flower]) => bloomSubject(id, flower))
