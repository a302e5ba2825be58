import * as v from 'valibot'

/**
 * The legal texts (content/legal/<document>/<locale>.json): the privacy notice and the terms,
 * one file per language, each checked by this schema; legal-content.test.ts checks that every
 * language has every section, list item and table row the English text has.
 */

export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number]

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'is empty'), v.maxLength(max))

/** `[label](/path)`: the only markup a text may carry, a link to a page of this site. */
export const LEGAL_LINK = /\[([^\]]+)\]\((\/[\w\-/#]*)\)/g

const paragraph = v.strictObject({ type: v.literal('p'), text: text(1500) })
const list = v.strictObject({ type: v.literal('ul'), items: v.pipe(v.array(text(800)), v.minLength(1), v.maxLength(20)) })
const table = v.pipe(
  v.strictObject({
    type: v.literal('table'),
    caption: text(200),
    head: v.pipe(v.array(text(60)), v.minLength(2), v.maxLength(6)),
    rows: v.pipe(v.array(v.array(text(400))), v.minLength(1), v.maxLength(30)),
  }),
  v.check((t) => t.rows.every((row) => row.length === t.head.length), 'has a row with a different number of cells than its head'),
)

export const legalBlockSchema = v.variant('type', [paragraph, list, table])

export const legalSectionSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/, 'is not an anchor id')),
  heading: text(120),
  blocks: v.pipe(v.array(legalBlockSchema), v.minLength(1)),
})

export const legalFileSchema = v.strictObject({
  /** When the text last changed (ISO date); the same in every language. */
  updated: v.pipe(v.string(), v.isoDate('is not a YYYY-MM-DD date')),
  intro: text(1500),
  sections: v.pipe(v.array(legalSectionSchema), v.minLength(3), v.maxLength(40)),
})

export type LegalBlock = v.InferOutput<typeof legalBlockSchema>
export type LegalSection = v.InferOutput<typeof legalSectionSchema>
export type LegalFile = v.InferOutput<typeof legalFileSchema>

/** A legal page as the browser gets it: the file, with its date as Unix seconds for formatting. */
export interface LegalDocument extends LegalFile {
  updatedAt: number
}
