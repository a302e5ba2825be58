import { Info, Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { currentLocale } from '@/i18n/use-locale'
import { isPaidRank } from '@/modules/accounts'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { defaultCurrency, type Catalogue, type Currency } from '@/modules/billing'
import * as m from '@/paraglide/messages'
import { Section, SectionHeading } from '../marketing/sections'
import { Container, PageHeader } from '../page'
import { formatPercent } from './money'
import { PlanCards, yearlySaving, type Interval } from './plan-cards'
import { CreditPacks, FeatureTable, PricingFaq } from './pricing-sections'
import { Segmented } from './segmented'
import { useCheckout, type BuyKey } from './use-checkout'

export interface PricingSearch {
  /** A choice made before signing in, continued once signed in. */
  buy?: string
  currency?: Currency
  /** Back from a canceled checkout. */
  canceled?: 1
}

/** The switches every view of the plans shares: interval and currency. */
export function usePlanSwitches(catalogue: Catalogue, initialCurrency?: Currency) {
  const [interval, setInterval] = useState<Interval>('month')
  const [currency, setCurrency] = useState<Currency>(
    initialCurrency && catalogue.currencies.includes(initialCurrency) ? initialCurrency : defaultCurrency(currentLocale().code),
  )
  return { interval, setInterval, currency, setCurrency }
}

export function PlanSwitches({
  catalogue,
  interval,
  setInterval,
  currency,
  setCurrency,
}: ReturnType<typeof usePlanSwitches> & { catalogue: Catalogue }) {
  const lang = currentLocale().htmlLang
  const saving = yearlySaving(catalogue, currency)
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <Segmented
        name="billing-interval"
        legend={m.billing_interval_label()}
        value={interval}
        onChange={setInterval}
        options={[
          { value: 'month', label: m.billing_interval_month() },
          {
            value: 'year',
            label: (
              <>
                {m.billing_interval_year()}
                {saving > 0 && (
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-ink">
                    {m.billing_interval_saving({ percent: formatPercent(saving, lang) })}
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
      {catalogue.currencies.length > 1 && (
        <Segmented
          name="billing-currency"
          legend={m.billing_currency_label()}
          value={currency}
          onChange={setCurrency}
          options={catalogue.currencies.map((c) => ({ value: c as Currency, label: c }))}
        />
      )}
    </div>
  )
}

/** /pricing: plans side by side, the comparison from the ranks, credit packs and the questions people ask. */
export function PricingPage({ catalogue, search }: { catalogue: Catalogue; search: PricingSearch }) {
  const info = useUserInfo()
  const switches = usePlanSwitches(catalogue, search.currency)
  const checkout = useCheckout()
  const rank = info?.rank.rank_name ?? null
  const continued = useRef(false)

  // Back from signing in with a choice made before: carry on with it, once.
  useEffect(() => {
    if (continued.current || !info || !search.buy) return
    continued.current = true
    void checkout.start(search.buy, switches.currency)
  }, [info, search.buy, checkout, switches.currency])

  const choose = (key: BuyKey) => void checkout.start(key, switches.currency)
  return (
    <>
      <Container className="pt-16 sm:pt-24">
        <PageHeader eyebrow={m.pricing_eyebrow()} title={m.pricing_heading()} lede={m.pricing_lede()} align="center" />
        {search.canceled && (
          <p role="status" className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 text-sm text-ink-muted">
            <Info className="size-4 shrink-0" aria-hidden />
            {m.billing_canceled_notice()}
          </p>
        )}
        {checkout.pending && search.buy && (
          <p role="status" className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 text-sm text-ink">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {m.billing_redirecting()}
          </p>
        )}
        <div className="mt-10">
          <PlanSwitches catalogue={catalogue} {...switches} />
        </div>
        <div className="mt-12">
          <PlanCards
            catalogue={catalogue}
            interval={switches.interval}
            currency={switches.currency}
            currentRank={rank}
            subscribed={isPaidRank(rank)}
            pending={checkout.pending}
            onChoose={choose}
          />
        </div>
      </Container>
      <Section labelledBy="pricing-compare">
        <SectionHeading id="pricing-compare" title={m.billing_table_heading()} />
        <FeatureTable catalogue={catalogue} />
      </Section>
      <Section labelledBy="pricing-packs" className="pt-0 sm:pt-0">
        <SectionHeading id="pricing-packs" title={m.billing_packs_heading()} lede={m.billing_packs_lede()} />
        <CreditPacks catalogue={catalogue} currency={switches.currency} pending={checkout.pending} onChoose={choose} />
      </Section>
      <Section labelledBy="pricing-faq" className="pt-0 sm:pt-0">
        <SectionHeading id="pricing-faq" title={m.billing_faq_heading()} />
        <PricingFaq />
      </Section>
    </>
  )
}
