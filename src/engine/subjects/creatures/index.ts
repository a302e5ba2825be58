import type { SubjectModel } from '../model.ts'

export const CREATURES: SubjectModel[] = []
