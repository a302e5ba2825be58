import { Star } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import { Button } from '../ui/button'

const STARS = [1, 2, 3, 4, 5] as const

/** An optional 1–5 rating: a radio group drawn as stars, with a way back to "no rating". */
export function RatingStars({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const name = useId()
  const [hover, setHover] = useState<number | null>(null)
  const shown = hover ?? value ?? 0
  return (
    <fieldset>
      <legend className="flex w-full items-baseline justify-between text-sm font-medium text-ink">
        <span>{m.fb_rating_legend()}</span>
        <span className="text-xs font-normal text-ink-faint">{m.form_optional()}</span>
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only clears the hover preview; the radios inside take the input */}
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-sm p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-focus"
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
                aria-label={m.fb_rating_option({ n: String(n) })}
              />
              <Star
                className={cn('size-7 transition-colors', n <= shown ? 'fill-gold text-gold' : 'text-line-strong')}
                aria-hidden
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-muted" aria-live="polite">
          {value ? m.fb_rating_chosen({ n: String(value) }) : m.fb_rating_none()}
        </span>
        {value !== null && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {m.fb_rating_clear()}
          </Button>
        )}
      </div>
    </fieldset>
  )
}
