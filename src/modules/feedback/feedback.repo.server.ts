import type { Insertable, Kysely } from 'kysely'
import type { Database, FeedbackTable } from '@/server/db/schema'

export type NewFeedback = Insertable<FeedbackTable>

/** The feedback table. */
export function feedbackRepo(db: Kysely<Database>) {
  return {
    async insert(row: NewFeedback): Promise<void> {
      await db.insertInto('feedback').values(row).execute()
    },
  }
}

export type FeedbackRepo = ReturnType<typeof feedbackRepo>
