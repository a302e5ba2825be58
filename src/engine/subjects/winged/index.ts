import type { SubjectModel } from '../model.ts'

export const WINGED: SubjectModel[] = []
