import { defineApiRoute } from '@/server/http/api-route'
import { saveTryOn } from '@/modules/designs/save-try-on.server'
import { readJson, rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/designs/try-on', {
  POST: rest(async ({ request }) => saveTryOn(request.headers, await readJson(request))),
})
