import { ArrowRight, CircleCheck, CircleX, Hourglass } from 'lucide-react'
import type { ReactNode } from 'react'
import { RichMessage } from '@/components/i18n/rich-message'
import { LinkButton } from '@/components/ui/link-button'
import type { AffiliateView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { isoOf, longDate, percentOfBps } from './format'
import { Panel } from './panel'
import { rewardText, termsOf, TermsList } from './terms-list'

/**
 * What someone without an affiliate area sees instead of it: the invitation (never applied), the
 * application under review, or the refusal with its reason and the way to apply again. The apply
 * page shows it too, to someone whose application already stands.
 */
export function ApplicationState({ affiliate }: { affiliate: AffiliateView }) {
  switch (affiliate.status) {
    case 'none':
      return <Invitation affiliate={affiliate} />
    case 'pending':
      return <UnderReview affiliate={affiliate} />
    case 'rejected':
      return <Rejected affiliate={affiliate} />
    default:
      return <AlreadyIn />
  }
}

function Invitation({ affiliate }: { affiliate: AffiliateView }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-start">
      <div className="max-w-xl">
        <h1 className="text-display-md text-ink">{m.affiliate_ui_invite_heading()}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          {m.affiliate_ui_invite_lede({
            rate: percentOfBps(affiliate.programme.rate_bps),
            reward: rewardText(affiliate.programme.reward_months),
          })}
        </p>
        <p className="mt-3 leading-relaxed text-ink-muted">
          {affiliate.programme.auto_approve ? m.affiliate_ui_invite_auto() : m.affiliate_ui_invite_review()}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to="/{-$locale}/affiliate/apply" size="lg">
            {m.affiliate_ui_invite_apply()}
            <ArrowRight aria-hidden />
          </LinkButton>
          <LinkButton to="/{-$locale}/affiliation" variant="secondary" size="lg">
            {m.affiliate_ui_invite_learn()}
          </LinkButton>
        </div>
      </div>
      <Panel id="affiliate-invite-terms" title={m.affiliate_ui_terms_heading()}>
        <TermsList terms={termsOf(affiliate.programme)} />
      </Panel>
    </div>
  )
}

function StateHeading({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <div className="mb-4 [&_svg]:size-9">{icon}</div>
      <h1 className="text-display-md text-ink">{title}</h1>
      {children}
    </div>
  )
}

function UnderReview({ affiliate }: { affiliate: AffiliateView }) {
  const applied = affiliate.applied_at
  return (
    <div className="space-y-8">
      <StateHeading icon={<Hourglass className="text-warning" aria-hidden />} title={m.affiliate_ui_pending_heading()}>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          {applied !== null && (
            <>
              <RichMessage
                message={(p) => m.affiliate_ui_pending_since(p)}
                parts={{ date: <time dateTime={isoOf(applied)}>{longDate(applied)}</time> }}
              />{' '}
            </>
          )}
          {m.affiliate_ui_pending_body()}
        </p>
      </StateHeading>
      {affiliate.application && <ApplicationSummary application={affiliate.application} />}
    </div>
  )
}

function Rejected({ affiliate }: { affiliate: AffiliateView }) {
  return (
    <div className="space-y-8">
      <StateHeading icon={<CircleX className="text-danger" aria-hidden />} title={m.affiliate_ui_rejected_heading()}>
        {affiliate.decision_note && (
          <figure className="mt-5 rounded-md border-l-2 border-danger/60 bg-surface py-3 pr-4 pl-4">
            <figcaption className="text-xs font-medium uppercase tracking-wide text-ink-muted">
              {m.affiliate_ui_rejected_reason()}
            </figcaption>
            <blockquote className="mt-1 whitespace-pre-line text-ink">{affiliate.decision_note}</blockquote>
          </figure>
        )}
        <p className="mt-5 leading-relaxed text-ink-muted">{m.affiliate_ui_rejected_body()}</p>
        <LinkButton to="/{-$locale}/affiliate/apply" className="mt-6">
          {m.affiliate_ui_rejected_again()}
          <ArrowRight aria-hidden />
        </LinkButton>
      </StateHeading>
      {affiliate.application && <ApplicationSummary application={affiliate.application} />}
    </div>
  )
}

function AlreadyIn() {
  return (
    <StateHeading icon={<CircleCheck className="text-success" aria-hidden />} title={m.affiliate_ui_member_heading()}>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">{m.affiliate_ui_member_body()}</p>
      <LinkButton to="/{-$locale}/affiliate" className="mt-6">
        {m.affiliate_ui_member_cta()}
        <ArrowRight aria-hidden />
      </LinkButton>
    </StateHeading>
  )
}

/** What the applicant sent, as they wrote it. */
export function ApplicationSummary({ application }: { application: NonNullable<AffiliateView['application']> }) {
  const none = <span className="text-ink-faint">{m.affiliate_ui_application_none()}</span>
  return (
    <Panel id="affiliate-application" title={m.affiliate_ui_application_heading()} className="max-w-3xl">
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="font-medium text-ink-muted">{m.affiliate_ui_field_website()}</dt>
          <dd className="mt-1 [overflow-wrap:anywhere] text-ink">{application.website ?? none}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{m.affiliate_ui_field_audience()}</dt>
          <dd className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-ink">{application.audience ?? none}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{m.affiliate_ui_field_plan()}</dt>
          <dd className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-ink">{application.promotion_plan}</dd>
        </div>
      </dl>
    </Panel>
  )
}
