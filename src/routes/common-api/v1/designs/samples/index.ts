import { defineApiRoute } from '@/server/http/api-route'
import { listTryOnSamples } from '@/modules/designs/try-on-samples.server'
import { requestLocale } from '@/server/http/request-context.server'
import { rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/designs/samples', {
  GET: rest(({ request }) => listTryOnSamples(requestLocale(request.headers))),
})
