import { defineApiRoute } from '@/server/http/api-route'
import { readTryOnSample } from '@/modules/designs/try-on-samples.server'
import { rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/designs/samples/:id', {
  GET: rest(({ params }) => readTryOnSample(params.id ?? '')),
})
