import type { RequestContext } from '@/server/caller'

/**
 * Told once when an account is created (e-mail sign-up, or a first Google or Apple sign-in), with
 * the referral the visit carried; the affiliate programme attributes it (composition root).
 */
export type OnNewUser = (
  user: { id: string; email: string },
  referral: { code: string | null; referralUrl: string | null; source: string | null },
  context: RequestContext,
) => Promise<void>
