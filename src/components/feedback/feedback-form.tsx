import { useForm, type AnyFieldApi } from '@tanstack/react-form'
import { Clock, Send } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import * as v from 'valibot'
import { cn } from '@/lib/cn'
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FeedbackSchema } from '@/modules/feedback'
import { submitFeedbackFn } from '@/modules/feedback/feedback.functions'
import * as m from '@/paraglide/messages'
import { fieldMessage } from '../forms/messages'
import { Form, SubmitButton } from '../forms/form'
import { showServerFieldErrors } from '../forms/server-errors'
import { HistoryDesigns, historyPicks } from '../try-on/history-designs'
import { attachedPage } from './attached-page'
import { CategoryCards, type FeedbackCategory } from './category-cards'
import { RatingStars } from './rating-stars'
import { minutesUntilRetry } from './retry-minutes'
import { ThankYou } from './thank-you'

const Values = v.object({
  category: v.picklist(FEEDBACK_CATEGORIES, 'validation_choice'),
  message: FeedbackSchema.entries.message,
  rating: v.nullable(v.number()),
  job_id: v.nullable(v.string()),
  attach_page: v.boolean(),
})

const initial = () => ({
  category: 'idea' as FeedbackCategory,
  message: '',
  rating: null as number | null,
  job_id: null as string | null,
  attach_page: true,
})

/**
 * The feedback form: what it is about, the message, an optional rating and design, and the page
 * the reader came from (shown, and theirs to leave out). Sent, it says thanks and offers another.
 */
export function FeedbackForm({ from }: { from?: string }) {
  const [sent, setSent] = useState(false)
  const [limited, setLimited] = useState<number | null>(null)
  const [page, setPage] = useState<string | null>(null)
  // The referrer exists only in the browser; `from` wins when the link gave one.
  useEffect(() => setPage(attachedPage(from, document.referrer, window.location.origin)), [from])

  const form = useForm({
    defaultValues: initial(),
    validators: { onSubmit: Values },
    onSubmit: async ({ value }) => {
      setLimited(null)
      try {
        await submitFeedbackFn({
          data: {
            category: value.category,
            message: value.message,
            rating: value.rating,
            job_id: value.job_id,
            page: value.attach_page ? page : null,
          },
        })
        setSent(true)
      } catch (error) {
        // The catalogue has toasted what it toasts (not `request too fast` for paid ranks): the form says why here.
        const minutes = minutesUntilRetry(error)
        if (minutes !== null) setLimited(minutes)
        else showServerFieldErrors(form, error, ['message', 'job_id', 'rating', 'category'])
      }
    },
  })

  if (sent)
    return (
      <ThankYou
        onAnother={() => {
          form.reset(initial())
          setSent(false)
        }}
      />
    )

  return (
    <Form form={form} className="space-y-8" aria-label={m.fb_form_label()}>
      <form.Field name="category">
        {(field) => <CategoryCards value={field.state.value} onChange={(c) => field.handleChange(c)} />}
      </form.Field>
      <form.Field name="message">{(field) => <MessageField field={field} />}</form.Field>
      <form.Field name="rating">
        {(field) => <RatingStars value={field.state.value} onChange={(r) => field.handleChange(r)} />}
      </form.Field>
      <form.Field name="job_id">
        {(field) => (
          <div className="space-y-2">
            <HistoryDesigns
              label={m.fb_design_label()}
              aside={<span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>}
              picks={(jobs) => historyPicks(jobs, { tryOns: true, perJob: 1, max: 8 })}
              chosen={field.state.value ? `${field.state.value}:1` : null}
              busy={false}
              empty={m.fb_design_empty()}
              columns="grid-cols-4 sm:grid-cols-8"
              onPick={(pick) => {
                field.handleChange(field.state.value === pick.job.id ? null : pick.job.id)
                field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
              }}
            />
            <p className="text-xs text-ink-muted">{m.fb_design_hint()}</p>
            {field.state.meta.errors[0] && (
              <p role="alert" className="text-xs font-medium text-danger">
                {fieldMessage(field.state.meta.errors[0])}
              </p>
            )}
          </div>
        )}
      </form.Field>
      {page && (
        <form.Field name="attach_page">
          {(field) => (
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-accent"
                checked={field.state.value}
                onChange={(e) => field.handleChange(e.target.checked)}
              />
              <span className="min-w-0">
                {m.fb_page_attach()}{' '}
                <code className="rounded-xs [overflow-wrap:anywhere] bg-surface-raised px-1 py-0.5 text-xs">{page}</code>
              </span>
            </label>
          )}
        </form.Field>
      )}
      {limited !== null && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-surface-raised p-3 text-sm text-ink"
        >
          <Clock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {m.fb_limit_reached({ minutes: String(limited) })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton form={form}>
          <Send aria-hidden />
          {m.fb_submit()}
        </SubmitButton>
        <p className="text-xs text-ink-muted">{m.fb_submit_note()}</p>
      </div>
    </Form>
  )
}

function MessageField({ field }: { field: AnyFieldApi }) {
  const id = useId()
  const value = String(field.state.value ?? '')
  const error = fieldMessage(field.state.meta.errors[0])
  const length = value.trim().length
  const near = length > FEEDBACK_MESSAGE_MAX * 0.9
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {m.fb_message_label()}
      </label>
      <textarea
        id={id}
        name="message"
        rows={6}
        value={value}
        maxLength={FEEDBACK_MESSAGE_MAX + 200}
        placeholder={m.fb_message_placeholder()}
        onChange={(e) => {
          field.handleChange(e.target.value)
          if (field.state.meta.errorMap.onServer)
            field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
        }}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="block w-full resize-y rounded-sm border border-line-strong bg-surface-raised px-3.5 py-3 text-base text-ink placeholder:text-ink-faint transition-colors focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger sm:text-sm"
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={cn(
            'shrink-0 text-xs tabular-nums',
            length > FEEDBACK_MESSAGE_MAX ? 'text-danger' : near ? 'text-warning' : 'text-ink-muted',
          )}
        >
          {m.fb_message_count({ count: String(length), max: String(FEEDBACK_MESSAGE_MAX) })}
        </p>
      </div>
    </div>
  )
}
