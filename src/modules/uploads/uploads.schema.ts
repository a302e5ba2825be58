import * as v from 'valibot'
import { pageParams } from '@/lib/list-params'

export type UploadKind = 'photo' | 'design'

/** POST /designs/uploads: the file (multipart `file`) and what it is for; anything else counts as a photo. */
export const UploadFormSchema = v.object({
  file: v.instance(Uint8Array, 'validation_image'),
  kind: v.fallback(v.optional(v.picklist(['photo', 'design']), 'photo'), 'photo'),
})

/** GET /designs/uploads?kind=photo|design&page&page_size: the user's own uploads, newest first. */
export const ListUploadsSchema = v.object({
  kind: v.optional(v.picklist(['photo', 'design'], 'validation_choice'), 'photo'),
  ...pageParams,
})

export type UploadFormInput = v.InferOutput<typeof UploadFormSchema>
export type ListUploadsInput = v.InferOutput<typeof ListUploadsSchema>
