import { PASSWORD_STRENGTH_MIN_LENGTH } from './constants'

export type PasswordCheck = 'lowercase' | 'uppercase' | 'numbers' | 'special' | 'length'

export interface PasswordStrength {
  /** Number of passed checks, 0 for an empty password. */
  score: number
  max: number
  passed: Record<PasswordCheck, boolean>
  /** Every check passed. */
  accepted: boolean
}

export const PASSWORD_CHECKS: readonly PasswordCheck[] = ['lowercase', 'uppercase', 'numbers', 'special', 'length']

/** The seed's strength widget: counts passed checks among five; an empty password scores 0. */
export function passwordStrength(password: string, minLength = PASSWORD_STRENGTH_MIN_LENGTH): PasswordStrength {
  const passed: Record<PasswordCheck, boolean> = {
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    numbers: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
    length: [...password].length >= minLength,
  }
  const score = password ? PASSWORD_CHECKS.filter((c) => passed[c]).length : 0
  return { score, max: PASSWORD_CHECKS.length, passed, accepted: score === PASSWORD_CHECKS.length }
}
