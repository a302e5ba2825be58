import type { Kysely } from 'kysely'
import { fromKysely, PgBoss, type Job, type SendOptions } from 'pg-boss'
import type { Database } from '../db/schema'
import { logger } from '../log.server'
import { listenForJobs } from './job-notices.repo.server'
import { pgBossRepo } from './pg-boss.repo.server'
import { placeInLine } from './position'
import type { Delivery, EnqueueOptions, Lane, Queue, QueuedJob, WorkOptions } from './queue'
import { assertQueuedJob } from './queued-job'
import {
  DEFAULT_SLOW_EVERY,
  startListedWorker,
  wakeNowAndAfterCommit,
  type Claim,
  type ClaimSource,
  type RunningWorker,
} from './worker-loop.server'

const log = logger('queue')

export const PG_BOSS_QUEUES: Record<Lane, string> = { priority: 'design-priority', slow: 'design-slow' }
const LANES: Lane[] = ['priority', 'slow']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface PgBossQueueOptions {
  url: string
  /** The app's database (the same PostgreSQL database): enqueue `within` its transactions, reads. */
  db: Kysely<Database>
  /** QUEUE_LEASE_SECONDS: becomes the jobs' heartbeat (pg-boss allows no less than 10 s). */
  leaseMs: number
  /** How often idle workers fetch (jobs from other processes; pg-boss's NOTIFY serves only `work`). */
  pollMs?: number
  /** How often pg-boss's supervisor fails jobs whose heartbeat stopped (a dead worker's). */
  superviseSeconds?: number
  /** The longest a job may run, heartbeat or not. */
  expireSeconds?: number
  slowEvery?: number
}

interface JobData {
  userId: string
  cap: number
}

/** Caps up to this have their own pg-boss group tier; a larger cap is counted as this one. */
const MAX_TIER = 20
const TIERS = Object.fromEntries(Array.from({ length: MAX_TIER }, (_, i) => [String(i + 1), i + 1]))

// In-process wake-ups: enqueues here start this process's idle workers at once.
const processWorkers = new Set<RunningWorker>()

/**
 * The `pg-boss` back-end: one pg-boss queue per lane in schema `pgboss`, fetched by our own loop
 * (the shared worker) so the fairness ratio and the cross-lane cap are ours; pg-boss gives the
 * atomic fetch, retries, heartbeats and the supervisor that hands a dead worker's job out again.
 */
export async function pgBossQueue(options: PgBossQueueOptions): Promise<Queue> {
  const slowEvery = options.slowEvery ?? DEFAULT_SLOW_EVERY
  const superviseSeconds = options.superviseSeconds ?? 10
  const heartbeatSeconds = Math.max(10, Math.ceil(options.leaseMs / 1000))
  const jobOptions: SendOptions = {
    heartbeatSeconds,
    expireInSeconds: options.expireSeconds ?? 900,
    // Redelivery is the handler's business (it sees the attempt); pg-boss only must not give up early.
    retryLimit: 20,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 30,
    deleteAfterSeconds: 3600,
  }
  const boss = new PgBoss({
    connectionString: options.url,
    schema: 'pgboss',
    max: 4,
    schedule: false,
    registerInstance: false,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  })
  boss.on('error', (error) => log.error('pg-boss', error))
  await boss.start()
  for (const name of Object.values(PG_BOSS_QUEUES)) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, jobOptions)
    } catch (error) {
      // Another process created it between the two calls.
      if (!(await boss.getQueue(name))) throw error
    }
  }
  const repo = pgBossRepo(options.db, PG_BOSS_QUEUES)
  const workers = new Set<RunningWorker>()
  // Enqueues of other processes, heard at once (a process that runs no worker does not listen).
  let notices: ReturnType<typeof listenForJobs> | undefined
  const wakeAll = () => {
    for (const worker of processWorkers) worker.wake()
  }

  const claimOf = (lane: Lane, job: Job<JobData>): Claim => {
    const name = PG_BOSS_QUEUES[lane]
    // Every settle names the attempt fetched: once the job was handed out again it is not ours.
    const attempt = { id: job.id, retryCount: job.retryCount }
    const settled = (response: unknown) => ((response as { affected?: number }).affected ?? 0) > 0
    return {
      job: { id: job.id, lane, userId: job.data.userId, cap: job.data.cap },
      attempt: job.retryCount + 1,
      renew: async () => settled(await boss.touch(name, [attempt])),
      complete: async () => {
        await boss.complete(name, [attempt])
      },
      retry: async (error) => {
        await boss.fail(name, [attempt], { message: error instanceof Error ? error.message : String(error) })
      },
      handBack: async () => {
        await boss.fail(name, [attempt], { message: 'the worker stopped before the job finished' })
      },
    }
  }

  const source: ClaimSource = {
    heartbeatMs: Math.floor((heartbeatSeconds * 1000) / 4),
    pollMs: options.pollMs ?? 500,
    async claim(lanes: Lane[]): Promise<Claim | null> {
      const ignoreGroups = await repo.usersAtCap()
      for (const lane of lanes) {
        const [job] = await boss.fetch<JobData>(PG_BOSS_QUEUES[lane], {
          batchSize: 1,
          groupConcurrency: { default: 1, tiers: TIERS },
          ignoreGroups,
        })
        if (job) return claimOf(lane, job)
      }
      return null
    },
  }

  return {
    kind: 'pg-boss',

    async enqueue(job: QueuedJob, { within }: EnqueueOptions = {}) {
      assertQueuedJob(job)
      if (!UUID.test(job.id)) throw new Error(`a pg-boss job id must be a UUID (got ${job.id})`)
      await boss.send(PG_BOSS_QUEUES[job.lane], { userId: job.userId, cap: job.cap } satisfies JobData, {
        ...jobOptions,
        id: job.id,
        group: { id: job.userId, tier: String(Math.min(job.cap, MAX_TIER)) },
        ...(within ? { db: fromKysely(within) } : {}),
      })
      await repo.notifyEnqueued(within)
      wakeNowAndAfterCommit(wakeAll, !!within)
    },

    async work(handler: (delivery: Delivery) => Promise<void>, workOptions: WorkOptions) {
      notices ??= listenForJobs(options.url, wakeAll)
      return startListedWorker(source, handler, workOptions, workers, processWorkers)
    },

    async cancel(jobId: string) {
      if (!UUID.test(jobId)) return
      // A job running in another process: its worker's next heartbeat finds it canceled and aborts it.
      for (const lane of LANES) await boss.cancel(PG_BOSS_QUEUES[lane], jobId)
      for (const worker of processWorkers) worker.abort(jobId, new Error('the job was canceled'))
    },

    async position(jobId: string) {
      if (!UUID.test(jobId)) return null
      const around = await repo.waitingAround(jobId)
      return around && placeInLine(around.lane, around.ahead, around.otherLane, slowEvery)
    },

    async close() {
      await Promise.all([...workers].map((worker) => worker.stop()))
      await notices?.close()
      await boss.stop({ graceful: false, close: true })
    },
  }
}
