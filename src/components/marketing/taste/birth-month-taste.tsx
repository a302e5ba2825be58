import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { BIRTH_FLOWERS, type BirthFlowerId } from '@/engine/options'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { GALLERY_PLACEMENT, GALLERY_WIDTHS, galleryImagePath, galleryKey, gallerySrcSet } from '@/modules/galleries/gallery-key'
import { BIRTH_MONTH_TASTE, birthMonthTaste } from '@/modules/galleries/taste-designs'
import * as m from '@/paraglide/messages'
import { FLOWER_NAMES } from '../flower-names'
import { monthName } from '../month-name'
import { TasteBand } from './taste-band'
import { TasteCta } from './taste-cta'

/** Each flower's usual reading, short (the month's idea page tells the whole story). */
const FLOWER_MEANINGS: Record<BirthFlowerId, () => string> = {
  carnation: m.taste_meaning_carnation,
  snowdrop: m.taste_meaning_snowdrop,
  violet: m.taste_meaning_violet,
  primrose: m.taste_meaning_primrose,
  daffodil: m.taste_meaning_daffodil,
  jonquil: m.taste_meaning_jonquil,
  daisy: m.taste_meaning_daisy,
  'sweet-pea': m.taste_meaning_sweet_pea,
  'lily-of-the-valley': m.taste_meaning_lily_of_the_valley,
  hawthorn: m.taste_meaning_hawthorn,
  rose: m.taste_meaning_rose,
  honeysuckle: m.taste_meaning_honeysuckle,
  larkspur: m.taste_meaning_larkspur,
  'water-lily': m.taste_meaning_water_lily,
  gladiolus: m.taste_meaning_gladiolus,
  poppy: m.taste_meaning_poppy,
  aster: m.taste_meaning_aster,
  'morning-glory': m.taste_meaning_morning_glory,
  marigold: m.taste_meaning_marigold,
  cosmos: m.taste_meaning_cosmos,
  chrysanthemum: m.taste_meaning_chrysanthemum,
  peony: m.taste_meaning_peony,
  narcissus: m.taste_meaning_narcissus,
  holly: m.taste_meaning_holly,
}

/** The month's idea page (content/ideas/birth-flowers/<month>-birth-flower.json). */
const IDEA_HANDLES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
].map((month) => `${month}-birth-flower`)

/** The month every visitor sees first: the same page for all, so it can be cached. */
const FIRST_MONTH = 1

/**
 * The birth-flower page's taste (ADR 42): twelve months to pick from, each with its flower as
 * the engine drew it at build time (taste-designs.ts), its two flowers' readings and a way to
 * keep it.
 */
export function BirthMonthTaste() {
  const params = useLocaleParams()
  const [month, setMonth] = useState(FIRST_MONTH)
  const row = BIRTH_FLOWERS[month - 1]!
  const name = monthName(month)
  const request = birthMonthTaste(month)
  const key = galleryKey(request)
  const largest = GALLERY_WIDTHS.at(-1)!
  return (
    <TasteBand
      id="bft-taste"
      title={m.taste_bft_heading()}
      lede={m.taste_bft_lede()}
      art={
        <figure className="mx-auto w-full max-w-md">
          <img
            src={galleryImagePath(key, largest)}
            srcSet={gallerySrcSet(key)}
            sizes="(min-width: 1024px) 448px, 90vw"
            width={largest}
            height={largest}
            loading="lazy"
            alt={m.taste_bft_alt({ flower: FLOWER_NAMES[row.primary](), month: name })}
            data-testid="birth-month-design"
            className="aspect-square w-full rounded-md bg-white shadow-xl ring-1 ring-black/10"
          />
        </figure>
      }
      controls={
        <fieldset>
          <legend className="sr-only">{m.taste_bft_months()}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {BIRTH_FLOWERS.map(({ month: value }) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === month}
                onClick={() => setMonth(value)}
                className={cn(
                  'min-h-11 rounded-sm border px-2 py-2 text-sm font-medium capitalize transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  value === month
                    ? 'border-accent bg-accent text-accent-contrast'
                    : 'border-line-strong bg-canvas text-ink hover:border-ink-muted',
                )}
              >
                {monthName(value)}
              </button>
            ))}
          </div>
        </fieldset>
      }
      details={
        <>
          <div aria-live="polite">
            <h3 className="font-display text-2xl text-ink first-letter:uppercase">{m.taste_bft_flowers({ month: name })}</h3>
            <dl className="mt-4 space-y-3">
              {[row.primary, row.secondary].map((flower, i) => (
                <div key={flower} className="flex flex-wrap items-baseline gap-x-2">
                  <dt className={cn('font-medium', i === 0 ? 'text-ink' : 'text-ink-muted')}>{FLOWER_NAMES[flower]()}</dt>
                  <dd className="text-ink-muted">{FLOWER_MEANINGS[flower]()}</dd>
                </div>
              ))}
            </dl>
            <Link
              to="/{-$locale}/tattoo-ideas/$handle"
              params={{ ...params, handle: IDEA_HANDLES[month - 1]! }}
              className="mt-4 inline-block text-sm text-ink underline decoration-accent underline-offset-4 hover:decoration-2"
            >
              {m.taste_bft_more({ month: name })}
            </Link>
          </div>
          <div className="mt-8">
            <TasteCta
              studio={{
                to: '/{-$locale}/dashboard/birth-flower-tattoo-generator',
                search: { ...BIRTH_MONTH_TASTE, months: String(month), placement: GALLERY_PLACEMENT },
              }}
            />
          </div>
        </>
      }
    />
  )
}
