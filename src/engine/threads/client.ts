import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads'
import type { FromThread, ThreadError, ToThread } from './protocol.ts'

export interface CallOptions<Ev> {
  signal?: AbortSignal
  onEvent?: (event: Ev) => void
  /** Buffers in the request handed to the thread rather than copied (the caller's no longer). */
  transfer?: Transferable[]
}

export interface ThreadClient<Req, Res, Ev> {
  call: (request: Req, options?: CallOptions<Ev>) => Promise<Res>
  /** Stops the threads; calls in flight and waiting fail, and the next call starts a new thread. */
  stop: () => Promise<void>
}

/**
 * How long one call may keep its thread, and what its caller is told when it runs over; asked
 * when the call is made (its buffers may be handed over before it runs).
 */
export type TimeLimit<Req> = (request: Req) => { ms: number; error: () => Error }

export interface ThreadClientOptions<Req> {
  name: string
  resourceLimits?: ResourceLimits
  reviveError?: (error: ThreadError) => Error
  /** Threads started at most (on demand), each running one call at a time. 1 by default. */
  threads?: number
  /** A call over its limit has its thread terminated; the call fails, the others go on. */
  timeLimit?: TimeLimit<Req>
}

interface Call<Req, Res, Ev> {
  id: number
  request: Req
  resolve: (result: Res) => void
  reject: (error: unknown) => void
  onEvent?: (event: Ev) => void
  transfer?: Transferable[]
  limit?: { ms: number; error: () => Error }
  /** The caller stopped waiting; the thread may still be at it. */
  abandoned: boolean
  /** Stops listening for the caller's abort. */
  detach: () => void
}

interface Slot<Req, Res, Ev> {
  worker: Worker | null
  /** The thread has loaded: a call's time limit runs from then, not from the thread's start. */
  ready: boolean
  /**
   * A thread terminated for its time limit that has not stopped yet: terminate() stops
   * JavaScript at once but not a native call in progress (a resvg render runs to its end). The
   * slot waits for it, so threads cut off never pile up beside their replacements.
   */
  dying: Worker | null
  running: Call<Req, Res, Ev> | null
  timer: NodeJS.Timeout | null
}

/**
 * A thread entry beside the module `from` (its import.meta.url): the .ts source when running from
 * sources, the .mjs of the engine build (scripts/build-engine.ts) when bundled.
 */
export function threadEntry(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.mjs'}`, from)
}

/**
 * Worker threads started on first use that answer calls (see serve.ts). Calls wait here and each
 * thread is handed one at a time, so a thread that dies (a heap limit, a time limit, a crash)
 * takes only the call it was running with it; the calls waiting go to a fresh thread. Threads
 * hold the process open only while a call is in flight, so a command-line run ends when its
 * work does.
 */
export function threadClient<Req, Res, Ev = never>(
  entry: URL,
  {
    name,
    resourceLimits,
    reviveError = (error) => new Error(`${name}: ${error.message}`),
    threads = 1,
    timeLimit,
  }: ThreadClientOptions<Req>,
): ThreadClient<Req, Res, Ev> {
  const slots: Slot<Req, Res, Ev>[] = Array.from({ length: threads }, () => ({
    worker: null,
    ready: false,
    dying: null,
    running: null,
    timer: null,
  }))
  const waiting: Call<Req, Res, Ev>[] = []
  let nextId = 1

  /** The slot's call is over (answered, failed or its thread gone): the slot takes the next. */
  function release(slot: Slot<Req, Res, Ev>): Call<Req, Res, Ev> | null {
    const call = slot.running
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    slot.running = null
    call?.detach()
    slot.worker?.unref()
    return call
  }

  /** Drops the slot's thread; its running call fails with `error`, unless its caller has gone. */
  function lose(slot: Slot<Req, Res, Ev>, error: Error): void {
    const worker = slot.worker
    slot.worker = null
    slot.ready = false
    const call = release(slot)
    if (call && !call.abandoned) call.reject(error)
    if (worker) {
      slot.dying = worker
      void worker.terminate().finally(() => {
        if (slot.dying === worker) slot.dying = null
        dispatch()
      })
    }
    dispatch()
  }

  function start(slot: Slot<Req, Res, Ev>): Worker {
    const worker = new Worker(entry, { name, resourceLimits })
    worker.on('message', (message: FromThread<Res, Ev>) => {
      if (message.type === 'ready') {
        if (slot.worker !== worker) return
        slot.ready = true
        if (slot.running) startClock(slot, slot.running)
        return
      }
      const call = slot.worker === worker ? slot.running : null
      if (!call || call.id !== message.id) return
      if (message.type === 'event') {
        if (!call.abandoned) call.onEvent?.(message.event)
        return
      }
      release(slot)
      if (!call.abandoned) {
        if (message.type === 'done') call.resolve(message.result)
        else call.reject(reviveError(message.error))
      }
      dispatch()
    })
    const gone = (error: Error) => {
      if (slot.worker === worker) lose(slot, error)
    }
    worker.on('error', (error) => gone(new Error(`${name} thread failed: ${error.message}`, { cause: error })))
    worker.on('exit', (code) => gone(new Error(`${name} thread stopped (exit code ${code})`)))
    worker.unref()
    return worker
  }

  function startClock(slot: Slot<Req, Res, Ev>, call: Call<Req, Res, Ev>): void {
    const { limit } = call
    if (!limit) return
    slot.timer = setTimeout(() => {
      if (slot.running === call) lose(slot, limit.error())
    }, limit.ms)
  }

  function dispatch(): void {
    while (waiting.length > 0) {
      // A thread that is up and idle first; a new one only when all that are up are busy.
      const slot = slots.find((s) => s.worker && !s.running) ?? slots.find((s) => !s.worker && !s.dying)
      if (!slot) return
      const call = waiting.shift()!
      slot.worker ??= start(slot)
      slot.running = call
      slot.worker.ref()
      if (slot.ready) startClock(slot, call)
      slot.worker.postMessage({ type: 'call', id: call.id, request: call.request } satisfies ToThread<Req>, call.transfer)
    }
  }

  return {
    call(request, { signal, onEvent, transfer } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      return new Promise<Res>((resolve, reject) => {
        const call: Call<Req, Res, Ev> = {
          id: nextId++,
          request,
          resolve,
          reject,
          onEvent,
          transfer,
          limit: timeLimit?.(request),
          abandoned: false,
          detach: () => {},
        }
        const onAbort = () => {
          call.abandoned = true
          const queued = waiting.indexOf(call)
          if (queued >= 0) waiting.splice(queued, 1)
          // A running call keeps its thread until the thread notices (serve.ts aborts its signal).
          const slot = slots.find((s) => s.running === call)
          slot?.worker?.postMessage({ type: 'cancel', id: call.id } satisfies ToThread<Req>)
          call.detach()
          reject(signal!.reason)
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        call.detach = () => signal?.removeEventListener('abort', onAbort)
        waiting.push(call)
        dispatch()
      })
    },
    async stop() {
      const stopped = new Error(`${name} stopped`)
      for (const call of waiting.splice(0)) {
        call.detach()
        call.reject(stopped)
      }
      const workers = slots.map((slot) => {
        const worker = slot.worker
        slot.worker = null
        slot.ready = false
        slot.dying = null
        const call = release(slot)
        if (call && !call.abandoned) call.reject(stopped)
        return worker
      })
      await Promise.all(workers.map((w) => w?.terminate()))
    },
  }
}
