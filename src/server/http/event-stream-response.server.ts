import type { EventStream } from '../service'

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000
/** How long a browser's EventSource waits before it reconnects after the stream breaks. */
const RETRY_MS = 2000

const encoder = new TextEncoder()

/**
 * A service's event stream as `text/event-stream`: each event its name and JSON data, a retry
 * hint first, keep-alive comments while nothing happens; it ends when the service's stream does
 * or the client goes away (the request's signal).
 */
export function eventStreamResponse(stream: EventStream, request: Request): Response {
  const stop = new AbortController()
  const onClientGone = () => stop.abort()
  request.signal.addEventListener('abort', onClientGone, { once: true })
  let keepAlive: ReturnType<typeof setInterval> | undefined
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!stop.signal.aborted) controller.enqueue(encoder.encode(text))
      }
      send(`retry: ${RETRY_MS}\n\n`)
      keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS)
      try {
        for await (const { event, data } of stream.open(stop.signal)) send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      } catch (error) {
        if (!stop.signal.aborted) send(`event: error\ndata: ${JSON.stringify({ message: 'stream failed' })}\n\n`)
        void error
      } finally {
        clearInterval(keepAlive)
        request.signal.removeEventListener('abort', onClientGone)
        if (!stop.signal.aborted) controller.close()
      }
    },
    cancel() {
      clearInterval(keepAlive)
      stop.abort()
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    },
  })
}
