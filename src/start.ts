import { createMiddleware, createStart } from '@tanstack/react-start'

/**
 * Every request (page, server function, API) waits until the process has validated its
 * configuration, opened the database and run its migrations; the first request of a cold start
 * is the only one that actually waits.
 */
const started = createMiddleware().server(async ({ next }) => {
  const { ensureStarted } = await import('./server/startup.server')
  await ensureStarted()
  return next()
})

export const startInstance = createStart(() => ({ requestMiddleware: [started] }))
