import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from '@/lib/errors/app-error'

let common: Set<string> | undefined

/**
 * One of the 10,000 most used passwords (the head of zxcvbn's frequency-ranked list), compared
 * case-insensitively: "Password1" is as guessable as "password1".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()))
  return common.has(password.toLowerCase())
}

/** A new password must not be one of them: 400001 on `field`. */
export function rejectCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw AppError.validation({ [field]: 'validation_password_common' })
}
