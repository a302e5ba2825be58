import { useState } from 'react'
import { TREATMENT_IDS, type TreatmentId } from '@/engine/options'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { TREATMENT_TEXT } from '../../studio/photo/treatment-picker'
import { SAMPLE_PHOTO } from '../before-after'
import { TasteBand } from './taste-band'
import { TasteCta } from './taste-cta'

/** The hero shows the sketch; the taste starts from the first treatment the tool offers. */
const FIRST: TreatmentId = TREATMENT_IDS[0]

/**
 * The photo page's taste (ADR 42): the sample photo through every treatment of the photo tool,
 * all drawn at build time; the visitor switches between them.
 */
export function TreatmentTaste() {
  const [treatment, setTreatment] = useState<TreatmentId>(FIRST)
  const name = TREATMENT_TEXT[treatment].name()
  return (
    <TasteBand
      id="ptt-taste"
      title={m.taste_ptt_heading()}
      lede={m.taste_ptt_lede()}
      art={
        <div className="mx-auto grid w-full max-w-md gap-4">
          <figure>
            <img
              src={`/studio/taste/${treatment}.webp`}
              alt={m.taste_ptt_alt({ treatment: name })}
              width={SAMPLE_PHOTO.width}
              height={SAMPLE_PHOTO.height}
              loading="lazy"
              data-testid="treatment-design"
              className="w-full rounded-md bg-white shadow-xl ring-1 ring-black/10"
            />
            <figcaption className="mt-2 text-center font-mono text-[0.6875rem] uppercase tracking-wider text-ink-muted">
              {name}
            </figcaption>
          </figure>
        </div>
      }
      controls={
        <fieldset>
          <legend className="sr-only">{m.taste_ptt_treatments()}</legend>
          <div className="flex flex-wrap gap-2">
            {TREATMENT_IDS.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={id === treatment}
                onClick={() => setTreatment(id)}
                className={cn(
                  'min-h-11 rounded-sm border px-3.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  id === treatment
                    ? 'border-accent bg-accent text-accent-contrast'
                    : 'border-line-strong bg-canvas text-ink hover:border-ink-muted',
                )}
              >
                {TREATMENT_TEXT[id].name()}
              </button>
            ))}
          </div>
        </fieldset>
      }
      details={
        <>
          <p className="max-w-xl text-ink-muted" aria-live="polite">
            {TREATMENT_TEXT[treatment].body()}
          </p>
          <figure className="mt-6 flex max-w-xs items-center gap-3">
            <img
              src="/studio/hero/photo-before.webp"
              alt={m.ptt_hero_before_alt()}
              width={SAMPLE_PHOTO.width}
              height={SAMPLE_PHOTO.height}
              loading="lazy"
              className="w-28 rounded-sm ring-1 ring-black/10"
            />
            <figcaption className="text-xs text-ink-muted">{m.taste_ptt_photo()}</figcaption>
          </figure>
          <div className="mt-8">
            <TasteCta
              studio={{ to: '/{-$locale}/dashboard/photo-to-tattoo', search: { treatment } }}
              signUpLabel={m.taste_ptt_cta()}
            />
          </div>
        </>
      }
    />
  )
}
