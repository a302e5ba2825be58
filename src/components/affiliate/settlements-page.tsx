import * as m from '@/paraglide/messages'
import { AreaHeader } from './area-header'
import type { SettlementSearch } from './search'
import { CommissionList, SettlementList } from './settlement-lists'
import { useAffiliate } from './use-affiliate'

/** /affiliate/settlement: the payouts, then the commissions they are made of. */
export function SettlementsPage({ search }: { search: SettlementSearch }) {
  const affiliate = useAffiliate()
  return (
    <div className="space-y-10">
      <AreaHeader title={m.affiliate_settlement_heading()} lede={m.affiliate_ui_settlement_lede()} />
      <SettlementList search={search} affiliate={affiliate} />
      <CommissionList search={search} />
    </div>
  )
}
