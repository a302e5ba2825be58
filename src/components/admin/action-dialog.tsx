import { type ReactElement, type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'

export const DANGER_BUTTON = 'bg-danger text-canvas shadow-none hover:bg-danger/85'

/**
 * An operator's action that asks first: what it does, an optional or required note (a reason, a
 * payment reference), and a confirm button. Focus moves into the dialog and back to the button
 * that opened it (Radix). The dialog stays open when the call fails (the error is toasted).
 */
export function ActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  note,
  onConfirm,
}: {
  trigger: ReactElement
  title: string
  description: ReactNode
  confirmLabel: string
  tone?: 'primary' | 'danger'
  note?: { label: string; hint?: string; required?: boolean; max: number }
  onConfirm: (note: string | null) => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [missing, setMissing] = useState(false)
  const id = useId()
  const submit = async () => {
    const value = text.trim()
    if (note?.required && !value) {
      setMissing(true)
      return
    }
    setBusy(true)
    try {
      await onConfirm(value || null)
      setOpen(false)
      setText('')
    } catch {
      // Refusals are toasted by the error catalogue; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setMissing(false)
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form
          noValidate
          className="mt-5 space-y-5"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          {note && (
            <div className="space-y-1.5">
              <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-ink">
                <span>{note.label}</span>
                {!note.required && <span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>}
              </label>
              <textarea
                id={id}
                value={text}
                maxLength={note.max}
                rows={3}
                required={note.required}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? `${id}-error` : note.hint ? `${id}-hint` : undefined}
                onChange={(e) => {
                  setText(e.target.value)
                  setMissing(false)
                }}
                className="block w-full rounded-sm border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus aria-[invalid=true]:border-danger sm:text-sm"
              />
              {missing ? (
                <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
                  {m.validation_required()}
                </p>
              ) : (
                note.hint && (
                  <p id={`${id}-hint`} className="text-xs text-ink-muted">
                    {note.hint}
                  </p>
                )
              )}
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{m.admin_aff_cancel_dialog()}</Button>
            </DialogClose>
            <Button type="submit" disabled={busy} aria-busy={busy} className={cn(tone === 'danger' && DANGER_BUTTON)}>
              {busy ? m.form_sending() : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
