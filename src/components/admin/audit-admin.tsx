import type { Column } from '@/components/ui/data-table'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useLocaleParams } from '@/i18n/use-locale'
import type { fetchAuditLog } from '@/modules/affiliate/affiliate.functions'
import * as m from '@/paraglide/messages'
import { auditQuery, hasNextPage, usePrefetch } from './admin-queries'
import { AUDIT_ENTITIES, type AuditSearch } from './admin-search'
import { AdminList, FilterBar, FilterSelect, SearchBox, ShortId, When } from './admin-ui'

type AuditRow = Awaited<ReturnType<typeof fetchAuditLog>>['items'][number]

const ROUTE = '/{-$locale}/admin/affiliates/audit' as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const ENTITY: Record<(typeof AUDIT_ENTITIES)[number], () => string> = {
  affiliate: m.admin_aff_entity_affiliate,
  commission: m.admin_aff_entity_commission,
  settlement: m.admin_aff_entity_settlement,
  referral: m.admin_aff_entity_referral,
}

/** A value as recorded: a state's name, or the JSON of terms. */
function Value({ value }: { value: string | null }) {
  if (value === null || value === '') return <span className="text-ink-faint">—</span>
  return (
    <code className="rounded-sm bg-surface-raised px-1.5 py-0.5 font-mono text-xs text-ink [overflow-wrap:anywhere]">
      {value}
    </code>
  )
}

/** Every change of state the programme made or an operator made, newest first. */
export function AuditAdmin({ search }: { search: AuditSearch }) {
  const navigate = useNavigate()
  const params = useLocaleParams()
  const client = useQueryClient()
  const query = useQuery(auditQuery(search))
  usePrefetch(client, hasNextPage(query.data) ? auditQuery({ ...search, page: (query.data?.page ?? 1) + 1 }) : null)
  const go = (next: AuditSearch) => void navigate({ to: ROUTE, params, search: next })

  const columns: Column<AuditRow>[] = [
    { key: 'at', header: m.admin_aff_col_at(), rowHeader: true, cell: (row) => <When at={row.at} time /> },
    {
      key: 'entity',
      header: m.admin_aff_col_entity(),
      cell: (row) => {
        const entity = (AUDIT_ENTITIES as readonly string[]).includes(row.entity)
          ? (row.entity as AuditSearch['entity'])
          : undefined
        return (
          <span className="whitespace-nowrap">
            {ENTITY[row.entity as keyof typeof ENTITY]?.() ?? row.entity}{' '}
            {row.entity_id && search.id !== row.entity_id ? (
              <Link
                to={ROUTE}
                params={params}
                search={{ entity, id: row.entity_id }}
                title={m.admin_aff_audit_history_of({ id: row.entity_id })}
                className="rounded-sm underline decoration-line-strong underline-offset-4 hover:decoration-accent"
              >
                <ShortId id={row.entity_id} />
              </Link>
            ) : (
              <ShortId id={row.entity_id} />
            )}
          </span>
        )
      },
    },
    { key: 'action', header: m.admin_aff_col_action(), cell: (row) => <code className="font-mono text-xs">{row.action}</code> },
    {
      key: 'change',
      header: m.admin_aff_col_change(),
      wide: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <Value value={row.from} />
          <ArrowRight className="size-3.5 shrink-0 text-ink-muted" aria-label={m.admin_aff_change_to()} />
          <Value value={row.to} />
        </span>
      ),
    },
    {
      key: 'actor',
      header: m.admin_aff_col_actor(),
      cell: (row) =>
        !row.actor ? (
          <span className="text-ink-muted">{m.admin_aff_actor_system()}</span>
        ) : UUID.test(row.actor) ? (
          <ShortId id={row.actor} />
        ) : (
          // The programme's own moves name their cause: `system:hold`, `system:refund`…
          <code className="font-mono text-xs text-ink-muted">{row.actor}</code>
        ),
    },
  ]

  return (
    <section aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading" className="mb-6 font-display text-display-sm text-ink">
        {m.admin_aff_audit_heading()}
      </h2>
      <FilterBar>
        <FilterSelect
          label={m.admin_aff_filter_entity()}
          value={search.entity ?? 'all'}
          options={[
            { value: 'all', label: m.admin_aff_filter_all() },
            ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY[e]() })),
          ]}
          onChange={(value) => go({ ...search, entity: value === 'all' ? undefined : value, page: undefined })}
        />
        <SearchBox
          type="text"
          label={m.admin_aff_filter_entity_id()}
          value={search.id ?? ''}
          placeholder={m.admin_aff_filter_entity_id_placeholder()}
          onSearch={(id) => go({ ...search, id: id || undefined, page: undefined })}
        />
      </FilterBar>
      <AdminList
        query={query}
        empty={{ title: m.admin_aff_audit_empty(), body: search.entity || search.id ? m.admin_aff_empty_filtered() : undefined }}
        table={{ caption: m.admin_aff_audit_caption(), columns, rowKey: (row) => String(row.id) }}
        pageLink={(page, props) => (
          <Link to={ROUTE} params={params} search={{ ...search, page: page > 1 ? page : undefined }} {...props} />
        )}
      />
    </section>
  )
}
