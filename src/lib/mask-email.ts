import { EMAIL_MASK_VISIBLE } from './constants'

/**
 * `jonathan@example.com` → `jon***@example.com`. At most three leading characters stay visible,
 * and never the whole local part: a two-letter name keeps one, so the mask always hides something.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return ''
  const at = email.lastIndexOf('@')
  if (at <= 0) return email.length > 1 ? `${email.slice(0, 1)}***` : '***'
  const local = email.slice(0, at)
  const visible = Math.min(EMAIL_MASK_VISIBLE, Math.max(1, local.length - 1))
  return `${local.slice(0, visible)}***${email.slice(at)}`
}
