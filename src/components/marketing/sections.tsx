import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { Accordion, AccordionItem } from '../ui/accordion'
import { LinkButton, type LocalePath } from '../ui/link-button'
import { Container } from '../page'

/** Every marketing section is a landmark with a heading, so each can also stand on its own page. */
export function Section({
  id,
  className,
  children,
  labelledBy,
}: {
  id?: string
  className?: string
  children: ReactNode
  labelledBy?: string
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('relative py-20 sm:py-24', className)}>
      <Container>{children}</Container>
    </section>
  )
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lede,
}: {
  id: string
  eyebrow?: ReactNode
  title: ReactNode
  lede?: ReactNode
}) {
  return (
    <div className="max-w-2xl">
      {eyebrow && <p className="eyebrow mb-4">{eyebrow}</p>}
      <h2 id={id} className="text-display-md text-ink">
        {title}
      </h2>
      {lede && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{lede}</p>}
    </div>
  )
}

export function Hero({
  id,
  eyebrow,
  title,
  lede,
  actions,
  note,
  art,
  headingLevel = 'h1',
}: {
  id: string
  eyebrow: ReactNode
  title: ReactNode
  lede: ReactNode
  actions: ReactNode
  note?: ReactNode
  art?: ReactNode
  headingLevel?: 'h1' | 'h2'
}) {
  const Heading = headingLevel
  return (
    <section aria-labelledby={id} className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_60%_at_80%_30%,var(--c-accent-soft),transparent_70%)]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <p className="eyebrow mb-5">{eyebrow}</p>
          <Heading id={id} className="text-display-xl text-ink">
            {title}
          </Heading>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl">{lede}</p>
          <div className="mt-9 flex flex-wrap gap-3">{actions}</div>
          {note && <div className="mt-8 text-sm text-ink-faint">{note}</div>}
        </div>
        {art && <div className="relative mx-auto w-full max-w-md lg:max-w-none">{art}</div>}
      </Container>
    </section>
  )
}

export interface Feature {
  icon?: LucideIcon
  title: string
  body: string
}

export function FeatureGrid({ features, columns = 2 }: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        'mt-12 grid gap-px overflow-hidden rounded-lg border border-line bg-line',
        columns === 2 && 'sm:grid-cols-2',
        columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        columns === 4 && 'sm:grid-cols-2 lg:grid-cols-4',
      )}
    >
      {features.map(({ icon: Icon, title, body }) => (
        <li key={title} className="bg-surface p-7 sm:p-8">
          {Icon && <Icon className="mb-5 size-6 text-gold" aria-hidden />}
          <h3 className="font-display text-xl text-ink">{title}</h3>
          <p className="mt-3 leading-relaxed text-ink-muted">{body}</p>
        </li>
      ))}
    </ul>
  )
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI']

export function Steps({ steps }: { steps: { title: string; body: string }[] }) {
  return (
    <ol className="mt-12 grid gap-10 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="relative border-t border-line-strong pt-6">
          <span className="font-display text-4xl font-light italic text-accent" aria-hidden>
            {NUMERALS[i]}
          </span>
          <h3 className="mt-3 font-display text-xl text-ink">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{step.body}</p>
        </li>
      ))}
    </ol>
  )
}

export function Faq({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <Accordion oneAtATime className="mt-10">
      {items.map((item) => (
        <AccordionItem key={item.question} question={item.question}>
          {item.answer}
        </AccordionItem>
      ))}
    </Accordion>
  )
}

export function CtaBand({ id, title, body, action }: { id: string; title: ReactNode; body: ReactNode; action: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-lg border border-line-strong bg-surface px-6 py-14 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_90%_at_50%_120%,var(--c-accent-soft),transparent)]"
          />
          <div className="relative">
            <p className="ornament-rule mx-auto mb-6 max-w-xs" aria-hidden>
              <span className="size-1.5 rotate-45 bg-gold" />
            </p>
            <h2 id={id} className="mx-auto max-w-2xl text-display-md text-ink">
              {title}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">{body}</p>
            <div className="mt-8 flex justify-center">{action}</div>
          </div>
        </div>
      </Container>
    </section>
  )
}

/** A page's questions and answers under the common heading. */
export function FaqSection({ id, items }: { id: string; items: { question: string; answer: string }[] }) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} eyebrow={m.marketing_faq_eyebrow()} title={m.marketing_faq_heading()} />
      <Faq items={items} />
    </Section>
  )
}

/** The closing call to action of a marketing page: one button into the tool. */
export function ToolCta({
  id,
  title,
  body,
  button,
  to,
}: {
  id: string
  title: string
  body: string
  button: string
  to: LocalePath
}) {
  return (
    <CtaBand
      id={id}
      title={title}
      body={body}
      action={
        <LinkButton to={to} size="lg">
          {button}
        </LinkButton>
      }
    />
  )
}
