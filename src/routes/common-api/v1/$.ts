import { createFileRoute } from '@tanstack/react-router'
import { notFoundError } from '@/server/http/envelope.server'
import { rest } from '@/server/http/rest.server'

// Unknown API paths answer in the API's envelope, never with the HTML 404 page.
const unknown = rest(() => {
  throw notFoundError()
})

export const Route = createFileRoute('/common-api/v1/$')({
  server: { handlers: { GET: unknown, HEAD: unknown, POST: unknown, PUT: unknown, PATCH: unknown, DELETE: unknown } },
})
