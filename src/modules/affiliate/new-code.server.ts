import { randomInt } from 'node:crypto'
import { CODE_ALPHABET, CODE_LENGTH } from './code-format'

/** A new code: 8 of 36 characters, about 41 bits, from the system's CSPRNG. */
export function newCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}
