import { parentPort, type Transferable } from 'node:worker_threads'
import type { FromThread, ThreadError, ToThread } from './protocol.ts'

export interface Served<Res> {
  result: Res
  /** Buffers handed over rather than copied. */
  transfer?: Transferable[]
}

export interface CallContext<Ev> {
  signal: AbortSignal
  emit: (event: Ev) => void
}

/** Answers a thread client's calls with `handle`, running them one at a time in arrival order. */
export function serve<Req, Res, Ev = never>(handle: (request: Req, context: CallContext<Ev>) => Promise<Served<Res>>): void {
  const port = parentPort
  if (!port) throw new Error('serve() runs in a worker thread')
  const post = (message: FromThread<Res, Ev>, transfer?: Transferable[]) => port.postMessage(message, transfer)
  const running = new Map<number, AbortController>()
  let queue = Promise.resolve()

  port.on('message', (message: ToThread<Req>) => {
    if (message.type === 'cancel') return running.get(message.id)?.abort()
    const { id, request } = message
    const controller = new AbortController()
    running.set(id, controller)
    queue = queue.then(async () => {
      try {
        controller.signal.throwIfAborted()
        const { result, transfer } = await handle(request, {
          signal: controller.signal,
          emit: (event) => post({ type: 'event', id, event }),
        })
        post({ type: 'done', id, result }, transfer)
      } catch (error) {
        post({ type: 'failed', id, error: toThreadError(error) })
      } finally {
        running.delete(id)
      }
    })
  })
  port.postMessage({ type: 'ready' } satisfies FromThread<Res, Ev>)
}

function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const { field, reason, detail } = error as { field?: unknown; reason?: unknown; detail?: unknown }
  return {
    name: error.name,
    message: error.name === 'Error' ? (error.stack ?? error.message) : typeof detail === 'string' ? detail : error.message,
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
  }
}
