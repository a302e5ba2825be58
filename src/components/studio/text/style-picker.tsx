import { Sparkles } from 'lucide-react'
import { STYLE_IDS, type StyleId } from '@/engine/options'
import * as m from '@/paraglide/messages'
import { styleName } from './option-names'

/** The committed engine drawings (scripts/render-style-examples.ts). */
const exampleUrl = (style: StyleId) => `/studio/styles/${style}.webp`

const card =
  'group relative flex cursor-pointer flex-col overflow-hidden rounded-sm border border-line bg-surface-raised text-left transition-[border-color,box-shadow] hover:border-line-strong has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus'

/**
 * The thirteen styles, each with a small drawing the engine made in it, and "auto": the prompt's
 * style word, else the engine's default (shown as the card's caption).
 */
export function StylePicker({
  value,
  auto,
  onChange,
}: {
  value: StyleId | ''
  /** What "auto" comes to for this prompt. */
  auto: StyleId
  onChange: (value: StyleId | '') => void
}) {
  return (
    <fieldset aria-describedby="ttool-style-examples">
      <legend className="mb-1.5 text-sm font-medium text-ink">{m.ttool_style_label()}</legend>
      <p id="ttool-style-examples" className="sr-only">
        {m.ttool_style_example()}
      </p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2">
        <label className={card}>
          <input type="radio" name="style" value="" checked={value === ''} onChange={() => onChange('')} className="sr-only" />
          <span className="flex aspect-square items-center justify-center bg-surface text-gold" aria-hidden>
            <Sparkles className="size-6" />
          </span>
          <span className="px-1.5 py-1.5 text-xs leading-tight">
            <span className="block hyphens-auto break-words font-medium text-ink">{m.ttool_auto()}</span>
            <span className="block truncate text-ink-muted">{styleName(auto)}</span>
          </span>
        </label>
        {STYLE_IDS.map((style) => (
          <label key={style} className={card}>
            <input
              type="radio"
              name="style"
              value={style}
              checked={value === style}
              onChange={() => onChange(style)}
              className="sr-only"
            />
            <img
              src={exampleUrl(style)}
              alt=""
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-white object-contain p-1"
            />
            <span className="px-1.5 py-1.5 text-xs font-medium leading-tight text-ink" title={styleName(style)}>
              <span className="line-clamp-2 hyphens-auto break-words">{styleName(style)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
