import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Check, Copy, Link2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { toast } from '@/lib/toast'
import type { AffiliateView } from '@/modules/affiliate'
import { publicOriginQuery } from '@/modules/site/client/origin-query'
import * as m from '@/paraglide/messages'
import { count, duration } from './format'
import { Panel } from './panel'
import { codesQuery } from './queries'
import { useUserId } from './use-affiliate'

/** A code's link: the home page on the site's public origin. */
export const referralLink = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`

/**
 * The public origin (PUBLIC_URL) as the root route read it on the server; the browser gets it
 * with the page's query cache, so the link is the same text on both sides of hydration.
 */
export function usePublicOrigin(): string {
  return useQuery(publicOriginQuery).data ?? ''
}

/** The default code's link with a copy button, and what it has brought so far. */
export function ReferralLink({ affiliate }: { affiliate: AffiliateView }) {
  const codes = useQuery(codesQuery(useUserId()))
  const origin = usePublicOrigin()
  const params = useLocaleParams()
  const code = codes.data?.items[0]
  const paused = affiliate.status !== 'approved' || (code && !code.active)
  return (
    <Panel
      id="affiliate-link"
      title={m.affiliate_ui_link_heading()}
      description={m.affiliate_ui_link_lede({ days: duration(affiliate.programme.cookie_days, 'day') })}
      actions={
        <Link
          to="/{-$locale}/affiliate/assets"
          params={params}
          className="text-sm font-medium text-ink underline decoration-accent underline-offset-4 hover:decoration-2"
        >
          {m.affiliate_ui_link_more()}
        </Link>
      }
    >
      {codes.isPending ? (
        <div className="h-11 animate-pulse rounded-sm bg-surface-raised" role="status" aria-label={m.affiliate_ui_loading()} />
      ) : code ? (
        <>
          <CopyField value={referralLink(origin, code.code)} label={m.affiliate_ui_link_label()} />
          {paused && <p className="mt-2 text-sm text-warning">{m.affiliate_ui_link_paused()}</p>}
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Figure term={m.affiliate_ui_total_clicks()} value={count(code.clicks)} />
            <Figure term={m.affiliate_ui_total_signups()} value={count(code.signups)} />
            <Figure term={m.affiliate_ui_total_customers()} value={count(code.customers)} />
          </dl>
        </>
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Link2 className="size-4" aria-hidden />
          {codes.isError ? m.affiliate_ui_error_body() : m.affiliate_ui_link_none()}
        </p>
      )}
    </Panel>
  )
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="font-medium text-ink tabular-nums">{value}</dd>
    </div>
  )
}

/** A read-only field with its copy button; where the clipboard is refused, the text is selected instead. */
export function CopyField({ value, label }: { value: string; label: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      toast.success(m.affiliate_ui_link_copied())
    } catch {
      input.current?.focus()
      input.current?.select()
      toast.info(m.affiliate_ui_link_copy_manual())
    }
  }
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-sm sm:flex-1 border border-line-strong bg-surface-raised px-3.5 font-mono text-sm text-ink focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus"
        />
        <Button onClick={() => void copy()} className="h-11 sm:w-32">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? m.affiliate_ui_link_copied_short() : m.affiliate_ui_link_copy()}
        </Button>
      </div>
    </div>
  )
}
