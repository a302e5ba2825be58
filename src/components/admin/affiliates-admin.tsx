import type { Column } from '@/components/ui/data-table'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Ban, Check, PauseCircle, PlayCircle, SlidersHorizontal, X } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { AFFILIATE_STATUSES, type AffiliateStatus, type ProgrammeView } from '@/modules/affiliate'
import { decideFn, type fetchAdminAffiliates, setTermsFn } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { ActionDialog } from './action-dialog'
import { affiliatesQuery, hasNextPage, programmeQuery, usePrefetch } from './admin-queries'
import type { AffiliatesSearch } from './admin-search'
import { AFFILIATE_STATUS } from './admin-statuses'
import { AdminList, Badge, Balances, Email, FilterBar, FilterSelect, percentOfBps, SearchBox, When } from './admin-ui'
import { useAdminAction } from './use-admin-action'

type AffiliateRow = Awaited<ReturnType<typeof fetchAdminAffiliates>>['items'][number]

const ROUTE = '/{-$locale}/admin/affiliates' as const

/** Applications and affiliates: filter by status, search by e-mail, decide, and set an affiliate's own terms. */
export function AffiliatesAdmin({ search }: { search: AffiliatesSearch }) {
  const navigate = useNavigate()
  const params = useLocaleParams()
  const client = useQueryClient()
  const query = useQuery(affiliatesQuery(search))
  const programme = useQuery(programmeQuery)
  usePrefetch(client, hasNextPage(query.data) ? affiliatesQuery({ ...search, page: (query.data?.page ?? 1) + 1 }) : null)
  const go = (next: AffiliatesSearch) => void navigate({ to: ROUTE, params, search: next })

  const columns: Column<AffiliateRow>[] = [
    {
      key: 'email',
      header: m.admin_aff_col_email(),
      rowHeader: true,
      cell: (row) => (
        <>
          <Email address={row.email} className="block font-medium" />
          {row.name && <span className="block text-xs text-ink-muted">{row.name}</span>}
        </>
      ),
    },
    { key: 'status', header: m.admin_aff_col_status(), cell: (row) => <StatusOf status={row.status} /> },
    { key: 'applied', header: m.admin_aff_col_applied(), cell: (row) => <When at={row.created_at} /> },
    {
      key: 'terms',
      header: m.admin_aff_col_terms(),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {m.admin_aff_terms_value({ rate: percentOfBps(row.rate_bps), months: String(row.reward_months) })}
          {customTerms(row, programme.data) && (
            <span className="ml-2 align-middle">
              <Badge tone="gold">{m.admin_aff_terms_custom()}</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'paypal',
      header: m.admin_aff_col_paypal(),
      wide: true,
      cell: (row) => <Email address={row.paypal_email} />,
    },
    { key: 'balances', header: m.admin_aff_col_balances(), wide: true, cell: (row) => <Balances balances={row.balances} /> },
    {
      key: 'actions',
      header: m.admin_aff_col_actions(),
      wide: true,
      cell: (row) => <AffiliateActions row={row} programme={programme.data} />,
    },
  ]

  return (
    <section aria-labelledby="admin-affiliates-heading">
      <h2 id="admin-affiliates-heading" className="mb-6 font-display text-display-sm text-ink">
        {m.admin_aff_affiliates_heading()}
      </h2>
      <FilterBar>
        <FilterSelect
          label={m.admin_aff_filter_status()}
          value={search.status ?? 'all'}
          options={[
            { value: 'all', label: m.admin_aff_filter_all() },
            ...AFFILIATE_STATUSES.map((s) => ({ value: s, label: AFFILIATE_STATUS[s].label() })),
          ]}
          onChange={(value) => go({ ...search, status: value === 'all' ? undefined : value, page: undefined })}
        />
        <SearchBox
          label={m.admin_aff_search_email()}
          value={search.q ?? ''}
          placeholder={m.admin_aff_search_email_placeholder()}
          onSearch={(q) => go({ ...search, q: q || undefined, page: undefined })}
        />
      </FilterBar>
      <AdminList
        query={query}
        empty={{
          title: m.admin_aff_affiliates_empty(),
          body: search.status || search.q ? m.admin_aff_empty_filtered() : undefined,
        }}
        table={{
          caption: m.admin_aff_affiliates_caption(),
          columns,
          rowKey: (row) => row.id,
          expand: (row) => <Application row={row} />,
          expandLabel: () => m.admin_aff_application_toggle(),
        }}
        pageLink={(page, props) => (
          <Link to={ROUTE} params={params} search={{ ...search, page: page > 1 ? page : undefined }} {...props} />
        )}
      />
    </section>
  )
}

function StatusOf({ status }: { status: AffiliateStatus }) {
  const s = AFFILIATE_STATUS[status]
  return <Badge tone={s.tone}>{s.label()}</Badge>
}

/** Terms of its own: a rate or a reward period other than the programme's. */
const customTerms = (row: AffiliateRow, programme: ProgrammeView | undefined) =>
  row.rate_override || (programme !== undefined && row.reward_months !== programme.reward_months)

/** What the applicant wrote: site, audience, plan; and the last decision's note. */
function Application({ row }: { row: AffiliateRow }) {
  const item = (term: string, value: ReactNode, className?: string) => (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-ink-muted">{term}</dt>
      <dd className="mt-1 text-sm text-ink [overflow-wrap:anywhere] whitespace-pre-line">{value}</dd>
    </div>
  )
  const none = <span className="text-ink-faint">—</span>
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {item(
        m.admin_aff_application_website(),
        row.website ? (
          <a
            href={row.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-ink underline decoration-accent underline-offset-4"
          >
            {row.website}
          </a>
        ) : (
          none
        ),
      )}
      {item(m.admin_aff_application_audience(), row.audience || none)}
      {item(m.admin_aff_application_plan(), row.promotion_plan || none, 'sm:col-span-2')}
      {row.decision_note && item(m.admin_aff_application_note(), row.decision_note, 'sm:col-span-2')}
    </dl>
  )
}

/** The decisions the affiliate's state allows (transitions.ts), and its terms. */
function AffiliateActions({ row, programme }: { row: AffiliateRow; programme: ProgrammeView | undefined }) {
  const { busy, run } = useAdminAction()
  const decide = (action: 'approve' | 'reject' | 'suspend' | 'reinstate' | 'ban', note: string | null, done: string) =>
    run(
      action,
      () => decideFn({ data: { affiliate_id: row.id, action, note } }),
      () => done,
    )
  const who = row.email ?? row.id.slice(0, 8)
  const ban = (
    <ActionDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-danger hover:text-danger">
          <Ban aria-hidden />
          {m.admin_aff_action_ban()}
        </Button>
      }
      title={m.admin_aff_ban_title()}
      description={m.admin_aff_ban_body({ email: who })}
      confirmLabel={m.admin_aff_action_ban()}
      tone="danger"
      note={{ label: m.admin_aff_note_label(), max: 500 }}
      onConfirm={(note) => decide('ban', note, m.admin_aff_done_banned({ email: who }))}
    />
  )
  const buttons = {
    pending: (
      <>
        <Button
          size="sm"
          disabled={busy !== null}
          onClick={() => void decide('approve', null, m.admin_aff_done_approved({ email: who })).catch(() => {})}
        >
          <Check aria-hidden />
          {m.admin_aff_action_approve()}
        </Button>
        <ActionDialog
          trigger={
            <Button variant="secondary" size="sm">
              <X aria-hidden />
              {m.admin_aff_action_reject()}
            </Button>
          }
          title={m.admin_aff_reject_title()}
          description={m.admin_aff_reject_body({ email: who })}
          confirmLabel={m.admin_aff_action_reject()}
          note={{ label: m.admin_aff_reject_reason(), hint: m.admin_aff_reject_reason_hint(), required: true, max: 500 }}
          onConfirm={(note) => decide('reject', note, m.admin_aff_done_rejected({ email: who }))}
        />
        {ban}
      </>
    ),
    approved: (
      <>
        <ActionDialog
          trigger={
            <Button variant="secondary" size="sm">
              <PauseCircle aria-hidden />
              {m.admin_aff_action_suspend()}
            </Button>
          }
          title={m.admin_aff_suspend_title()}
          description={m.admin_aff_suspend_body({ email: who })}
          confirmLabel={m.admin_aff_action_suspend()}
          note={{ label: m.admin_aff_note_label(), max: 500 }}
          onConfirm={(note) => decide('suspend', note, m.admin_aff_done_suspended({ email: who }))}
        />
        {ban}
      </>
    ),
    suspended: (
      <>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void decide('reinstate', null, m.admin_aff_done_reinstated({ email: who })).catch(() => {})}
        >
          <PlayCircle aria-hidden />
          {m.admin_aff_action_reinstate()}
        </Button>
        {ban}
      </>
    ),
    rejected: ban,
    banned: null,
  } satisfies Record<AffiliateStatus, ReactNode>
  return (
    <div className="flex flex-wrap gap-2">
      {buttons[row.status]}
      {row.status !== 'banned' && row.status !== 'rejected' && <TermsDialog row={row} programme={programme} />}
      {row.status === 'banned' && <span className="text-xs text-ink-faint">{m.admin_aff_no_actions()}</span>}
    </div>
  )
}

/** Whole percent with up to two decimals → basis points; empty → the programme's rate. */
function parseRate(text: string): number | null | 'invalid' {
  const value = text.trim().replace(',', '.')
  if (!value) return null
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return 'invalid'
  const bps = Math.round(Number(value) * 100)
  return bps <= 10_000 ? bps : 'invalid'
}

function parseMonths(text: string): number | null | 'invalid' {
  const value = text.trim()
  if (!value) return null
  if (!/^\d{1,3}$/.test(value)) return 'invalid'
  const months = Number(value)
  return months <= 120 ? months : 'invalid'
}

/** The affiliate's own rate and reward period; a field left empty follows the programme's terms. */
function TermsDialog({ row, programme }: { row: AffiliateRow; programme: ProgrammeView | undefined }) {
  const { run } = useAdminAction()
  const id = useId()
  const ownMonths = programme !== undefined && row.reward_months !== programme.reward_months
  const initial = () => ({
    rate: row.rate_override ? String(row.rate_bps / 100) : '',
    months: ownMonths ? String(row.reward_months) : '',
  })
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<{ rate?: boolean; months?: boolean }>({})
  const [saving, setSaving] = useState(false)
  const save = async (rate_bps: number | null, reward_months: number | null) => {
    setSaving(true)
    try {
      await run(
        'terms',
        () => setTermsFn({ data: { affiliate_id: row.id, rate_bps, reward_months } }),
        () => m.admin_aff_done_terms({ email: row.email ?? row.id.slice(0, 8) }),
      )
      setOpen(false)
    } catch {
      // toasted by the error catalogue
    } finally {
      setSaving(false)
    }
  }
  const field = (key: 'rate' | 'months', label: string, placeholder: string, hint: string, suffix: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-${key}`}
          inputMode="decimal"
          value={values[key]}
          placeholder={placeholder}
          aria-invalid={errors[key] || undefined}
          aria-describedby={`${id}-${key}-note`}
          onChange={(e) => {
            setValues((v) => ({ ...v, [key]: e.target.value }))
            setErrors((x) => ({ ...x, [key]: false }))
          }}
          className="block h-11 w-32 rounded-sm border border-line-strong bg-surface px-3.5 text-base text-ink tabular-nums focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger sm:text-sm"
        />
        <span className="text-sm text-ink-muted">{suffix}</span>
      </div>
      <p
        id={`${id}-${key}-note`}
        role={errors[key] ? 'alert' : undefined}
        className={errors[key] ? 'text-xs font-medium text-danger' : 'text-xs text-ink-muted'}
      >
        {errors[key] ? m.validation_range() : hint}
      </p>
    </div>
  )
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setValues(initial())
          setErrors({})
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <SlidersHorizontal aria-hidden />
          {m.admin_aff_action_terms()}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={m.admin_aff_terms_title()}
        description={m.admin_aff_terms_body({ email: row.email ?? row.id.slice(0, 8) })}
      >
        <form
          noValidate
          className="mt-5 space-y-5"
          onSubmit={(e) => {
            e.preventDefault()
            const rate = parseRate(values.rate)
            const months = parseMonths(values.months)
            if (rate === 'invalid' || months === 'invalid') {
              setErrors({ rate: rate === 'invalid', months: months === 'invalid' })
              return
            }
            void save(rate, months)
          }}
        >
          {field(
            'rate',
            m.admin_aff_terms_rate(),
            programme ? String(programme.rate_bps / 100) : '',
            m.admin_aff_terms_rate_hint({ rate: programme ? percentOfBps(programme.rate_bps) : '—' }),
            '%',
          )}
          {field(
            'months',
            m.admin_aff_terms_months(),
            programme ? String(programme.reward_months) : '',
            m.admin_aff_terms_months_hint({ months: programme ? String(programme.reward_months) : '—' }),
            m.admin_aff_terms_months_unit(),
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="link" size="sm" disabled={saving} onClick={() => void save(null, null)}>
              {m.admin_aff_terms_reset()}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <DialogClose asChild>
                <Button variant="ghost">{m.admin_aff_cancel_dialog()}</Button>
              </DialogClose>
              <Button type="submit" disabled={saving} aria-busy={saving}>
                {saving ? m.form_sending() : m.admin_aff_terms_save()}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
