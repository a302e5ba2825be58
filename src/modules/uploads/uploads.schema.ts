import * as v from 'valibot'

export type UploadKind = 'photo' | 'design'

/** POST /designs/uploads: the file (multipart `file`) and what it is for; anything else counts as a photo. */
export const UploadFormSchema = v.object({
  file: v.instance(Uint8Array, 'validation_image'),
  kind: v.fallback(v.optional(v.picklist(['photo', 'design']), 'photo'), 'photo'),
})

/** A whole number from a query string or a JSON body. */
const count = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'validation_number'),
      v.toNumber('validation_number'),
      v.integer('validation_number'),
      v.minValue(min, 'validation_range'),
      v.maxValue(max, 'validation_range'),
    ),
    fallback,
  )

/**
 * The last page anyone can ask for. Far beyond any real history (a million pages of 100), and
 * small enough that the row offset stays a safe integer in every database: an unbounded page
 * overflowed SQLite's 64-bit offset into a 500.
 */
export const MAX_UPLOADS_PAGE = 1_000_000

/** GET /designs/uploads?kind=photo|design&page&page_size: the user's own uploads, newest first. */
export const ListUploadsSchema = v.object({
  kind: v.optional(v.picklist(['photo', 'design'], 'validation_choice'), 'photo'),
  page: count(1, MAX_UPLOADS_PAGE, 1),
  page_size: count(1, 100, 20),
})

export type UploadFormInput = v.InferOutput<typeof UploadFormSchema>
export type ListUploadsInput = v.InferOutput<typeof ListUploadsSchema>
