import type { TryOnPlacement } from '@/engine'
import * as m from '@/paraglide/messages'
import { Slider } from '../ui/slider'
import { clampPlacement } from './try-on-canvas'

const percent = (v: number) => `${Math.round(v * 100)} %`

/** Size, rotation, wrap, perspective, ink strength and look: everything the canvas gestures do, and more. */
export function PlacementControls({ value, onChange }: { value: TryOnPlacement; onChange: (next: TryOnPlacement) => void }) {
  const set = (patch: Partial<TryOnPlacement>) => onChange(clampPlacement({ ...value, ...patch }))
  return (
    <div className="space-y-5">
      <Slider
        label={m.tryon_size()}
        value={value.scale}
        min={0.02}
        max={1.2}
        step={0.01}
        format={percent}
        onChange={(scale) => set({ scale })}
      />
      <Slider
        label={m.tryon_rotate()}
        value={Math.round(value.rotate)}
        min={-180}
        max={180}
        step={1}
        format={(v) => `${v}°`}
        onChange={(rotate) => set({ rotate })}
      />
      <Slider
        label={m.tryon_curve()}
        value={value.curve}
        min={0}
        max={1}
        step={0.01}
        format={percent}
        onChange={(curve) => set({ curve })}
      />
      <Slider
        label={m.tryon_perspective()}
        value={value.perspective}
        min={-1}
        max={1}
        step={0.01}
        format={(v) => `${v > 0 ? '+' : ''}${Math.round(v * 100)}`}
        onChange={(perspective) => set({ perspective })}
      />
      <Slider
        label={m.tryon_opacity()}
        value={value.opacity}
        min={0.05}
        max={1}
        step={0.01}
        format={percent}
        onChange={(opacity) => set({ opacity })}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{m.tryon_look()}</legend>
        <div className="mt-2 inline-flex rounded-sm border border-line-strong p-0.5">
          {(['fresh', 'healed'] as const).map((look) => (
            <label
              key={look}
              className="cursor-pointer rounded-[3px] px-3 py-1.5 text-sm text-ink-muted has-checked:bg-accent has-checked:text-accent-contrast has-focus-visible:outline-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="try-on-look"
                value={look}
                checked={value.look === look}
                onChange={() => set({ look })}
                className="sr-only"
              />
              {look === 'fresh' ? m.tryon_look_fresh() : m.tryon_look_healed()}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
