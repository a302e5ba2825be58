import { ReadPromptSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/prompt-reading', {
  GET: endpoint({ auth: 'user', input: ReadPromptSchema, limit: 'promptReadingsByUser' }, (app) => app.designs.readPrompt),
})
