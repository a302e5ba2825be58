import * as v from 'valibot'

/** GET /designs/files/:key: any string; the service refuses what is not one of the caller's keys. */
export const FileKeySchema = v.object({ key: v.string() })

/** GET /designs/samples/:id. */
export const SampleIdSchema = v.object({ id: v.string() })
