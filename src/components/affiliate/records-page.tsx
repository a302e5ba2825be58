import * as m from '@/paraglide/messages'
import { AreaHeader } from './area-header'
import { RecordFilters } from './record-filters'
import { RecordList } from './record-list'
import type { RecordSearch } from './search'

/** /affiliate/details: every click, sign-up and payment the codes brought, filtered from the URL. */
export function RecordsPage({ search }: { search: RecordSearch }) {
  return (
    <div className="space-y-6">
      <AreaHeader title={m.affiliate_details_heading()} lede={m.affiliate_details_lede()} />
      <RecordFilters search={search} />
      <RecordList search={search} />
    </div>
  )
}
