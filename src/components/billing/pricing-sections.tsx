import { Check, Coins, Loader2, Minus } from 'lucide-react'
import { currentLocale } from '@/i18n/use-locale'
import type { Catalogue, CataloguePlan, Currency } from '@/modules/billing'
import * as m from '@/paraglide/messages'
import { Faq } from '../marketing/sections'
import { Button } from '../ui/button'
import { formatCount, formatMoney } from './money'
import { rankName } from './plan-names'
import type { BuyKey } from './use-checkout'

type Cell = string | boolean

const TABLE_FRAME = 'relative mt-10 overflow-x-auto rounded-lg border border-line'

const ROWS: { label: () => string; cell: (plan: CataloguePlan) => Cell }[] = [
  { label: m.billing_table_slow, cell: (p) => m.billing_table_per_day({ count: formatCount(p.quotas.slow.limit) }) },
  {
    label: m.billing_table_priority,
    cell: (p) =>
      p.quotas.priority.limit > 0 ? m.billing_table_per_month({ count: formatCount(p.quotas.priority.limit) }) : false,
  },
  { label: m.billing_table_variations, cell: (p) => String(p.image.max_variations) },
  { label: m.billing_table_svg, cell: (p) => p.image.svg_export },
  { label: m.billing_table_lane, cell: (p) => p.image.priority_lane },
]

/** Every plan's allowances and permissions, generated from the ranks. */
export function FeatureTable({ catalogue }: { catalogue: Catalogue }) {
  // `relative`: the cells' screen-reader text is positioned, and must scroll with the table, not
  // widen the page; focusable, so a keyboard can scroll it on a narrow screen.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className={TABLE_FRAME} tabIndex={0} aria-label={m.billing_table_heading()}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{m.billing_table_heading()}</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium text-ink-muted">
              {m.billing_table_feature()}
            </th>
            {catalogue.plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-4 py-3 font-display text-base text-ink">
                {rankName(plan.rank_name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label()} className="border-t border-line">
              <th scope="row" className="px-4 py-3 font-normal text-ink">
                {row.label()}
              </th>
              {catalogue.plans.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-ink">
                  <CellValue value={row.cell(plan)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function CellValue({ value }: { value: Cell }) {
  if (typeof value === 'string') return value
  return value ? (
    <span className="inline-flex items-center gap-1.5 text-success">
      <Check className="size-4" aria-hidden />
      <span className="sr-only">{m.billing_yes()}</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-ink-muted">
      <Minus className="size-4" aria-hidden />
      <span className="sr-only">{m.billing_no()}</span>
    </span>
  )
}

/** One-off packs of priority designs that never expire. */
export function CreditPacks({
  catalogue,
  currency,
  pending,
  onChoose,
}: {
  catalogue: Catalogue
  currency: Currency
  pending: BuyKey | null
  onChoose: (key: BuyKey) => void
}) {
  const lang = currentLocale().htmlLang
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="credit-packs">
      {catalogue.packs.map((pack) => {
        const price = pack.prices.find((p) => p.currency === currency)
        if (!price) return null
        return (
          <li
            key={pack.id}
            data-pack={pack.id}
            className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface p-5"
          >
            <Coins className="size-8 shrink-0 text-gold" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-display text-xl text-ink">{m.billing_pack_credits({ count: pack.credits })}</p>
              <p className="text-sm text-ink-muted">
                {formatMoney(price.amount, currency, lang, { trimZeros: true })} ·{' '}
                {m.billing_pack_each({
                  price: formatMoney(Math.round((price.amount / pack.credits) * 100) / 100, currency, lang),
                })}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={pending !== null}
              onClick={() => onChoose(pack.id)}
              aria-busy={pending === pack.id}
            >
              {pending === pack.id && <Loader2 className="animate-spin" aria-hidden />}
              {m.billing_pack_buy({ count: pack.credits })}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}

export function PricingFaq() {
  return (
    <Faq
      items={[
        { question: m.billing_faq_cancel_q(), answer: m.billing_faq_cancel_a() },
        { question: m.billing_faq_failed_q(), answer: m.billing_faq_failed_a() },
        { question: m.billing_faq_expire_q(), answer: m.billing_faq_expire_a() },
        { question: m.billing_faq_refund_q(), answer: m.billing_faq_refund_a() },
        { question: m.billing_faq_watermark_q(), answer: m.billing_faq_watermark_a() },
        { question: m.billing_faq_change_q(), answer: m.billing_faq_change_a() },
        { question: m.billing_faq_card_q(), answer: m.billing_faq_card_a() },
      ]}
    />
  )
}
