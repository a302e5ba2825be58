import { X } from 'lucide-react'
import type { PlacementId, StyleId } from '@/engine/options'
import { cn } from '@/lib/cn'
import type { PromptReading } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { isOverridden } from './reading-chips'
import { COLOUR_NAMES, KIND_NAMES, PLACEMENT_NAMES, styleName } from './option-names'
import type { TextFormValues } from './text-preset'

type Part = PromptReading['parts'][number]

function partName(part: Part): string {
  switch (part.kind) {
    case 'concept':
      return part.name ?? part.id
    case 'style':
      return styleName(part.id as StyleId)
    case 'colour':
      return COLOUR_NAMES[part.id as 'bw' | 'color']?.() ?? part.id
    case 'placement':
      return PLACEMENT_NAMES[part.id as PlacementId]?.() ?? part.id
    case 'lettering':
      return m.ttool_quoted({ text: part.id })
  }
}

/**
 * What the engine understood in the prompt, as chips. Removing one takes its words out of the
 * prompt (ADR 0027), so the chips and the request never disagree; while a new prompt is being
 * read the old chips stay, dimmed and inert.
 */
export function ReadingPanel({
  shown,
  current,
  pending,
  failed,
  values,
  onRemove,
}: {
  shown: PromptReading | undefined
  current: boolean
  pending: boolean
  failed: boolean
  values: Pick<TextFormValues, 'style' | 'colour' | 'placement' | 'lettering'>
  onRemove: (part: Part) => void
}) {
  const parts = shown?.parts ?? []
  const motifs = parts.some((p) => p.kind === 'concept')
  const lettering = parts.some((p) => p.kind === 'lettering') || values.lettering.trim() !== ''
  return (
    <section aria-labelledby="ttool-reading" className="rounded-md border border-line bg-surface p-3.5 sm:p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="ttool-reading" className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
          {m.ttool_reading_heading()}
        </h3>
        <span aria-live="polite" className="text-xs text-ink-faint">
          {pending && shown ? m.ttool_reading_pending() : ''}
        </span>
      </div>
      <div aria-live="polite" aria-busy={pending} className="mt-2.5">
        {!shown ? (
          <p className="text-sm text-ink-muted">
            {failed ? m.error_generic() : pending ? m.ttool_reading_pending() : m.ttool_reading_empty()}
          </p>
        ) : (
          <>
            {parts.length > 0 && (
              <ul className={cn('flex flex-wrap gap-2 transition-opacity', !current && 'opacity-60')} data-testid="reading-chips">
                {parts.map((part) => {
                  const name = partName(part)
                  // Lettering is shown in quotation marks; the button's label has its own.
                  const said = part.kind === 'lettering' ? part.id : name
                  const overridden = isOverridden(part, values)
                  return (
                    <li
                      key={`${part.kind}:${part.id}`}
                      data-kind={part.kind}
                      className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line-strong bg-surface-raised py-1 pl-3 pr-1 text-sm"
                    >
                      <span className="text-[0.7rem] font-medium uppercase tracking-wide text-ink-faint">
                        {KIND_NAMES[part.kind]()}
                      </span>
                      <span className={cn('truncate text-ink', overridden && 'text-ink-muted line-through')}>{name}</span>
                      {overridden && <span className="sr-only">({m.ttool_chip_overridden()})</span>}
                      <button
                        type="button"
                        disabled={!current}
                        onClick={() => onRemove(part)}
                        aria-label={m.ttool_chip_remove({ name: said })}
                        title={overridden ? m.ttool_chip_overridden() : m.ttool_chip_remove({ name: said })}
                        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
                      >
                        <X className="size-3.5" aria-hidden />
                      </button>
                    </li>
                  )
                })}
              </ul>
            )}
            {!motifs && !lettering && <p className="mt-2 text-sm text-ink-muted first:mt-0">{m.ttool_reading_no_motif()}</p>}
            {shown.leftover && (
              <p className="mt-2.5 text-xs leading-relaxed text-ink-faint">
                {m.ttool_reading_leftover({ words: shown.leftover })}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  )
}
