import * as v from 'valibot'
import { LAYOUT_IDS, PLACEMENT_IDS, STYLE_IDS } from '@/engine/options'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'
import { HANDLE_PATTERN } from './handle'

/**
 * The gallery's content files (content/README.md): themes, ideas and styles, each with its text
 * in all ten languages and the engine requests its designs are drawn from.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'is empty'), v.maxLength(max))
const handle = v.pipe(v.string(), v.regex(HANDLE_PATTERN, 'is not a handle'))

/** Every locale, none missing, none extra: a page in any language never falls back to English. */
function inEveryLocale<T extends v.GenericSchema>(schema: T) {
  const entries = Object.fromEntries(LOCALE_CODES.map((code) => [code, schema])) as Record<LocaleCode, T>
  return v.strictObject(entries)
}

const faq = v.strictObject({ q: text(200), a: text(800) })

/** A design drawn by the engine for the gallery: a text or birth-flower request with its seed. */
export const galleryDesignSchema = v.variant('tool', [
  v.strictObject({
    tool: v.literal('text'),
    prompt: text(200),
    lettering: v.optional(text(80)),
    style: v.picklist(STYLE_IDS),
    placement: v.optional(v.picklist(PLACEMENT_IDS)),
    colour: v.optional(v.picklist(['bw', 'color'])),
    seed: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.strictObject({
    tool: v.literal('birth-flower'),
    months: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))), v.minLength(1), v.maxLength(6)),
    layout: v.picklist(LAYOUT_IDS),
    lettering: v.optional(text(80)),
    style: v.picklist(STYLE_IDS),
    placement: v.optional(v.picklist(PLACEMENT_IDS)),
    colour: v.optional(v.picklist(['bw', 'color'])),
    seed: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
])

export type GalleryDesign = v.InferOutput<typeof galleryDesignSchema>

export const themeFileSchema = v.strictObject({
  order: v.pipe(v.number(), v.integer()),
  text: inEveryLocale(v.strictObject({ title: text(80), description: text(170), intro: text(900) })),
})

export const ideaFileSchema = v.strictObject({
  designs: v.pipe(v.array(galleryDesignSchema), v.minLength(4), v.maxLength(6)),
  minSizeMm: v.pipe(v.number(), v.minValue(10), v.maxValue(600)),
  placements: v.pipe(v.array(v.picklist(PLACEMENT_IDS)), v.minLength(1)),
  styles: v.pipe(v.array(handle), v.minLength(1)),
  related: v.pipe(v.array(handle), v.maxLength(6)),
  text: inEveryLocale(
    v.strictObject({
      title: text(90),
      description: text(170),
      meaning: text(1600),
      placement: text(900),
      faqs: v.pipe(v.array(faq), v.minLength(2), v.maxLength(4)),
    }),
  ),
})

export const styleFileSchema = v.strictObject({
  engineStyle: v.picklist(STYLE_IDS),
  order: v.pipe(v.number(), v.integer()),
  designs: v.pipe(v.array(galleryDesignSchema), v.minLength(4), v.maxLength(8)),
  text: inEveryLocale(
    v.strictObject({
      title: text(60),
      description: text(170),
      history: text(1600),
      characteristics: text(1600),
      lineWeights: text(900),
      placement: text(900),
      care: text(900),
    }),
  ),
})

export type ThemeFile = v.InferOutput<typeof themeFileSchema>
export type IdeaFile = v.InferOutput<typeof ideaFileSchema>
export type StyleFile = v.InferOutput<typeof styleFileSchema>

/** A page's showcase (content/showcase/<page>.json): designs shown in its hero, each described for screen readers. */
export const showcaseFileSchema = v.strictObject({
  designs: v.pipe(
    v.array(v.strictObject({ request: galleryDesignSchema, alt: inEveryLocale(text(200)) })),
    v.minLength(1),
    v.maxLength(4),
  ),
})

export type ShowcaseFile = v.InferOutput<typeof showcaseFileSchema>
