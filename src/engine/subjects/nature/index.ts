import type { SubjectModel } from '../model.ts'

export const NATURE: SubjectModel[] = []
