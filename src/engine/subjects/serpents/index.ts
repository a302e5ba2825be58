import type { SubjectModel } from '../model.ts'

export const SERPENTS: SubjectModel[] = []
