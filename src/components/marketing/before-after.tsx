import { ArrowRight } from 'lucide-react'
import * as m from '@/paraglide/messages'

/** The sample photo and what the engine made of it (public/studio/hero and taste, scripts/treatment-examples.ts). */
export const SAMPLE_PHOTO = { width: 560, height: 373 } as const

/**
 * The photo page's hero: a photo and what the engine made of it, side by side on paper
 * (public/studio/hero/, made by scripts/treatment-examples.ts from the CC0 test cat).
 */
export function PhotoBeforeAfter() {
  const pictures = [
    { src: '/studio/hero/photo-before.webp', alt: m.ptt_hero_before_alt(), label: m.ptt_hero_before_label() },
    { src: '/studio/hero/photo-after.webp', alt: m.ptt_hero_after_alt(), label: m.ptt_hero_after_label() },
  ]
  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-[1fr_auto_1fr] items-center gap-3">
      {pictures.map((p, i) => (
        <figure key={p.src} className={i === 1 ? 'col-start-3' : undefined}>
          <img
            src={p.src}
            alt={p.alt}
            width={SAMPLE_PHOTO.width}
            height={SAMPLE_PHOTO.height}
            loading="eager"
            {...(i === 1 && { fetchPriority: 'high' as const })}
            className="w-full rounded-md bg-white shadow-xl ring-1 ring-black/10"
          />
          <figcaption className="mt-2 text-center font-mono text-[0.6875rem] uppercase tracking-wider text-ink-muted">
            {p.label}
          </figcaption>
        </figure>
      ))}
      <ArrowRight aria-hidden className="col-start-2 row-start-1 size-5 text-accent" />
    </div>
  )
}
