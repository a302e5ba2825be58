import { Link, useNavigate } from '@tanstack/react-router'
import { CreditCard, MousePointerClick, UserPlus, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import type { RecordType } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { chipClass } from './pager'
import type { RecordSearch } from './search'

const DETAILS = '/{-$locale}/affiliate/details' as const

export const RECORD_TYPE_LABEL: Record<RecordType, { label: () => string; icon: typeof MousePointerClick }> = {
  click: { label: m.affiliate_ui_type_click, icon: MousePointerClick },
  signup: { label: m.affiliate_ui_type_signup, icon: UserPlus },
  payment: { label: m.affiliate_ui_type_payment, icon: CreditCard },
}

/** The record type as links (the URL keeps it), and a date range applied as one step. */
export function RecordFilters({ search }: { search: RecordSearch }) {
  const params = useLocaleParams()
  const range = { from: search.from, to: search.to }
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label={m.affiliate_ui_filter_type_aria()} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 sm:pb-0">
        <ul className="flex gap-2">
          <li>
            <Link
              to={DETAILS}
              params={params}
              search={range}
              aria-current={!search.type ? 'true' : undefined}
              className={chipClass(!search.type)}
            >
              {m.affiliate_ui_filter_all()}
            </Link>
          </li>
          {(Object.keys(RECORD_TYPE_LABEL) as RecordType[]).map((type) => {
            const { label, icon: Icon } = RECORD_TYPE_LABEL[type]
            return (
              <li key={type}>
                <Link
                  to={DETAILS}
                  params={params}
                  search={{ ...range, type }}
                  aria-current={search.type === type ? 'true' : undefined}
                  className={chipClass(search.type === type)}
                >
                  <Icon aria-hidden />
                  {label()}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {/* Remounted when the URL's range changes (back, forward, clear), so the inputs show it. */}
      <DateRange key={`${search.from ?? ''}|${search.to ?? ''}`} search={search} />
    </div>
  )
}

function DateRange({ search }: { search: RecordSearch }) {
  const id = useId()
  const params = useLocaleParams()
  const navigate = useNavigate()
  const [from, setFrom] = useState(search.from ?? '')
  const [to, setTo] = useState(search.to ?? '')
  const filtered = Boolean(search.from || search.to)
  const changed = from !== (search.from ?? '') || to !== (search.to ?? '')
  const apply = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: DETAILS, params, search: { type: search.type, from: from || undefined, to: to || undefined } })
  }
  const input =
    'block h-10 w-full rounded-sm border border-line-strong bg-surface-raised px-3 text-base text-ink focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus sm:text-sm'
  return (
    <form
      onSubmit={apply}
      aria-label={m.affiliate_ui_filter_dates_aria()}
      className="flex flex-wrap items-end gap-2"
      aria-describedby={`${id}-utc`}
    >
      <div className="min-w-36 flex-1 sm:flex-none">
        <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-medium text-ink-muted">
          {m.affiliate_ui_filter_from()}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
          className={input}
        />
      </div>
      <div className="min-w-36 flex-1 sm:flex-none">
        <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-medium text-ink-muted">
          {m.affiliate_ui_filter_to()}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
          className={input}
        />
      </div>
      <Button type="submit" variant="secondary" className="h-10" disabled={!changed}>
        {m.affiliate_ui_filter_apply()}
      </Button>
      {filtered && (
        <Link
          to={DETAILS}
          params={params}
          search={{ type: search.type }}
          className={buttonVariants({ variant: 'ghost', className: 'h-10' })}
          aria-label={m.affiliate_ui_filter_clear_dates()}
        >
          <X aria-hidden />
          {m.affiliate_ui_filter_clear()}
        </Link>
      )}
      <p id={`${id}-utc`} className="w-full text-xs text-ink-faint">
        {m.affiliate_ui_filter_utc()}
      </p>
    </form>
  )
}
