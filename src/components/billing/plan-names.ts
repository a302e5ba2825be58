import * as m from '@/paraglide/messages'

const RANK_NAMES: Record<string, () => string> = { FREE: m.rank_FREE, PRO: m.rank_PRO, STUDIO: m.rank_STUDIO }
const TAGLINES: Record<string, () => string> = {
  FREE: m.billing_plan_FREE_tagline,
  PRO: m.billing_plan_PRO_tagline,
  STUDIO: m.billing_plan_STUDIO_tagline,
}

/** A rank's name in the reader's language; a rank added later shows as stored. */
export const rankName = (rank: string) => (RANK_NAMES[rank.toUpperCase()] ?? (() => rank))()
export const rankTagline = (rank: string) => TAGLINES[rank.toUpperCase()]?.() ?? ''
