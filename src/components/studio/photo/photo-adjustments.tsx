import type { ReactNode } from 'react'
import { LINE_WEIGHT_RANGE_MM, PHOTO_SIZE_RANGE_MM } from '@/engine/options'
import { Slider } from '@/components/ui/slider'
import * as m from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { lineWeightOf, type PhotoChoices } from './photo-params'

const outOfFive = (v: number) => `${v} / 5`
const decimal = (v: number) => v.toLocaleString(getLocale(), { maximumFractionDigits: 1 })
const mm = (v: number) => `${decimal(v)} mm`
const cm = (v: number) => `${decimal(v / 10)} cm`

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
}): ReactNode {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-sm p-1 has-focus-visible:outline-2 has-focus-visible:outline-focus">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative mt-0.5 inline-flex h-5 w-9 shrink-0 rounded-full bg-line-strong transition-colors peer-checked:bg-accent after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-surface after:shadow after:transition-transform peer-checked:after:translate-x-4"
      />
      <span className="text-sm">
        <span className="block font-medium text-ink">{label}</span>
        <span className="block text-ink-muted">{hint}</span>
      </span>
    </label>
  )
}

/** Detail, contrast, line weight and print size as sliders; isolation, inversion and the mirrored stencil as switches. */
export function PhotoAdjustments({ value, onChange }: { value: PhotoChoices; onChange: (patch: Partial<PhotoChoices>) => void }) {
  return (
    <div className="space-y-5">
      <Slider
        label={m.ptool_detail()}
        hint={m.ptool_detail_hint()}
        value={value.detail}
        min={1}
        max={5}
        step={1}
        format={outOfFive}
        onChange={(detail) => onChange({ detail })}
      />
      <Slider
        label={m.ptool_contrast()}
        hint={m.ptool_contrast_hint()}
        value={value.contrast}
        min={1}
        max={5}
        step={1}
        format={outOfFive}
        onChange={(contrast) => onChange({ contrast })}
      />
      <Slider
        label={m.ptool_line_weight()}
        hint={m.ptool_line_weight_hint()}
        value={lineWeightOf(value)}
        min={LINE_WEIGHT_RANGE_MM[0]}
        max={LINE_WEIGHT_RANGE_MM[1]}
        step={0.1}
        format={mm}
        onChange={(lineWeightMm) => onChange({ lineWeightMm })}
      />
      <Slider
        label={m.ptool_size()}
        hint={m.ptool_size_hint()}
        value={value.sizeMm}
        min={PHOTO_SIZE_RANGE_MM[0]}
        max={PHOTO_SIZE_RANGE_MM[1]}
        step={5}
        format={cm}
        onChange={(sizeMm) => onChange({ sizeMm })}
      />
      <div className="space-y-2 border-t border-line pt-4">
        <Toggle
          label={m.ptool_isolate()}
          hint={m.ptool_isolate_hint()}
          checked={value.isolate}
          onChange={(isolate) => onChange({ isolate })}
        />
        <Toggle
          label={m.ptool_invert()}
          hint={m.ptool_invert_hint()}
          checked={value.invert}
          onChange={(invert) => onChange({ invert })}
        />
        <Toggle
          label={m.ptool_mirror()}
          hint={m.ptool_mirror_hint()}
          checked={value.mirrorStencil}
          onChange={(mirrorStencil) => onChange({ mirrorStencil })}
        />
      </div>
    </div>
  )
}
