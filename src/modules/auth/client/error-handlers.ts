import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { RejectReason } from '@/engine'
import { splitLocale } from '@/i18n/paths'
import { localeParams } from '@/i18n/use-locale'
import type { ErrorHandler } from '@/lib/http/error-catalogue'
import { apiErrorHandlers } from '@/lib/http/error-registry'
import { ErrorCode } from '@/lib/errors/codes'
import { pricingDialog } from '@/lib/pricing-dialog'
import { toast } from '@/lib/toast'
import { isPaidRank, type UserInfo } from '@/modules/accounts'
import * as m from '@/paraglide/messages'
import { loginTarget } from '../guards'
import { forgetSession, USER_INFO_KEY } from './session'

const UPLOAD_REASONS: Record<string, () => string> = {
  empty: m.upload_rejected_empty,
  type: m.upload_rejected_type,
  size: m.upload_rejected_size,
  pixels: m.upload_rejected_pixels,
  truncated: m.upload_rejected_truncated,
  corrupt: m.upload_rejected_corrupt,
  polyglot: m.upload_rejected_polyglot,
  unsafe_svg: m.upload_rejected_unsafe_svg,
} satisfies Record<RejectReason, () => string>

/**
 * The session-specific part of the seed's error catalogue (section 8). Installed once in the
 * browser; the generic part (server message, `An error occurred.`, the network failure's text) stays in
 * lib/http/error-catalogue.ts.
 */
export function installAuthErrorHandlers(router: AnyRouter, queryClient: QueryClient): () => void {
  const info = () => queryClient.getQueryData<UserInfo | null>(USER_INFO_KEY) ?? null
  const toLogin: ErrorHandler = () => {
    const hadSession = !!info()
    forgetSession(queryClient)
    if (hadSession) toast.warning(m.session_expired())
    const { location } = router.state
    if (splitLocale(location.pathname).path === '/login') return
    void router.navigate(loginTarget(location) as never)
  }

  const handlers: [number, ErrorHandler][] = [
    [ErrorCode.UNAUTHORIZED, toLogin],
    [ErrorCode.FORBIDDEN, toLogin],
    [
      ErrorCode.NOT_ACTIVATED,
      (_error, request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email
        void router.navigate({
          to: '/{-$locale}/register/verification',
          params: localeParams(),
          search: typeof email === 'string' ? { email } : {},
        } as never)
      },
    ],
    [
      ErrorCode.QUOTA_EXHAUSTED,
      () => {
        toast.error(m.error_400102())
        pricingDialog.open('quota')
      },
    ],
    [ErrorCode.BAD_CREDENTIALS, () => toast.error(m.error_400016())],
    [ErrorCode.EMAIL_TAKEN, () => toast.error(m.error_400047())],
    [ErrorCode.TOKEN_INVALID, () => toast.error(m.error_400201())],
    [ErrorCode.PERMISSION_MISSING, () => pricingDialog.open('permission')],
    [
      ErrorCode.UPLOAD_REJECTED,
      (error) => toast.error((UPLOAD_REASONS[(error.data as { reason?: string } | null)?.reason ?? ''] ?? m.error_generic)()),
    ],
    // Forms show field errors beside their inputs; only an error that belongs to no field is toasted.
    [
      ErrorCode.VALIDATION,
      (error) => (error.data as { fields?: Record<string, string> } | null)?.fields?._ && toast.error(m.error_validation()),
    ],
    // The seed: a paid rank sees no toast for `request too fast`.
    [ErrorCode.TOO_FAST, () => !isPaidRank(info()?.rank.rank_name) && toast.warning(m.error_too_fast())],
  ]
  for (const [code, handler] of handlers) apiErrorHandlers.set(code, handler)
  return () => handlers.forEach(([code]) => apiErrorHandlers.delete(code))
}
