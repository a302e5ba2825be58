import type { Column } from '@/components/ui/data-table'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import { COMMISSION_STATUSES } from '@/modules/affiliate'
import type { fetchAdminCommissions } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { commissionsQuery, hasNextPage, usePrefetch } from './admin-queries'
import type { CommissionsSearch } from './admin-search'
import { COMMISSION_KIND, COMMISSION_STATUS } from './admin-statuses'
import { AdminList, Badge, FilterBar, FilterSelect, money, percentOfBps, ShortId, When } from './admin-ui'

type CommissionRow = Awaited<ReturnType<typeof fetchAdminCommissions>>['items'][number]

const ROUTE = '/{-$locale}/admin/affiliates/commissions' as const

/** Every commission of the programme, newest first, by status. */
export function CommissionsAdmin({ search }: { search: CommissionsSearch }) {
  const navigate = useNavigate()
  const params = useLocaleParams()
  const client = useQueryClient()
  const query = useQuery(commissionsQuery(search))
  usePrefetch(client, hasNextPage(query.data) ? commissionsQuery({ ...search, page: (query.data?.page ?? 1) + 1 }) : null)

  const columns: Column<CommissionRow>[] = [
    {
      key: 'created',
      header: m.admin_aff_col_created(),
      rowHeader: true,
      cell: (row) => (
        <>
          <When at={row.created_at} />
          <span className="block text-xs text-ink-muted">{COMMISSION_KIND[row.kind]()}</span>
        </>
      ),
    },
    {
      key: 'affiliate',
      header: m.admin_aff_col_affiliate(),
      cell: (row) =>
        row.affiliate_email ? (
          <span className="[overflow-wrap:anywhere]">{row.affiliate_email}</span>
        ) : (
          <ShortId id={row.affiliate_id} />
        ),
    },
    { key: 'code', header: m.admin_aff_col_code(), cell: (row) => <code className="font-mono text-xs">{row.code ?? '—'}</code> },
    { key: 'base', header: m.admin_aff_col_base(), numeric: true, cell: (row) => money(row.base) },
    { key: 'rate', header: m.admin_aff_col_rate(), numeric: true, cell: (row) => percentOfBps(row.rate_bps) },
    {
      key: 'amount',
      header: m.admin_aff_col_amount(),
      numeric: true,
      cell: (row) => <span className="font-medium">{money(row.amount)}</span>,
    },
    {
      key: 'status',
      header: m.admin_aff_col_status(),
      cell: (row) => <Badge tone={COMMISSION_STATUS[row.status].tone}>{COMMISSION_STATUS[row.status].label()}</Badge>,
    },
    { key: 'available', header: m.admin_aff_col_available_at(), cell: (row) => <When at={row.available_at} /> },
    { key: 'settlement', header: m.admin_aff_col_settlement(), cell: (row) => <ShortId id={row.settlement_id} /> },
  ]

  return (
    <section aria-labelledby="admin-commissions-heading">
      <h2 id="admin-commissions-heading" className="mb-6 font-display text-display-sm text-ink">
        {m.admin_aff_commissions_heading()}
      </h2>
      <FilterBar>
        <FilterSelect
          label={m.admin_aff_filter_status()}
          value={search.status ?? 'all'}
          options={[
            { value: 'all', label: m.admin_aff_filter_all() },
            ...COMMISSION_STATUSES.map((s) => ({ value: s, label: COMMISSION_STATUS[s].label() })),
          ]}
          onChange={(value) => void navigate({ to: ROUTE, params, search: { status: value === 'all' ? undefined : value } })}
        />
      </FilterBar>
      <AdminList
        query={query}
        empty={{ title: m.admin_aff_commissions_empty(), body: search.status ? m.admin_aff_empty_filtered() : undefined }}
        table={{ caption: m.admin_aff_commissions_caption(), columns, rowKey: (row) => row.id }}
        pageLink={(page, props) => (
          <Link to={ROUTE} params={params} search={{ ...search, page: page > 1 ? page : undefined }} {...props} />
        )}
      />
    </section>
  )
}
