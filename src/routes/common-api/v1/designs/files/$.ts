import { defineApiRoute } from '@/server/http/api-route'
import { readDesignFile } from '@/modules/designs/read-file.server'
import { rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/designs/files/**:key', {
  GET: rest(({ request, params }) => readDesignFile(request.headers, params.key ?? '')),
})
