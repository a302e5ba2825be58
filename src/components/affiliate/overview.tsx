import * as m from '@/paraglide/messages'
import { AreaHeader } from './area-header'
import { BalanceCards, NextPayout } from './balance-cards'
import { CurrencyBalances } from './currency-balances'
import { Panel } from './panel'
import { PayoutAccountForm } from './payout-account-form'
import { ReferralLink } from './referral-link'
import { RequestPayout } from './request-payout'
import { termsOf, TermsList } from './terms-list'
import { useAffiliate } from './use-affiliate'

/**
 * /affiliate: the link to share, what it has earned and when it is paid, where it is paid to,
 * and the terms that apply. A closed account keeps only what it can still read.
 */
export function AffiliateOverview() {
  const affiliate = useAffiliate()
  const closed = affiliate.status === 'banned'
  return (
    <div className="space-y-8">
      <AreaHeader
        title={m.affiliate_ui_overview_heading()}
        lede={closed ? m.affiliate_ui_overview_lede_closed() : m.affiliate_ui_overview_lede()}
      />
      {!closed && <ReferralLink affiliate={affiliate} />}
      <section aria-labelledby="affiliate-balance" className="space-y-4">
        <h2 id="affiliate-balance" className="font-display text-xl text-ink">
          {m.affiliate_ui_balance_heading()}
        </h2>
        <BalanceCards affiliate={affiliate} />
        {!closed && (
          <div className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-5 md:flex-row md:items-start md:justify-between">
            <NextPayout affiliate={affiliate} />
            <RequestPayout
              affiliate={affiliate}
              available={affiliate.balance.available}
              className="md:max-w-sm md:shrink-0 md:items-end md:text-right"
            />
          </div>
        )}
        <CurrencyBalances affiliate={affiliate} />
      </section>
      {!closed && (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Panel id="affiliate-account" title={m.affiliate_ui_account_heading()} description={m.affiliate_ui_account_lede()}>
            <PayoutAccountForm affiliate={affiliate} />
          </Panel>
          <Panel id="affiliate-terms" title={m.affiliate_ui_your_terms_heading()} description={m.affiliate_ui_your_terms_lede()}>
            <TermsList terms={termsOf(affiliate.programme, affiliate)} />
          </Panel>
        </div>
      )}
    </div>
  )
}
