import { BLOOMS } from './blooms/index.ts'
import { CREATURES } from './creatures/index.ts'
import { EMBLEMS } from './emblems/index.ts'
import { NATURE } from './nature/index.ts'
import { OBJECTS } from './objects/index.ts'
import { SERPENTS } from './serpents/index.ts'
import { WINGED } from './winged/index.ts'
import type { SubjectModel } from './model.ts'

export type { CoilSpec, SubjectAnchors, SubjectFrame, SubjectModel, SubjectShape } from './model.ts'

/** The subjects drawn by their own models, by lexicon concept id; the rest come from the icon sets. */
export const SUBJECT_MODELS: ReadonlyMap<string, SubjectModel> = new Map(
  [...CREATURES, ...SERPENTS, ...WINGED, ...OBJECTS, ...NATURE, ...EMBLEMS, ...BLOOMS].map((m) => [m.id, m]),
)
