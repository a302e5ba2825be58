import * as v from 'valibot'
import { LOCALE_CODES } from '@/i18n/locales'
import { THEME_PREFERENCES } from '@/lib/theme'
import { AVATAR_URL } from './avatar-url'
import { PasswordSchema } from './password-policy'

/** Schemas shared by the forms and the transports; every message is a catalogue key. */
export const EmailSchema = v.pipe(
  v.string('validation_required'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'validation_required'),
  v.maxLength(254, 'validation_email'),
  v.email('validation_email'),
)

export const NameSchema = v.pipe(v.string(), v.trim(), v.maxLength(80, 'validation_name_long'))

export const UpdateUserSchema = v.object({
  name: v.optional(NameSchema),
  // Only an avatar uploaded here, or none: no hot-linking of arbitrary addresses.
  image: v.optional(v.nullable(v.pipe(v.string('validation_image'), v.regex(AVATAR_URL, 'validation_image')))),
  locale: v.optional(v.picklist(LOCALE_CODES, 'validation_locale')),
  theme: v.optional(v.picklist(THEME_PREFERENCES, 'validation_theme')),
  current_password: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  new_password: v.optional(PasswordSchema),
})

export const DeleteAccountSchema = v.object({ confirm_email: EmailSchema })

/** An avatar's file as the multipart field `file`. */
export const AvatarUploadSchema = v.object({ file: v.instance(Uint8Array, 'validation_image') })

/** GET /avatars/:name. */
export const AvatarNameSchema = v.object({ name: v.string() })

export type UpdateUserInput = v.InferOutput<typeof UpdateUserSchema>
export type DeleteAccountInput = v.InferOutput<typeof DeleteAccountSchema>
