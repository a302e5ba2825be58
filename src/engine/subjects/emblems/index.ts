import type { SubjectModel } from '../model.ts'

export const EMBLEMS: SubjectModel[] = []
