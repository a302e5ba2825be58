import type { Kysely } from 'kysely'
import type { Database, DesignJobTable, DesignOutputTable } from '@/server/db/schema'

type NewJob = Omit<DesignJobTable, 'attempts' | 'favorite'> & { attempts: number }

/** Design jobs and their outputs. */
export function designsRepo(db: Kysely<Database>) {
  return {
    /** A job that is already finished, with its outputs, in one transaction. */
    async insertFinishedJob(job: NewJob, outputs: DesignOutputTable[]): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('design_job').values(job).execute()
        if (outputs.length) await tx.insertInto('design_output').values(outputs).execute()
      })
    },

    /** Whether `key` is a file (picture, SVG or stencil) of one of the user's jobs. */
    async ownsOutput(userId: string, key: string): Promise<boolean> {
      const output = await db
        .selectFrom('design_output')
        .innerJoin('design_job', 'design_job.id', 'design_output.job_id')
        .select('design_output.job_id')
        .where('design_job.user_id', '=', userId)
        .where((eb) => eb.or([eb('image_key', '=', key), eb('svg_key', '=', key), eb('stencil_key', '=', key)]))
        .executeTakeFirst()
      return output !== undefined
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
        .select(['image_key', 'svg_key', 'stencil_key'])
        .where('design_job.user_id', '=', userId)
        .execute()
      return outputs.flatMap((o) => [o.image_key, o.svg_key, o.stencil_key]).filter((k): k is string => !!k)
    },
  }
}

export type DesignsRepo = ReturnType<typeof designsRepo>
