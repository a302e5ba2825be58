import * as v from 'valibot'
import { LOCALE_CODES } from '@/i18n/locales'
import { HANDLE_PATTERN } from './handle'

const locale = v.picklist(LOCALE_CODES)
const handle = v.pipe(v.string(), v.maxLength(80), v.regex(HANDLE_PATTERN))

/** A gallery page is asked for in the language of its URL, which may not be the reader's cookie's. */
export const IdeasListSchema = v.object({
  locale,
  theme: v.optional(handle),
  style: v.optional(handle),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
})
export const IdeaSchema = v.object({ locale, handle, theme: v.optional(handle) })
export const StylesListSchema = v.object({ locale })
export const StyleSchema = v.object({ locale, handle })

export type IdeasListInput = v.InferOutput<typeof IdeasListSchema>
export type IdeaInput = v.InferOutput<typeof IdeaSchema>
export type StylesListInput = v.InferOutput<typeof StylesListSchema>
export type StyleInput = v.InferOutput<typeof StyleSchema>
