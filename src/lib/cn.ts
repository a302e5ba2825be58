import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './class-merge'

/** Joins class names; later Tailwind utilities win over earlier conflicting ones (class-merge.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
