import * as v from 'valibot'
import { LOCALE_CODES } from '@/i18n/locales'
import { EmailSchema, NameSchema, PasswordSchema } from '@/modules/accounts'

/** Schemas shared by the forms and the transports; every message is a catalogue key. */

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))))

/** The seed's referral fields, sent with sign-up and social sign-in. */
const referral = {
  source: optionalText(200),
  referral_url: optionalText(2000),
  distribution_code: optionalText(64),
}

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
export const EmailOnlySchema = v.object({ email: EmailSchema })
export const ResetPasswordSchema = v.object({ token: TokenSchema, password: PasswordSchema })

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

export type SignupInput = v.InferOutput<typeof SignupSchema>
export type LoginInput = v.InferOutput<typeof LoginSchema>
export type CompleteSignupInput = v.InferOutput<typeof CompleteSignupSchema>
export type EmailOnlyInput = v.InferOutput<typeof EmailOnlySchema>
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordSchema>
export type GoogleAuthUrlInput = v.InferOutput<typeof GoogleAuthUrlSchema>
export type GoogleLoginInput = v.InferOutput<typeof GoogleLoginSchema>
export type AppleLoginInput = v.InferOutput<typeof AppleLoginSchema>
