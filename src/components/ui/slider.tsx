import { useId } from 'react'

export interface SliderProps {
  label: string
  value: number
  min: number
  max: number
  step: number
  /** The value as read aloud and shown beside the label. */
  format: (value: number) => string
  onChange: (value: number) => void
  /** A line under the slider saying what it changes. */
  hint?: string
}

/** A labelled range input with its value beside the label (the try-on's placement, the photo tool's sliders). */
export function Slider({ label, value, min, max, step, format, onChange, hint }: SliderProps) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-ink-muted">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-accent"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}
