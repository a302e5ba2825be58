import { createFileRoute } from '@tanstack/react-router'
import { readiness } from '@/server/health.server'

export const Route = createFileRoute('/health/ready')({
  server: { handlers: { GET: async () => readiness() } },
})
