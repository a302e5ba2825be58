import { Bug, CreditCard, Lightbulb, MessageCircle, Palette, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import type { FEEDBACK_CATEGORIES } from '@/modules/feedback'
import * as m from '@/paraglide/messages'

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

const CATEGORIES: { value: FeedbackCategory; icon: LucideIcon; label: () => string; hint: () => string }[] = [
  { value: 'idea', icon: Lightbulb, label: m.fb_category_idea, hint: m.fb_category_idea_hint },
  { value: 'bug', icon: Bug, label: m.fb_category_bug, hint: m.fb_category_bug_hint },
  { value: 'design', icon: Palette, label: m.fb_category_design, hint: m.fb_category_design_hint },
  { value: 'billing', icon: CreditCard, label: m.fb_category_billing, hint: m.fb_category_billing_hint },
  { value: 'other', icon: MessageCircle, label: m.fb_category_other, hint: m.fb_category_other_hint },
]

/** What the message is about, as cards: native radio buttons, so arrows and screen readers work as usual. */
export function CategoryCards({ value, onChange }: { value: FeedbackCategory; onChange: (value: FeedbackCategory) => void }) {
  const name = useId()
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{m.fb_category_legend()}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {CATEGORIES.map(({ value: option, icon: Icon, label, hint }) => (
          <label
            key={option}
            className={cn(
              'relative flex cursor-pointer items-start gap-3 rounded-md border border-line bg-surface-raised p-3 transition-colors hover:border-ink-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus lg:flex-col lg:gap-2',
              value === option && 'border-accent bg-accent-soft ring-1 ring-accent hover:border-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className={cn('mt-0.5 size-5 shrink-0', value === option ? 'text-accent' : 'text-gold')} aria-hidden />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink">{label()}</span>
              <span className="mt-0.5 block text-xs leading-snug text-ink-muted">{hint()}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
