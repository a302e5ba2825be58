import { createFileRoute } from '@tanstack/react-router'
import { endpoint } from '@/server/http/endpoint.server'

export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: endpoint({ auth: 'public' }, (app) => app.site.sitemap) } },
})
