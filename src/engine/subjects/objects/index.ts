import type { SubjectModel } from '../model.ts'

export const OBJECTS: SubjectModel[] = []
