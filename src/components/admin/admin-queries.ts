import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  fetchAdminAffiliates,
  fetchAdminCommissions,
  fetchAdminReferrals,
  fetchAdminSettlements,
  fetchAuditLog,
  fetchProgramme,
} from '@/modules/affiliate/affiliate.functions'
import type { AffiliatesSearch, AuditSearch, CommissionsSearch, ReferralsSearch, SettlementsSearch } from './admin-search'

/** Every operator list lives under this key: an action refreshes them all (a ban moves commissions too). */
export const ADMIN_AFFILIATE_KEY = ['admin-affiliate'] as const
export const ADMIN_PAGE_SIZE = 20

export const affiliatesQuery = ({ status, q, page = 1 }: AffiliatesSearch) =>
  queryOptions({
    queryKey: [...ADMIN_AFFILIATE_KEY, 'affiliates', { status, q, page }],
    queryFn: () => fetchAdminAffiliates({ data: { status, q: q || undefined, page, page_size: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const referralsQuery = ({ status = 'flagged', page = 1 }: ReferralsSearch) =>
  queryOptions({
    queryKey: [...ADMIN_AFFILIATE_KEY, 'referrals', { status, page }],
    queryFn: () =>
      fetchAdminReferrals({ data: { status: status === 'all' ? undefined : status, page, page_size: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const commissionsQuery = ({ status, page = 1 }: CommissionsSearch) =>
  queryOptions({
    queryKey: [...ADMIN_AFFILIATE_KEY, 'commissions', { status, page }],
    queryFn: () => fetchAdminCommissions({ data: { status, page, page_size: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const settlementsQuery = ({ status, page = 1 }: SettlementsSearch) =>
  queryOptions({
    queryKey: [...ADMIN_AFFILIATE_KEY, 'settlements', { status, page }],
    queryFn: () => fetchAdminSettlements({ data: { status, page, page_size: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const auditQuery = ({ entity, id, page = 1 }: AuditSearch) =>
  queryOptions({
    queryKey: [...ADMIN_AFFILIATE_KEY, 'audit', { entity, id, page }],
    queryFn: () => fetchAuditLog({ data: { entity, entity_id: id || undefined, page, page_size: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

/** The programme's own terms: the defaults an affiliate's override replaces. */
export const programmeQuery = queryOptions({
  queryKey: ['affiliate-programme'],
  queryFn: () => fetchProgramme(),
  staleTime: 5 * 60_000,
})

/** Whether a list has a page after the one shown. */
export const hasNextPage = (data: { page: number; page_size: number; total: number } | undefined) =>
  data ? data.page * data.page_size < data.total : false

/** Reads the next page ahead while this one is shown, so "Next" answers at once (`next` is null on the last page). */
export function usePrefetch(client: QueryClient, next: { queryKey: readonly unknown[] } | null) {
  const key = next ? JSON.stringify(next.queryKey) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's key says when it is another query.
  useEffect(() => {
    if (next) void client.prefetchQuery(next as Parameters<QueryClient['prefetchQuery']>[0])
  }, [client, key])
}
