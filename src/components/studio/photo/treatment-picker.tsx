import { useId } from 'react'
import { TREATMENT_IDS, type TreatmentId } from '@/engine/options'
import * as m from '@/paraglide/messages'

/** Each treatment's name and what it does, in the reader's language (shared with the marketing page). */
export const TREATMENT_TEXT: Record<TreatmentId, { name: () => string; body: () => string }> = {
  'line-art': { name: m.ptt_treat_lineart_title, body: m.ptt_treat_lineart_body },
  stencil: { name: m.ptt_treat_stencil_title, body: m.ptt_treat_stencil_body },
  sketch: { name: m.ptt_treat_sketch_title, body: m.ptt_treat_sketch_body },
  dotwork: { name: m.ptt_treat_dotwork_title, body: m.ptt_treat_dotwork_body },
  blackwork: { name: m.ptt_treat_blackwork_title, body: m.ptt_treat_blackwork_body },
  woodcut: { name: m.ptt_treat_woodcut_title, body: m.ptt_treat_woodcut_body },
  halftone: { name: m.ptt_treat_halftone_title, body: m.ptt_treat_halftone_body },
}

/**
 * The treatments as radio cards, each with the engine's own drawing of the same photo in it
 * (public/studio/treatments/, made by scripts/treatment-examples.ts).
 */
export function TreatmentPicker({ value, onChange }: { value: TreatmentId; onChange: (treatment: TreatmentId) => void }) {
  const name = useId()
  return (
    <fieldset>
      <legend className="sr-only">{m.ptool_treatment()}</legend>
      <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 sm:gap-2">
        {TREATMENT_IDS.map((id) => (
          <label
            key={id}
            className="group flex cursor-pointer flex-col rounded-sm border border-line bg-surface p-1 transition-colors hover:border-ink-muted has-checked:border-accent has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            <input type="radio" name={name} value={id} checked={value === id} onChange={() => onChange(id)} className="sr-only" />
            <span className="block overflow-hidden rounded-[3px] bg-white">
              <img
                src={`/studio/treatments/${id}.png`}
                alt=""
                width={240}
                height={160}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
            </span>
            <span className="mt-1 line-clamp-2 flex flex-1 items-center justify-center text-center text-[11px] leading-tight font-medium text-ink sm:text-xs">
              {TREATMENT_TEXT[id].name()}
            </span>
          </label>
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted" aria-live="polite">
        {TREATMENT_TEXT[value].body()}
      </p>
    </fieldset>
  )
}
