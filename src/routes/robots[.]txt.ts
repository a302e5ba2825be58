import { createFileRoute } from '@tanstack/react-router'
import { endpoint } from '@/server/http/endpoint.server'

export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: endpoint({ auth: 'public' }, (app) => app.site.robots) } },
})
