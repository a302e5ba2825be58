import { useQuery } from '@tanstack/react-query'
import { CircleX } from 'lucide-react'
import { Breadcrumb } from '@/components/breadcrumb'
import { Container, PageHeader } from '@/components/page'
import * as m from '@/paraglide/messages'
import { ApplicationState } from './application-state'
import { ApplyForm } from './apply-form'
import { Panel } from './panel'
import { programmeQuery } from './queries'
import { termsOf, TermsList } from './terms-list'
import { useAffiliate } from './use-affiliate'

/**
 * /affiliate/apply: the form beside the terms it applies for. Someone whose application already
 * stands (under review, or an affiliate) sees that instead; after a refusal the reason comes first.
 */
export function ApplyPage() {
  const affiliate = useAffiliate()
  const programme = useQuery(programmeQuery).data ?? affiliate.programme
  if (affiliate.status !== 'none' && affiliate.status !== 'rejected')
    return (
      <Container className="py-12 sm:py-16">
        <ApplicationState affiliate={affiliate} />
      </Container>
    )
  return (
    <Container className="py-12 sm:py-16">
      <Breadcrumb to="/{-$locale}/affiliation">{m.affiliation_title()}</Breadcrumb>
      <PageHeader title={m.affiliate_apply_heading()} lede={m.affiliate_apply_lede()} />
      {affiliate.status === 'rejected' && (
        <div className="mt-8 flex max-w-3xl gap-3 rounded-lg border border-danger/40 bg-surface p-4 text-sm leading-relaxed">
          <CircleX className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          <div className="min-w-0 space-y-1">
            <p className="font-medium text-ink">{m.affiliate_ui_apply_again_title()}</p>
            {affiliate.decision_note && (
              <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                {m.affiliate_ui_apply_again_reason({ reason: affiliate.decision_note })}
              </p>
            )}
            <p className="text-ink-muted">{m.affiliate_ui_apply_again_body()}</p>
          </div>
        </div>
      )}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-16">
        <ApplyForm affiliate={affiliate} />
        <aside className="space-y-6 lg:sticky lg:top-24">
          <Panel id="affiliate-apply-terms" title={m.affiliate_ui_terms_heading()}>
            <TermsList terms={termsOf(programme)} columns={1} />
          </Panel>
          <Panel id="affiliate-apply-next" title={m.affiliate_ui_apply_next_heading()}>
            <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-ink-muted marker:text-gold">
              <li>{programme.auto_approve ? m.affiliate_ui_apply_next_auto() : m.affiliate_ui_apply_next_review()}</li>
              <li>{m.affiliate_ui_apply_next_share()}</li>
              <li>{m.affiliate_ui_apply_next_paid()}</li>
            </ol>
          </Panel>
        </aside>
      </div>
    </Container>
  )
}
