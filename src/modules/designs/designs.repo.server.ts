import type { Kysely, Selectable } from 'kysely'
import { fileKeysOf } from './job-parts'
import type { Database, DesignJobTable, DesignOutputTable, DesignTool, JobStatus } from '@/server/db/schema'

export type JobRow = Selectable<DesignJobTable>
export type NewJob = Omit<JobRow, 'favorite' | 'progress' | 'step' | 'started_ms' | 'finished_ms'>
type OutputRow = Selectable<DesignOutputTable>

/** States a job is still in flight in: it holds a credit and may change. */
const IN_FLIGHT: JobStatus[] = ['queued', 'running']

/** Design jobs and their outputs. */
export function designsRepo(db: Kysely<Database>) {
  return {
    /** Runs `work` in one transaction; the handle it gets is for this module's and the quota's statements. */
    transaction: <T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    /** The same queries, inside a transaction. */
    within: (tx: Kysely<Database>) => designsRepo(tx),

    async insertJob(job: NewJob): Promise<void> {
      await db.insertInto('design_job').values(job).execute()
    },

    /** A job that is already finished, with its outputs, in one transaction. */
    async insertFinishedJob(job: NewJob, outputs: OutputRow[]): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('design_job').values(job).execute()
        if (outputs.length) await tx.insertInto('design_output').values(outputs).execute()
      })
    },

    jobById: (id: string): Promise<JobRow | undefined> =>
      db.selectFrom('design_job').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A user's job; someone else's is not found. */
    jobOf: (userId: string, id: string): Promise<JobRow | undefined> =>
      db.selectFrom('design_job').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    async outputsOf(jobIds: string[]): Promise<OutputRow[]> {
      if (jobIds.length === 0) return []
      return db.selectFrom('design_output').selectAll().where('job_id', 'in', jobIds).orderBy('index').execute()
    },

    /** A delivery starts the job (`now` in ms): only one that is still queued or running (a redelivery) starts. */
    async markRunning(id: string, attempt: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('design_job')
        .set({
          status: 'running',
          attempts: attempt,
          started_at: Math.floor(now / 1000),
          started_ms: now,
          progress: 0,
          step: null,
        })
        .where('id', '=', id)
        .where('status', 'in', IN_FLIGHT)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Progress of the attempt that runs the job (a late one from an older attempt is dropped). */
    async setProgress(id: string, attempt: number, progress: number, step: string): Promise<void> {
      await db
        .updateTable('design_job')
        .set({ progress, step })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempt)
        .execute()
    },

    /**
     * Ends the attempt that runs the job, once: succeeded or failed only if it is still running
     * with this attempt (not canceled meanwhile, not finished by another worker).
     */
    async finish(
      id: string,
      attempt: number,
      status: 'succeeded' | 'failed',
      error: string | null,
      now: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('design_job')
        .set({
          status,
          error,
          finished_at: Math.floor(now / 1000),
          finished_ms: now,
          progress: status === 'succeeded' ? 1 : 0,
          step: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempt)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** A job given up on before or while it ran (worker lost, canceled): only while in flight; the row as it was. */
    async endInFlight(id: string, status: 'failed' | 'canceled', error: string | null, now: number): Promise<JobRow | undefined> {
      // One statement (no read before the write): another process may write between the two on SQLite.
      return db
        .updateTable('design_job')
        .set({ status, error, finished_at: Math.floor(now / 1000), finished_ms: now, step: null })
        .where('id', '=', id)
        .where('status', 'in', IN_FLIGHT)
        .returningAll()
        .executeTakeFirst()
    },

    /** The status and the attempt that runs the job (a delivery checks it is still the one). */
    runningAttempt: (id: string) =>
      db.selectFrom('design_job').select(['status', 'attempts']).where('id', '=', id).executeTakeFirst(),

    async insertOutputs(outputs: OutputRow[]): Promise<void> {
      if (outputs.length) await db.insertInto('design_output').values(outputs).execute()
    },

    /** What a watcher of the job needs each time it looks: one row read by its key. */
    stateOf: (id: string) =>
      db.selectFrom('design_job').select(['status', 'progress', 'step']).where('id', '=', id).executeTakeFirst(),

    /** A page of a user's history, newest first. */
    async history(
      userId: string,
      filter: { tool?: DesignTool; favorite?: boolean },
      page: number,
      pageSize: number,
    ): Promise<{ rows: JobRow[]; total: number }> {
      let query = db.selectFrom('design_job').where('user_id', '=', userId)
      if (filter.tool) query = query.where('tool', '=', filter.tool)
      if (filter.favorite !== undefined) query = query.where('favorite', '=', filter.favorite ? 1 : 0)
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('queued_ms', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },

    async setFavorite(userId: string, id: string, favorite: boolean): Promise<boolean> {
      const result = await db
        .updateTable('design_job')
        .set({ favorite: favorite ? 1 : 0 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async deleteJob(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('design_job').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    /** Queued jobs of a lane that were queued before `createdAt` (the estimate's queue). */
    async waitingBefore(lane: 'priority' | 'slow', createdAt: number, id: string): Promise<number> {
      const row = await db
        .selectFrom('design_job')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'queued')
        .where('lane', '=', lane)
        .where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** How long the last jobs took to run, ms (for the queue's estimate). */
    async recentRunMs(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('design_job')
        .select(['started_ms', 'finished_ms'])
        .where('status', '=', 'succeeded')
        .where('started_ms', 'is not', null)
        .where('finished_ms', 'is not', null)
        .orderBy('finished_ms', 'desc')
        .limit(limit)
        .execute()
      return rows.map((r) => Number(r.finished_ms) - Number(r.started_ms))
    },

    /**
     * Which of a user's job files `key` is: the picture, or one of the vector files (SVG, stencil,
     * PDF) that ranks with SVG export may download; undefined when it is not theirs.
     */
    async outputFile(userId: string, key: string): Promise<'picture' | 'vector' | undefined> {
      const output = await db
        .selectFrom('design_output')
        .innerJoin('design_job', 'design_job.id', 'design_output.job_id')
        .select('image_key')
        .where('design_job.user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('image_key', '=', key), eb('svg_key', '=', key), eb('stencil_key', '=', key), eb('pdf_key', '=', key)]),
        )
        .executeTakeFirst()
      if (!output) return undefined
      return output.image_key === key ? 'picture' : 'vector'
    },

    /** A job's params (JSON) when it is the user's, else null (feedback names jobs). */
    async jobParamsOf(userId: string, jobId: string): Promise<string | null> {
      const job = await db
        .selectFrom('design_job')
        .select('params')
        .where('id', '=', jobId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return job?.params ?? null
    },

    /** Every file of every job of a user (for account deletion). */
    async outputKeysOf(userId: string): Promise<string[]> {
      const outputs = await db
        .selectFrom('design_output')
        .innerJoin('design_job', 'design_job.id', 'design_output.job_id')
        .select(['image_key', 'svg_key', 'stencil_key', 'pdf_key'])
        .where('design_job.user_id', '=', userId)
        .execute()
      return fileKeysOf(outputs)
    },
  }
}

export type DesignsRepo = ReturnType<typeof designsRepo>
