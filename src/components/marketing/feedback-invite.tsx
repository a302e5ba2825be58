import { MessageSquareText } from 'lucide-react'
import * as m from '@/paraglide/messages'
import { Section } from './sections'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { useFeedbackFrom } from '@/components/feedback/use-from'
import { useLocaleParams } from '@/i18n/use-locale'

/**
 * The "UserFeedback" sections. Until published quotes from real users exist, they invite
 * feedback instead of showing invented testimonials (docs/decisions/0005-marketing-content.md).
 */
export function FeedbackInvite({ id, heading, body }: { id: string; heading: string; body: string }) {
  const params = useLocaleParams()
  const from = useFeedbackFrom()
  return (
    <Section labelledBy={id}>
      <div className="grid items-center gap-8 rounded-lg border border-line bg-surface p-8 sm:p-12 md:grid-cols-[auto_1fr_auto]">
        <MessageSquareText className="size-10 text-gold" aria-hidden />
        <div>
          <p className="eyebrow mb-2">{m.marketing_feedback_eyebrow()}</p>
          <h2 id={id} className="text-display-sm text-ink">
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-ink-muted">{body}</p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/{-$locale}/dashboard/feedback" params={params} search={{ from }}>
            {m.marketing_feedback_cta()}
          </Link>
        </Button>
      </div>
    </Section>
  )
}
