import { CreditCard, FlaskConical, Loader2, ShieldCheck, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { currentLocale } from '@/i18n/use-locale'
import type { SandboxSessionView } from '@/modules/billing'
import { cancelSandboxFn, paySandboxFn } from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'
import { Container } from '../page'
import { Button } from '../ui/button'
import { formatMoney } from './money'
import { rankName } from './plan-names'

type Choice = 'success' | 'decline' | 'challenge'

/**
 * The sandbox provider's checkout (ADR 45): a page of our own, plainly in test mode, where the
 * buyer picks what a real provider would answer. Paying leaves for the success page the checkout
 * named; canceling goes back to pricing.
 */
export function SandboxCheckout({ initial }: { initial: SandboxSessionView }) {
  const lang = currentLocale().htmlLang
  const [session, setSession] = useState(initial)
  const [choice, setChoice] = useState<Choice>('success')
  const [challenge, setChallenge] = useState(false)
  const [busy, setBusy] = useState(false)
  const amount = formatMoney(session.amount, session.currency, lang)
  const item = session.rank_name ? rankName(session.rank_name) : m.billing_pack_credits({ count: session.credits })

  async function act(run: () => Promise<SandboxSessionView>) {
    setBusy(true)
    try {
      const next = await run()
      setSession(next)
      if (next.next) window.location.assign(next.next)
      else setBusy(false)
    } catch {
      setBusy(false)
    }
  }
  const pay = (outcome: 'success' | 'decline' | 'challenge-passed' | 'challenge-failed') =>
    act(() => paySandboxFn({ data: { session_id: session.id, outcome } }))

  const open = session.status === 'open'
  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-warning/60 bg-warning/10 px-3 py-1 text-sm font-medium text-warning">
          <FlaskConical className="size-4" aria-hidden />
          {m.sandbox_badge()}
        </span>
        <h1 className="font-display text-display-sm text-ink">{m.sandbox_title()}</h1>
      </div>
      <p className="mt-4 max-w-2xl text-ink-muted">{m.sandbox_notice()}</p>

      <div className="mt-8 grid gap-6 md:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="sandbox-summary" className="rounded-lg border border-line bg-surface p-6">
          <h2 id="sandbox-summary" className="text-sm font-medium text-ink-muted">
            {m.sandbox_summary()}
          </h2>
          <p className="mt-3 font-display text-2xl text-ink">{item}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {session.interval === 'month'
              ? m.sandbox_renews_month()
              : session.interval === 'year'
                ? m.sandbox_renews_year()
                : m.sandbox_one_off()}
          </p>
          <dl className="mt-6 flex items-baseline justify-between border-t border-line pt-4">
            <dt className="text-ink">{m.sandbox_total()}</dt>
            <dd className="font-display text-2xl text-ink" data-testid="sandbox-total">
              {amount}
            </dd>
          </dl>
          <p className="mt-4 text-xs text-ink-muted">{m.sandbox_billed_to({ email: session.email })}</p>
        </section>

        <section aria-labelledby="sandbox-pay" className="rounded-lg border border-line bg-surface p-6">
          <h2 id="sandbox-pay" className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <CreditCard className="size-4" aria-hidden />
            {m.sandbox_outcome_legend()}
          </h2>
          {!open ? (
            <p role="status" className="mt-4 flex items-center gap-2 text-ink">
              {session.status === 'paid' && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {session.status === 'paid' ? m.sandbox_paid() : m.sandbox_closed()}
            </p>
          ) : challenge ? (
            <fieldset className="mt-4 rounded-md border border-line-strong bg-surface-raised p-4">
              <legend className="sr-only">{m.sandbox_challenge_title()}</legend>
              <p className="flex items-center gap-2 font-medium text-ink" aria-hidden>
                <ShieldCheck className="size-4 text-gold" />
                {m.sandbox_challenge_title()}
              </p>
              <p className="mt-2 text-sm text-ink-muted">{m.sandbox_challenge_body({ amount })}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button size="sm" disabled={busy} onClick={() => void pay('challenge-passed')}>
                  {m.sandbox_challenge_approve()}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    setChallenge(false)
                    void pay('challenge-failed')
                  }}
                >
                  {m.sandbox_challenge_fail()}
                </Button>
              </div>
            </fieldset>
          ) : (
            <form
              className="mt-4 space-y-3"
              onSubmit={(event) => {
                event.preventDefault()
                if (choice === 'challenge') setChallenge(true)
                else void pay(choice)
              }}
            >
              <fieldset className="space-y-2">
                <legend className="sr-only">{m.sandbox_outcome_legend()}</legend>
                {(
                  [
                    ['success', m.sandbox_outcome_success()],
                    ['decline', m.sandbox_outcome_decline()],
                    ['challenge', m.sandbox_outcome_challenge()],
                  ] as const
                ).map(([value, label]) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2.5 text-sm text-ink has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
                  >
                    <input
                      type="radio"
                      name="sandbox-outcome"
                      value={value}
                      checked={choice === value}
                      onChange={() => setChoice(value)}
                      className="accent-[var(--c-accent)]"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              {session.declines > 0 && (
                <p role="alert" className="flex items-start gap-2 text-sm text-danger">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {m.sandbox_declined()}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
                {busy && <Loader2 className="animate-spin" aria-hidden />}
                {m.sandbox_pay({ amount })}
              </Button>
              <Button
                type="button"
                variant="ghost"
                className="w-full"
                disabled={busy}
                onClick={() => void act(() => cancelSandboxFn({ data: { session_id: session.id } }))}
              >
                {m.sandbox_cancel()}
              </Button>
            </form>
          )}
        </section>
      </div>
    </Container>
  )
}
