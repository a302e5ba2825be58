import { createFileRoute } from '@tanstack/react-router'

// Polled hourly by every open tab to offer a reload after a deployment (seed, section 2).
export const Route = createFileRoute('/version.json')({
  server: {
    handlers: {
      GET: () =>
        Response.json(
          { build_id: __BUILD_ID__, built_at: __BUILT_AT__ },
          { headers: { 'cache-control': 'no-cache, no-store, must-revalidate' } },
        ),
    },
  },
})
