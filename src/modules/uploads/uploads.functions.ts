import { createServerFn } from '@tanstack/react-start'
import { formInput, input, withCaller } from '@/server/http/server-fn'
import { ListUploadsSchema, UploadFormSchema } from './uploads.schema'

/** A photo or design for the editor: the service of POST /designs/uploads. */
export const createUploadFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'user', limit: 'uploadsByUser' })])
  .validator(formInput(UploadFormSchema))
  .handler(({ data, context }) => context.app.uploads.createUpload(context.caller, data))

/** The user's earlier uploads, newest first: GET /designs/uploads. */
export const listUploadsFn = createServerFn({ method: 'GET' })
  .middleware([withCaller({ auth: 'user' })])
  .validator(input(ListUploadsSchema))
  .handler(({ data, context }) => context.app.uploads.listUploads(context.caller, data))
