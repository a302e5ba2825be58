import { recordClickFn } from '../affiliate.functions'

let lastReported: string | undefined

/**
 * Tells the programme about a visit through `?ref=CODE` (the server counts it once an hour per
 * visitor and never answers whether the code exists). A page and its first navigation event both
 * see the same URL; it is reported once.
 */
export async function reportClick(code: string, landingUrl: string, referrer: string): Promise<void> {
  const key = `${code}\n${landingUrl}`
  if (lastReported === key) return
  lastReported = key
  await recordClickFn({
    data: { distribution_code: code, landing_url: landingUrl.slice(0, 2000), referrer: referrer.slice(0, 2000) || null },
  })
}
