import { defineApiRoute } from '@/server/http/api-route'
import { createUpload } from '@/modules/designs/create-upload.server'
import { rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/designs/uploads', {
  POST: rest(({ request }) => createUpload(request)),
})
