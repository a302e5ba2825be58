import { LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import * as m from '@/paraglide/messages'

export type MaskState = { status: 'off' } | { status: 'working' } | { status: 'failed' } | { status: 'on' }

/** "Keep ink on the person": MediaPipe finds the person in the browser; its state beside the switch. */
export function PersonMaskSwitch({
  state,
  disabled,
  onToggle,
}: {
  state: MaskState
  disabled: boolean
  onToggle: (on: boolean) => void
}) {
  const id = useId()
  const checked = state.status === 'on' || state.status === 'working'
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-accent"
          checked={checked}
          disabled={disabled || state.status === 'working'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {m.tryon_mask_label()}
        </label>
        {state.status === 'working' && <LoaderCircle className="size-4 animate-spin text-ink-muted" aria-hidden />}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted" aria-live="polite">
        {state.status === 'working'
          ? m.tryon_mask_working()
          : state.status === 'failed'
            ? m.tryon_mask_failed()
            : m.tryon_mask_hint()}
      </p>
    </div>
  )
}
