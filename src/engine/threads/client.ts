import { Worker, type ResourceLimits } from 'node:worker_threads'
import type { FromThread, ThreadError, ToThread } from './protocol.ts'

export interface CallOptions<Ev> {
  signal?: AbortSignal
  onEvent?: (event: Ev) => void
}

export interface ThreadClient<Req, Res, Ev> {
  call: (request: Req, options?: CallOptions<Ev>) => Promise<Res>
  /** Stops the thread; calls in flight fail and the next call starts a new one. */
  stop: () => Promise<void>
}

interface Pending<Res, Ev> {
  resolve: (result: Res) => void
  reject: (error: unknown) => void
  onEvent?: (event: Ev) => void
  /** The thread that has the call: a dying thread fails its own calls, not its successor's. */
  worker: Worker
  /** Stops listening for the caller's abort. */
  detach: () => void
}

/**
 * A thread entry beside the module `from` (its import.meta.url): the .ts source when running from
 * sources, the .mjs of the engine build (scripts/build-engine.ts) when bundled.
 */
export function threadEntry(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.mjs'}`, from)
}

/**
 * A worker thread started on first use that answers calls (see serve.ts). It holds the process
 * open only while a call is in flight, so a command-line run ends when its work does; a thread
 * that dies fails its calls and is replaced on the next one.
 */
export function threadClient<Req, Res, Ev = never>(
  entry: URL,
  {
    name,
    resourceLimits,
    reviveError = (error) => new Error(`${name}: ${error.message}`),
  }: { name: string; resourceLimits?: ResourceLimits; reviveError?: (error: ThreadError) => Error },
): ThreadClient<Req, Res, Ev> {
  let thread: Worker | null = null
  const pending = new Map<number, Pending<Res, Ev>>()
  let nextId = 1

  /** Takes a call off the books; the caller then resolves or rejects it. */
  function settle(id: number): void {
    pending.get(id)?.detach()
    pending.delete(id)
    if (pending.size === 0) thread?.unref()
  }

  function start(): Worker {
    if (thread) return thread
    const worker = new Worker(entry, { name, resourceLimits })
    worker.on('message', (message: FromThread<Res, Ev>) => {
      const call = pending.get(message.id)
      if (!call) return // cancelled on this side already
      if (message.type === 'event') return call.onEvent?.(message.event)
      settle(message.id)
      if (message.type === 'done') call.resolve(message.result)
      else call.reject(reviveError(message.error))
    })
    const fail = (error: Error) => {
      if (thread === worker) thread = null
      for (const [id, call] of pending) {
        if (call.worker !== worker) continue
        settle(id)
        call.reject(error)
      }
    }
    worker.on('error', (error) => fail(new Error(`${name} thread failed: ${error.message}`, { cause: error })))
    worker.on('exit', (code) => fail(new Error(`${name} thread stopped (exit code ${code})`)))
    worker.unref()
    thread = worker
    return worker
  }

  return {
    call(request, { signal, onEvent } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      const worker = start()
      const id = nextId++
      return new Promise<Res>((resolve, reject) => {
        const onAbort = () => {
          settle(id)
          worker.postMessage({ type: 'cancel', id } satisfies ToThread<Req>)
          reject(signal!.reason)
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        pending.set(id, { resolve, reject, onEvent, worker, detach: () => signal?.removeEventListener('abort', onAbort) })
        worker.ref()
        worker.postMessage({ type: 'call', id, request } satisfies ToThread<Req>)
      })
    },
    async stop() {
      const worker = thread
      thread = null
      await worker?.terminate()
    },
  }
}
