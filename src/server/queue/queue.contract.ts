import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/schema'
import type { Delivery, Lane, Queue, QueuedJob, QueueWorker, WorkOptions } from './queue'

/** What the contract needs of a back-end under test. */
export interface QueueUnderTest {
  /** A queue over the test database, as a separate process would open it (short lease, fast poll). */
  open(): Promise<Queue>
  /** The database the jobs' rows live in, for `within`. */
  db: Kysely<Database>
  /** `node` arguments of a child process that works the same queue with a handler that hangs. */
  childArgs: string[]
  /** Longest time a dead worker's job may take to be delivered again (lease, supervision, poll). */
  redeliveryMs: number
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(10)
  }
}

/** A handler's view of the test: what was delivered, what runs now, and jobs held until released. */
function recorder() {
  const deliveries: Delivery[] = []
  const running = new Set<string>()
  const releases = new Map<string, () => void>()
  let overlap = false
  return {
    deliveries,
    running,
    get overlap() {
      return overlap
    },
    started: (id: string) => deliveries.filter((d) => d.job.id === id).length,
    order: () => deliveries.map((d) => d.job.id),
    /** Records the delivery and waits until the test releases it, or its signal aborts. */
    hold: (delivery: Delivery) => {
      deliveries.push(delivery)
      if (running.has(delivery.job.id)) overlap = true
      running.add(delivery.job.id)
      return new Promise<void>((resolve, reject) => {
        releases.set(delivery.job.id, resolve)
        delivery.signal.addEventListener('abort', () => reject(delivery.signal.reason), { once: true })
      }).finally(() => running.delete(delivery.job.id))
    },
    release: (id: string) => releases.get(id)?.(),
    /** Records the delivery and returns at once. */
    pass: async (delivery: Delivery) => {
      deliveries.push(delivery)
    },
  }
}

/** What every queue back-end must do, run against each (tests/integration/queue.test.ts). */
export function queueContract(name: string, setup: () => Promise<QueueUnderTest>) {
  describe(`${name} queue`, () => {
    let backend: QueueUnderTest
    let queues: Queue[] = []
    let workers: QueueWorker[] = []
    let enqueued: string[] = []

    beforeAll(async () => {
      backend = await setup()
    })
    afterAll(async () => {
      await backend?.close()
    })
    // Every test leaves the queue empty for the next: workers stopped, its jobs taken out.
    afterEach(async () => {
      await Promise.all(workers.map((worker) => worker.stop({ graceMs: 0 })))
      const queue = queues[0]
      if (queue) for (const id of enqueued) await queue.cancel(id)
      await Promise.all(queues.map((q) => q.close()))
      queues = []
      workers = []
      enqueued = []
    })

    const open = async () => {
      const queue = await backend.open()
      queues.push(queue)
      return queue
    }
    const work = async (queue: Queue, handler: (d: Delivery) => Promise<void>, options: WorkOptions) => {
      const worker = await queue.work(handler, options)
      workers.push(worker)
      return worker
    }
    const job = (lane: Lane, userId = randomUUID(), cap = 3): QueuedJob => ({ id: randomUUID(), lane, userId, cap })
    const enqueue = async (queue: Queue, ...jobs: QueuedJob[]) => {
      for (const j of jobs) {
        enqueued.push(j.id)
        await queue.enqueue(j)
      }
      return jobs
    }

    it('delivers priority jobs before slow ones, each lane in the order it was filled', async () => {
      const queue = await open()
      const [slow1, priority1, slow2, priority2] = await enqueue(
        queue,
        job('slow'),
        job('priority'),
        job('slow'),
        job('priority'),
      )
      const seen = recorder()
      await work(queue, seen.pass, { concurrency: 1 })
      await waitFor('four deliveries', () => seen.deliveries.length === 4)
      expect(seen.order()).toEqual([priority1!.id, priority2!.id, slow1!.id, slow2!.id])
      expect(seen.deliveries.map((d) => d.attempt)).toEqual([1, 1, 1, 1])
      expect(seen.deliveries[0]!.job).toEqual(priority1)
    })

    it('lets one slow job through after every three priority jobs while both lanes wait', async () => {
      const queue = await open()
      const priority = await enqueue(queue, ...Array.from({ length: 8 }, () => job('priority')))
      const slow = await enqueue(queue, job('slow'), job('slow'))
      const seen = recorder()
      await work(queue, seen.pass, { concurrency: 1, slowEvery: 3 })
      await waitFor('ten deliveries', () => seen.deliveries.length === 10)
      const [p1, p2, p3, p4, p5, p6, p7, p8] = priority.map((j) => j.id)
      expect(seen.order()).toEqual([p1, p2, p3, slow[0]!.id, p4, p5, p6, slow[1]!.id, p7, p8])
    })

    it("runs a FREE user's jobs one at a time while another user's job starts", async () => {
      const queue = await open()
      const free = randomUUID()
      const [a, b, c] = await enqueue(queue, job('slow', free, 1), job('slow', free, 1), job('slow', free, 1))
      const [other] = await enqueue(queue, job('slow', randomUUID(), 1))
      const seen = recorder()
      await work(queue, seen.hold, { concurrency: 3 })
      await waitFor('the first job and the other user’s', () => seen.running.has(a!.id) && seen.running.has(other!.id))
      // Room for a third job, but the FREE user's cap holds b back while a runs.
      await sleep(400)
      expect([...seen.running].sort()).toEqual([a!.id, other!.id].sort())
      for (const [current, next] of [
        [a, b],
        [b, c],
      ] as const) {
        seen.release(current!.id)
        await waitFor('the user’s next job', () => seen.running.has(next!.id))
        expect(seen.running.has(current!.id)).toBe(false)
      }
      expect(seen.order()).toEqual([a!.id, other!.id, b!.id, c!.id])
    })

    it("counts a user's running jobs in both lanes against the cap", async () => {
      const queue = await open()
      const user = randomUUID()
      const [slow, priority] = await enqueue(queue, job('slow', user, 1), job('priority', user, 1))
      const seen = recorder()
      await work(queue, seen.hold, { concurrency: 2 })
      await waitFor('the priority job', () => seen.running.has(priority!.id))
      await sleep(400)
      expect(seen.started(slow!.id)).toBe(0)
      seen.release(priority!.id)
      await waitFor('the slow job', () => seen.running.has(slow!.id))
    })

    it('never delivers a job canceled while it waited', async () => {
      const queue = await open()
      const [canceled, marker] = await enqueue(queue, job('slow'), job('slow'))
      expect(await queue.position(canceled!.id)).toBe(0)
      await queue.cancel(canceled!.id)
      expect(await queue.position(canceled!.id)).toBeNull()
      const seen = recorder()
      await work(queue, seen.pass, { concurrency: 1 })
      await waitFor('the job enqueued after it', () => seen.started(marker!.id) === 1)
      expect(seen.started(canceled!.id)).toBe(0)
    })

    it("aborts a running job's signal when it is canceled, and does not deliver it again", async () => {
      const queue = await open()
      const seen = recorder()
      await work(queue, seen.hold, { concurrency: 1 })
      const [running] = await enqueue(queue, job('priority'))
      await waitFor('the job to start', () => seen.running.has(running!.id))
      expect(await queue.position(running!.id)).toBeNull()
      await queue.cancel(running!.id)
      const delivery = seen.deliveries[0]!
      expect(delivery.signal.aborted).toBe(true)
      const [marker] = await enqueue(queue, job('priority'))
      await waitFor('the next job', () => seen.started(marker!.id) === 1)
      expect(seen.started(running!.id)).toBe(1)
    })

    it('queues a job enqueued twice once', async () => {
      const queue = await open()
      const [twice] = await enqueue(queue, job('slow'))
      await queue.enqueue(twice!)
      const [marker] = await enqueue(queue, job('slow'))
      expect(await queue.position(marker!.id)).toBe(1)
      const seen = recorder()
      await work(queue, seen.pass, { concurrency: 1 })
      await waitFor('the job after it', () => seen.started(marker!.id) === 1)
      expect(seen.order()).toEqual([twice!.id, marker!.id])
    })

    it('tells a waiting job how many jobs start before it, across lanes', async () => {
      const queue = await open()
      const [p1, p2, s1, s2] = await enqueue(queue, job('priority'), job('priority'), job('slow'), job('slow'))
      expect(await queue.position(p1!.id)).toBe(0)
      expect(await queue.position(p2!.id)).toBe(1)
      // Both priority jobs go first (the ratio lets a slow job through only after three).
      expect(await queue.position(s1!.id)).toBe(2)
      expect(await queue.position(s2!.id)).toBe(3)
      expect(await queue.position(randomUUID())).toBeNull()
    })

    it('queues a job enqueued within a transaction only if the transaction commits', async () => {
      const queue = await open()
      const [rolledBack, committed] = [job('slow'), job('slow')]
      enqueued.push(rolledBack.id, committed.id)
      await expect(
        backend.db.transaction().execute(async (tx) => {
          await queue.enqueue(rolledBack, { within: tx })
          throw new Error('the credit could not be reserved')
        }),
      ).rejects.toThrow('the credit could not be reserved')
      await backend.db.transaction().execute((tx) => queue.enqueue(committed, { within: tx }))
      expect(await queue.position(rolledBack.id)).toBeNull()
      expect(await queue.position(committed.id)).toBe(0)
      const seen = recorder()
      await work(queue, seen.pass, { concurrency: 1 })
      await waitFor('the committed job', () => seen.started(committed.id) === 1)
      await sleep(200)
      expect(seen.started(rolledBack.id)).toBe(0)
    })

    it('lets running jobs finish within the grace period when a worker stops', async () => {
      const queue = await open()
      const seen = recorder()
      const worker = await work(queue, seen.hold, { concurrency: 2 })
      const [a] = await enqueue(queue, job('slow'))
      await waitFor('the job to start', () => seen.running.has(a!.id))
      const stopped = worker.stop({ graceMs: 10_000 })
      await sleep(100)
      seen.release(a!.id)
      await stopped
      expect(seen.deliveries[0]!.signal.aborted).toBe(false)
      // Finished, so gone: a new worker runs only the job enqueued after it.
      const next = recorder()
      await work(await open(), next.pass, { concurrency: 1 })
      const [marker] = await enqueue(queue, job('slow'))
      await waitFor('the next job', () => next.started(marker!.id) === 1)
      expect(next.started(a!.id)).toBe(0)
    })

    it('aborts a job still running when the grace period ends and delivers it again to the next worker', async () => {
      const queue = await open()
      const seen = recorder()
      const worker = await work(queue, seen.hold, { concurrency: 1 })
      const [a] = await enqueue(queue, job('priority'))
      await waitFor('the job to start', () => seen.running.has(a!.id))
      await worker.stop({ graceMs: 200 })
      expect(seen.deliveries[0]!.signal.aborted).toBe(true)
      const next = recorder()
      await work(await open(), next.hold, { concurrency: 1 })
      await waitFor('the job delivered again', () => next.running.has(a!.id), backend.redeliveryMs)
      expect(next.deliveries[0]!.attempt).toBe(2)
    })

    it('delivers a job again after its handler threw', async () => {
      const queue = await open()
      const attempts: number[] = []
      await work(
        queue,
        async (delivery) => {
          attempts.push(delivery.attempt)
          if (delivery.attempt === 1) throw new Error('the provider timed out')
        },
        { concurrency: 1 },
      )
      const [a] = await enqueue(queue, job('slow'))
      await waitFor('the second delivery', () => attempts.length === 2, backend.redeliveryMs)
      await sleep(300)
      expect(attempts).toEqual([1, 2])
      expect(await queue.position(a!.id)).toBeNull()
    })

    it('never gives one job to two workers at once', async () => {
      const [first, second] = [await open(), await open()]
      const seen = recorder()
      const handler = async (delivery: Delivery) => {
        const held = seen.hold(delivery)
        setTimeout(() => seen.release(delivery.job.id), 30)
        await held
      }
      await work(first, handler, { concurrency: 2 })
      await work(second, handler, { concurrency: 2 })
      const jobs = await enqueue(first, ...Array.from({ length: 12 }, (_, i) => job(i % 3 ? 'priority' : 'slow')))
      await waitFor('every job', () => jobs.every((j) => seen.started(j.id) >= 1), 20_000)
      await sleep(300)
      expect(seen.overlap).toBe(false)
      expect(jobs.map((j) => seen.started(j.id))).toEqual(jobs.map(() => 1))
    })

    it('delivers a job again (attempt 2) after the worker running it was killed with SIGKILL', async () => {
      const queue = await open()
      const child: ChildProcess = spawn(process.execPath, backend.childArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      try {
        await waitFor('the child worker to start', () => output.includes('working'), 30_000)
        const [a] = await enqueue(queue, job('slow'))
        await waitFor('the child to take the job', () => output.includes(`started ${a!.id} 1`), 10_000)
        const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
        child.kill('SIGKILL')
        expect(await exited).toBe('SIGKILL')
        const seen = recorder()
        await work(queue, seen.pass, { concurrency: 1 })
        await waitFor('the job delivered again', () => seen.started(a!.id) === 1, backend.redeliveryMs)
        expect(seen.deliveries[0]!.attempt).toBe(2)
      } finally {
        child.kill('SIGKILL')
      }
    }, 60_000)
  })
}
