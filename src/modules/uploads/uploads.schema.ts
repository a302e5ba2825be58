import * as v from 'valibot'
import { pageParams } from '@/lib/list-params'

/** What an upload is for; a `mask` (the try-on's person mask) is sent like a photo but never listed. */
export type UploadKind = 'photo' | 'design' | 'mask'

/** The kinds the editor lists to pick again. */
export type ListedUploadKind = Exclude<UploadKind, 'mask'>

/** POST /designs/uploads: the file (multipart `file`) and what it is for; anything else counts as a photo. */
export const UploadFormSchema = v.object({
  file: v.instance(Uint8Array, 'validation_image'),
  kind: v.fallback(v.optional(v.picklist(['photo', 'design', 'mask']), 'photo'), 'photo'),
})

/** GET /designs/uploads?kind=photo|design&page&page_size: the user's own uploads, newest first. */
export const ListUploadsSchema = v.object({
  kind: v.optional(v.picklist(['photo', 'design'], 'validation_choice'), 'photo'),
  ...pageParams,
})

export type UploadFormInput = v.InferOutput<typeof UploadFormSchema>
export type ListUploadsInput = v.InferOutput<typeof ListUploadsSchema>
