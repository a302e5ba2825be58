import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { currentLocale } from '@/i18n/use-locale'
import { absoluteUrl } from '@/lib/public-origin'
import { BANNER_DESIGNS, type BannerDesign } from '@/modules/affiliate/banner.schema'
import { fetchAffiliate } from '@/modules/affiliate/affiliate.functions'
import { useUserInfo } from '@/modules/auth/client/use-session'
import * as m from '@/paraglide/messages'
import { affiliateLink } from './affiliate-link'
import { BannersSection } from './banners-section'
import { allCodesQuery, CodesSection } from './codes-section'
import { CopyTexts } from './copy-texts'
import { type BuilderState, LinkBuilder } from './link-builder'

/** The site's public origin (set by the root route), else the page's own. */
function pageOrigin(): string {
  const origin = absoluteUrl('')
  if (origin) return origin
  return typeof window === 'undefined' ? '' : window.location.origin
}

/**
 * The affiliate's marketing assets: codes, a link builder with its QR code, banners drawn by the
 * engine and ready-made texts. The builder's language is also the banners' and the texts'.
 */
export function AssetsPage({ page }: { page: number }) {
  const info = useUserInfo()
  const userId = info?.user.id ?? ''
  const affiliate = useQuery({ queryKey: ['affiliate', userId, 'me'], queryFn: () => fetchAffiliate(), enabled: !!userId })
  const codes = useQuery({ ...allCodesQuery(userId), enabled: !!userId })
  const [builder, setBuilder] = useState<BuilderState>(() => ({
    code: '',
    landing: 'home',
    locale: currentLocale().code,
    utm: { source: '', medium: '', campaign: '' },
  }))
  const [design, setDesign] = useState<BannerDesign>(BANNER_DESIGNS[0])
  const list = codes.data?.items ?? []
  // The first code (the default one) until another is picked; a code that went away falls back to it.
  const code = list.some((c) => c.code === builder.code) ? builder.code : (list[0]?.code ?? '')
  const origin = pageOrigin()
  const link = code ? affiliateLink({ origin, landing: builder.landing, locale: builder.locale, code, utm: builder.utm }) : null
  if (!userId) return null
  return (
    <div className="space-y-8">
      <div className="max-w-2xl pb-2">
        <h1 className="text-display-md text-ink">{m.affiliate_assets_heading()}</h1>
        <p className="mt-3 leading-relaxed text-ink-muted">{m.affiliate_assets_lede()}</p>
      </div>
      <CodesSection
        userId={userId}
        page={page}
        canCreate={affiliate.data?.status === 'approved'}
        onCreated={(made) => setBuilder((b) => ({ ...b, code: made.code }))}
      />
      <LinkBuilder codes={list} state={{ ...builder, code }} onChange={setBuilder} link={link} />
      <BannersSection locale={builder.locale} design={design} onDesign={setDesign} link={link} origin={origin} />
      <CopyTexts locale={builder.locale} link={link} />
    </div>
  )
}
