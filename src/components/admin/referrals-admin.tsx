import type { Column } from '@/components/ui/data-table'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Ban, CheckCircle2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { type fetchAdminReferrals, reviewReferralFn } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { ActionDialog } from './action-dialog'
import { hasNextPage, referralsQuery, usePrefetch } from './admin-queries'
import { REFERRAL_FILTERS, type ReferralsSearch } from './admin-search'
import { REFERRAL_FLAG, REFERRAL_STATUS } from './admin-statuses'
import { AdminList, Badge, Email, FilterBar, FilterSelect, When } from './admin-ui'
import { useAdminAction } from './use-admin-action'

type ReferralRow = Awaited<ReturnType<typeof fetchAdminReferrals>>['items'][number]

const ROUTE = '/{-$locale}/admin/affiliates/referrals' as const

const FILTER_LABEL: Record<(typeof REFERRAL_FILTERS)[number], () => string> = {
  flagged: m.admin_aff_referral_flagged,
  active: m.admin_aff_referral_active,
  blocked: m.admin_aff_referral_blocked,
  all: m.admin_aff_filter_all,
}

/** Referred sign-ups, the flagged ones first: clear one (its commissions count) or block it (they are reversed). */
export function ReferralsAdmin({ search }: { search: ReferralsSearch }) {
  const navigate = useNavigate()
  const params = useLocaleParams()
  const client = useQueryClient()
  const query = useQuery(referralsQuery(search))
  usePrefetch(client, hasNextPage(query.data) ? referralsQuery({ ...search, page: (query.data?.page ?? 1) + 1 }) : null)
  const status = search.status ?? 'flagged'

  const columns: Column<ReferralRow>[] = [
    {
      key: 'referred',
      header: m.admin_aff_col_referred(),
      rowHeader: true,
      cell: (row) => <Email address={row.referred_email} className="font-medium" />,
    },
    {
      key: 'affiliate',
      header: m.admin_aff_col_affiliate(),
      cell: (row) => <Email address={row.affiliate_email} />,
    },
    { key: 'code', header: m.admin_aff_col_code(), cell: (row) => <code className="font-mono text-xs">{row.code ?? '—'}</code> },
    {
      key: 'flags',
      header: m.admin_aff_col_flags(),
      wide: true,
      cell: (row) =>
        row.flags.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {row.flags.map((flag) => (
              <li key={flag}>
                <Badge tone="warning">{REFERRAL_FLAG[flag]?.() ?? flag}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-ink-faint">—</span>
        ),
    },
    {
      key: 'status',
      header: m.admin_aff_col_status(),
      cell: (row) => {
        const s = REFERRAL_STATUS[row.status]
        return s ? <Badge tone={s.tone}>{s.label()}</Badge> : row.status
      },
    },
    { key: 'at', header: m.admin_aff_col_signed_up(), cell: (row) => <When at={row.created_at} /> },
    { key: 'actions', header: m.admin_aff_col_actions(), wide: true, cell: (row) => <ReferralActions row={row} /> },
  ]

  return (
    <section aria-labelledby="admin-referrals-heading">
      <h2 id="admin-referrals-heading" className="mb-2 font-display text-display-sm text-ink">
        {m.admin_aff_referrals_heading()}
      </h2>
      <p className="mb-6 max-w-3xl text-sm text-ink-muted">{m.admin_aff_referrals_lede()}</p>
      <FilterBar>
        <FilterSelect
          label={m.admin_aff_filter_status()}
          value={status}
          options={REFERRAL_FILTERS.map((f) => ({ value: f, label: FILTER_LABEL[f]() }))}
          onChange={(value) => void navigate({ to: ROUTE, params, search: { status: value === 'flagged' ? undefined : value } })}
        />
      </FilterBar>
      <AdminList
        query={query}
        empty={{ title: status === 'flagged' ? m.admin_aff_referrals_empty_flagged() : m.admin_aff_referrals_empty() }}
        table={{ caption: m.admin_aff_referrals_caption(), columns, rowKey: (row) => row.id }}
        pageLink={(page, props) => (
          <Link to={ROUTE} params={params} search={{ ...search, page: page > 1 ? page : undefined }} {...props} />
        )}
      />
    </section>
  )
}

function ReferralActions({ row }: { row: ReferralRow }) {
  const { busy, run } = useAdminAction()
  const who = row.referred_email ?? row.id.slice(0, 8)
  return (
    <div className="flex flex-wrap gap-2">
      {row.status !== 'active' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'clear',
              () => reviewReferralFn({ data: { referral_id: row.id, action: 'clear' } }),
              () => m.admin_aff_done_cleared({ email: who }),
            ).catch(() => {})
          }
        >
          <CheckCircle2 aria-hidden />
          {m.admin_aff_action_clear()}
        </Button>
      )}
      {row.status !== 'blocked' && (
        <ActionDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-danger hover:text-danger">
              <Ban aria-hidden />
              {m.admin_aff_action_block()}
            </Button>
          }
          title={m.admin_aff_block_title()}
          description={m.admin_aff_block_body({ email: who })}
          confirmLabel={m.admin_aff_action_block()}
          tone="danger"
          onConfirm={() =>
            run(
              'block',
              () => reviewReferralFn({ data: { referral_id: row.id, action: 'block' } }),
              () => m.admin_aff_done_blocked({ email: who }),
            )
          }
        />
      )}
    </div>
  )
}
