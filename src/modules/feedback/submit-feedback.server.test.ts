import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anonymousCaller, userCaller } from '@/server/testing/caller'
import type { NewFeedback } from './feedback.repo.server'
import { FeedbackSchema } from './feedback.schema'
import { submitFeedback } from './submit-feedback.server'

const PARAMS = '{"tool":"text","prompt":"wolf"}'

function service() {
  const rows: NewFeedback[] = []
  const asked: [string, string][] = []
  const submit = submitFeedback({
    repo: { insert: async (row) => void rows.push(row) },
    // user-1 owns job-1 only.
    jobParamsOf: async (userId, jobId) => {
      asked.push([userId, jobId])
      return userId === 'user-1' && jobId === 'job-1' ? PARAMS : null
    },
  })
  return { submit, rows, asked }
}

const valid = (input: unknown) => v.parse(FeedbackSchema, input)

describe('POST /feedback: the service', () => {
  it('stores a signed-in user’s feedback with their id, the job’s params, the locale and the browser', async () => {
    const { submit, rows } = service()
    const { id } = await submit(
      userCaller(),
      valid({ category: 'design', message: '  The wolf’s ears are cut off  ', rating: 4, page: '/en/studio', job_id: 'job-1' }),
    )
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(rows).toEqual([
      {
        id,
        user_id: 'user-1',
        category: 'design',
        message: 'The wolf’s ears are cut off',
        rating: 4,
        page: '/en/studio',
        job_id: 'job-1',
        job_params: PARAMS,
        locale: 'en',
        user_agent: 'test',
        created_at: expect.any(Number),
      },
    ])
  })

  it('stores a visitor’s feedback without a user, the optional fields empty', async () => {
    const { submit, rows } = service()
    await submit(anonymousCaller(), valid({ category: 'idea', message: 'Dark mode for the stencil page', rating: null }))
    expect(rows[0]).toMatchObject({ user_id: null, rating: null, page: null, job_id: null, job_params: null })
  })

  it('refuses a job that is not the sender’s, exactly like a missing one, and stores nothing', async () => {
    const { submit, rows, asked } = service()
    for (const jobId of ['job-2', 'no-such-job'])
      await expect(submit(userCaller(), valid({ category: 'bug', message: 'broken', job_id: jobId }))).rejects.toMatchObject({
        code: 400001,
        data: { fields: { job_id: 'validation_feedback_job' } },
      })
    expect(asked).toEqual([
      ['user-1', 'job-2'],
      ['user-1', 'no-such-job'],
    ])
    expect(rows).toEqual([])
  })

  it('refuses a visitor who names a job without looking it up', async () => {
    const { submit, rows, asked } = service()
    await expect(submit(anonymousCaller(), valid({ category: 'bug', message: 'broken', job_id: 'job-1' }))).rejects.toMatchObject(
      {
        code: 400001,
        data: { fields: { job_id: 'validation_feedback_job_sign_in' } },
      },
    )
    expect(asked).toEqual([])
    expect(rows).toEqual([])
  })
})

describe('the feedback schema', () => {
  const issues = (input: unknown) => {
    const result = v.safeParse(FeedbackSchema, input)
    return result.success ? {} : v.flatten<typeof FeedbackSchema>(result.issues).nested
  }
  const ok = { category: 'bug', message: 'It broke' }

  it('names each field that is wrong with its catalogue key', () => {
    expect(issues({ ...ok, category: 'praise' })).toEqual({ category: ['validation_choice'] })
    expect(issues({ ...ok, message: '  a  ' })).toEqual({ message: ['validation_feedback_short'] })
    expect(issues({ ...ok, message: 'x'.repeat(4001) })).toEqual({ message: ['validation_feedback_long'] })
    expect(issues({ ...ok, message: 42 })).toEqual({ message: ['validation_required'] })
    for (const rating of [0, 6, 2.5, '5']) expect(issues({ ...ok, rating })).toEqual({ rating: ['validation_rating'] })
    for (const page of ['https://evil.example/', '//evil.example', 'studio', `/${'a'.repeat(500)}`, '/a b'])
      expect(issues({ ...ok, page }), page).toEqual({ page: ['validation_feedback_page'] })
    expect(issues({ ...ok, job_id: '' })).toEqual({ job_id: ['validation_feedback_job'] })
  })

  it('takes a message of 3 to 4000 characters after trimming, and the optional fields', () => {
    expect(issues({ ...ok, message: ` ${'x'.repeat(4000)} `, rating: 5, page: '/ja/studio?tab=photo', job_id: 'j' })).toEqual({})
    expect(issues({ ...ok, message: 'abc', rating: 1 })).toEqual({})
  })
})
