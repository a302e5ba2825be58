import * as v from 'valibot'
import { LOCALE_CODES } from '@/i18n/locales'
import { THEME_PREFERENCES } from '@/lib/theme'
import { AVATAR_URL } from '@/modules/accounts/avatar-url'
import { PasswordSchema } from './password-policy'

/** Schemas shared by the forms and the REST handlers; every message is a catalogue key. */
export const EmailSchema = v.pipe(
  v.string('validation_required'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'validation_required'),
  v.maxLength(254, 'validation_email'),
  v.email('validation_email'),
)

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))))

/** The seed's referral fields, sent with sign-up and social sign-in. */
const referral = {
  source: optionalText(200),
  referral_url: optionalText(2000),
  distribution_code: optionalText(64),
}

export const NameSchema = v.pipe(v.string(), v.trim(), v.maxLength(80, 'validation_name_long'))

export const SignupSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: v.optional(NameSchema),
  locale: v.optional(v.picklist(LOCALE_CODES, 'validation_locale')),
  ...referral,
})

export const LoginSchema = v.object({
  email: EmailSchema,
  // Any length may be tried; the policy applies to new passwords only.
  password: v.pipe(
    v.string('validation_required'),
    v.minLength(1, 'validation_required'),
    v.maxLength(1024, 'validation_password_long'),
  ),
  ...referral,
})

export const TokenSchema = v.pipe(
  v.string('validation_required'),
  v.minLength(1, 'validation_required'),
  v.maxLength(200, 'validation_token'),
)

export const CompleteSignupSchema = v.object({ token: TokenSchema })
/** `?token=` of the pages mailed links open: missing or malformed reads as no token. */
export const TokenSearchSchema = v.object({ token: v.fallback(v.optional(TokenSchema), undefined) })
export const EmailOnlySchema = v.object({ email: EmailSchema })
export const ResetPasswordSchema = v.object({ token: TokenSchema, password: PasswordSchema })

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

export const GoogleAuthUrlSchema = v.object({
  redirect_uri: v.pipe(v.string('validation_required'), v.url('validation_required')),
})

export const GoogleLoginSchema = v.pipe(
  v.object({
    credential: v.nullish(v.pipe(v.string(), v.maxLength(8192))),
    code: v.nullish(v.pipe(v.string(), v.maxLength(2048))),
    state: v.nullish(v.pipe(v.string(), v.maxLength(256))),
    // RFC 9207: providers that name themselves in the redirect (issuer mix-up protection).
    iss: v.nullish(v.pipe(v.string(), v.maxLength(512))),
    redirect_uri: v.nullish(v.pipe(v.string(), v.url('validation_required'))),
    ...referral,
  }),
  v.check((body) => !!body.credential || !!body.code, 'validation_required'),
)

export const AppleLoginSchema = v.object({
  id_token: v.pipe(v.string('validation_required'), v.minLength(1, 'validation_required'), v.maxLength(8192)),
  code: v.nullish(v.pipe(v.string(), v.maxLength(2048))),
  // Apple sends the name once, on the first sign-in: as an object from its JS, as JSON in form posts.
  user: v.nullish(v.union([v.string(), v.record(v.string(), v.unknown())])),
  redirect_uri: v.nullish(v.string()),
  ...referral,
})
