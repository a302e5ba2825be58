import * as v from 'valibot'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** The password rule shared by forms and handlers; messages are catalogue keys. */
export const PasswordSchema = v.pipe(
  v.string('validation_required'),
  v.minLength(1, 'validation_required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation_password_short'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'validation_password_long'),
)
