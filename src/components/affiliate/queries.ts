import { queryOptions, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { AffiliateView, CommissionStatus, RecordType, SettlementStatus } from '@/modules/affiliate'
import {
  fetchAffiliate,
  fetchCodes,
  fetchCommissions,
  fetchDashboard,
  fetchProgramme,
  fetchRecords,
  fetchSettlements,
} from '@/modules/affiliate/affiliate.functions'

/** Every list of the affiliate area shows this many rows a page. */
export const AFFILIATE_PAGE_SIZE = 20

/**
 * The affiliate's queries carry the user's id in their key: the browser's query cache outlives a
 * logout, and another account signing in on the same tab must never see these balances.
 */
export const affiliateKey = (userId: string) => ['affiliate', userId] as const

export const affiliateQuery = (userId: string) =>
  queryOptions({ queryKey: [...affiliateKey(userId), 'me'], queryFn: () => fetchAffiliate() })

/** The programme's terms are configuration: the same for everyone until a redeploy. */
export const programmeQuery = queryOptions({
  queryKey: ['affiliate-programme'],
  queryFn: () => fetchProgramme(),
  staleTime: 10 * 60_000,
})

export const dashboardQuery = (userId: string) =>
  queryOptions({ queryKey: [...affiliateKey(userId), 'dashboard'], queryFn: () => fetchDashboard() })

/** The codes, default first (the repository orders them so): the overview's link is the first. */
export const codesQuery = (userId: string, page = 1) =>
  queryOptions({
    queryKey: [...affiliateKey(userId), 'codes', { page }],
    queryFn: () => fetchCodes({ data: { page, page_size: AFFILIATE_PAGE_SIZE } }),
  })

export interface RecordFilter {
  type?: RecordType
  /** Unix seconds, inclusive. */
  from?: number
  to?: number
  page: number
}

export const recordsQuery = (userId: string, { type, from, to, page }: RecordFilter) =>
  queryOptions({
    queryKey: [...affiliateKey(userId), 'records', { type, from, to, page }],
    queryFn: () => fetchRecords({ data: { type, from, to, page, page_size: AFFILIATE_PAGE_SIZE } }),
  })

export const commissionsQuery = (userId: string, { status, page }: { status?: CommissionStatus; page: number }) =>
  queryOptions({
    queryKey: [...affiliateKey(userId), 'commissions', { status, page }],
    queryFn: () => fetchCommissions({ data: { status, page, page_size: AFFILIATE_PAGE_SIZE } }),
  })

export const settlementsQuery = (userId: string, { status, page }: { status?: SettlementStatus; page: number }) =>
  queryOptions({
    queryKey: [...affiliateKey(userId), 'settlements', { status, page }],
    queryFn: () => fetchSettlements({ data: { status, page, page_size: AFFILIATE_PAGE_SIZE } }),
  })

/** Who has an affiliate area to look at: everyone ever approved (the server's WITH_RECORDS). */
export const hasAffiliateArea = (status: AffiliateView['status']) =>
  status === 'approved' || status === 'suspended' || status === 'banned'

/**
 * For route loaders: on the server the page waits for the data (it renders with it); in the
 * browser the navigation goes ahead and the list shows its previous page until the new one arrives.
 */
export async function prefetchForPage<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  const done = queryClient.prefetchQuery(options)
  if (typeof document === 'undefined') await done
}

/** After a payout or a new payout account: the balances and both money lists are read again. */
export function refreshMoney(queryClient: QueryClient, userId: string, view?: AffiliateView) {
  if (view) queryClient.setQueryData(affiliateQuery(userId).queryKey, view)
  for (const part of ['dashboard', 'commissions', 'settlements'])
    void queryClient.invalidateQueries({ queryKey: [...affiliateKey(userId), part] })
}
