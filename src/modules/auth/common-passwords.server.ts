import { dictionary } from '@zxcvbn-ts/language-common'

let common: Set<string> | undefined

/**
 * One of the 10,000 most used passwords (the head of zxcvbn's frequency-ranked list), compared
 * case-insensitively: "Password1" is as guessable as "password1".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()))
  return common.has(password.toLowerCase())
}
