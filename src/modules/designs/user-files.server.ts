import { db } from '@/server/startup.server'

/** Every file key a user owns: uploads and the outputs of their design jobs (for account deletion). */
export async function userFileKeys(userId: string): Promise<string[]> {
  const uploads = await db().selectFrom('upload').select('key').where('user_id', '=', userId).execute()
  const outputs = await db()
    .selectFrom('design_output')
    .innerJoin('design_job', 'design_job.id', 'design_output.job_id')
    .select(['image_key', 'svg_key', 'stencil_key'])
    .where('design_job.user_id', '=', userId)
    .execute()
  return [...uploads.map((u) => u.key), ...outputs.flatMap((o) => [o.image_key, o.svg_key, o.stencil_key])].filter(
    (k): k is string => !!k,
  )
}
