import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ApiClient } from '../support/api-client'
import { databaseKinds } from '../support/databases'
import { activatedAccount } from '../support/outbox'
import { serverOn } from '../support/server-on'
import { sqlOn } from '../support/sql'

let counter = 0

describe.each(databaseKinds)('feedback on %s', (kind) => {
  const suite = serverOn(kind)

  /** Runs SQL on the server's own database (reading feedback, making a job to name). */
  const sql = (query: string, params: unknown[] = []) => sqlOn(suite.db)(query, params)

  async function user(): Promise<{ client: ApiClient; id: string }> {
    const email = `feedback.${Date.now()}.${++counter}@example.com`
    const client = new ApiClient(suite.server.url)
    const cookies = await activatedAccount(suite.server.url, suite.db.dataDir, email, 'swallow-under-the-rose-7', client.ip)
    for (const pair of cookies.split('; ')) {
      const [name, ...value] = pair.split('=')
      client.cookies.set(name!, value.join('='))
    }
    const [row] = await sql('select id from "user" where email = $1', [email])
    return { client, id: row!.id as string }
  }

  /** A finished job of the user's, as the design queue writes them. */
  async function jobOf(userId: string, params: object): Promise<string> {
    const id = randomUUID()
    await sql(
      `insert into design_job (id, user_id, tool, params, provider, lane, status, attempts, favorite, created_at)
       values ($1, $2, 'text', $3, 'builtin', 'slow', 'succeeded', 0, 0, $4)`,
      [id, userId, JSON.stringify(params), Math.floor(Date.now() / 1000)],
    )
    return id
  }

  const stored = async (id: string) => (await sql('select * from feedback where id = $1', [id]))[0]

  it('stores a visitor’s feedback as new, with the page, locale and browser', async () => {
    const visitor = new ApiClient(suite.server.url, undefined, 'de')
    const res = await visitor.post(
      '/feedback',
      { category: 'idea', message: '  Bitte eine Vorlage für Letter-Papier  ', rating: 5, page: '/de/tattoo-text' },
      { 'user-agent': 'feedback-test/1.0' },
    )
    expect(res).toMatchObject({ status: 200, code: 200 })
    expect(Object.keys(res.data)).toEqual(['id'])
    const row = await stored(res.data.id)
    expect(row).toMatchObject({
      user_id: null,
      category: 'idea',
      message: 'Bitte eine Vorlage für Letter-Papier',
      page: '/de/tattoo-text',
      job_id: null,
      job_params: null,
      locale: 'de',
      user_agent: 'feedback-test/1.0',
      status: 'new',
    })
    expect(Number(row!.rating)).toBe(5)
    expect(Number(row!.created_at)).toBeGreaterThan(1_700_000_000)
  })

  it('attaches the params of the sender’s own job, and refuses someone else’s as if it did not exist', async () => {
    const owner = await user()
    const stranger = await user()
    const params = { tool: 'text', prompt: 'wolf and moon', style: 'fine-line', seed: 7 }
    const job = await jobOf(owner.id, params)

    const res = await owner.client.post('/feedback', { category: 'design', message: 'The moon is too thin', job_id: job })
    expect(res.status).toBe(200)
    const row = await stored(res.data.id)
    expect(row).toMatchObject({ user_id: owner.id, job_id: job })
    expect(JSON.parse(row!.job_params as string)).toEqual(params)

    for (const jobId of [job, randomUUID()]) {
      const refused = await stranger.client.post('/feedback', { category: 'design', message: 'Not mine', job_id: jobId })
      expect(refused).toMatchObject({ status: 400, code: 400001, data: { fields: { job_id: 'validation_feedback_job' } } })
    }
    const anonymous = await new ApiClient(suite.server.url).post('/feedback', { category: 'bug', message: 'Hello', job_id: job })
    expect(anonymous).toMatchObject({ status: 400, data: { fields: { job_id: 'validation_feedback_job_sign_in' } } })
    expect(await sql('select id from feedback where message = $1', ['Not mine'])).toEqual([])
  })

  it('keeps the feedback, without its sender, when the account is deleted', async () => {
    const email = `leaving.${Date.now()}.${++counter}@example.com`
    const client = new ApiClient(suite.server.url)
    const cookies = await activatedAccount(suite.server.url, suite.db.dataDir, email, 'swallow-under-the-rose-7', client.ip)
    for (const pair of cookies.split('; ')) {
      const [name, ...value] = pair.split('=')
      client.cookies.set(name!, value.join('='))
    }
    const res = await client.post('/feedback', { category: 'billing', message: 'Cancel please' })
    expect((await client.delete('/user', { confirm_email: email })).code).toBe(200)
    expect(await stored(res.data.id)).toMatchObject({ user_id: null, message: 'Cancel please' })
  })

  it('names each wrong field with its catalogue key', async () => {
    const c = new ApiClient(suite.server.url)
    const res = await c.post('/feedback', {
      category: 'praise',
      message: 'hi',
      rating: 7,
      page: 'https://elsewhere.example/',
      job_id: '',
    })
    expect(res).toMatchObject({ status: 400, code: 400001 })
    expect(res.data.fields).toEqual({
      category: 'validation_choice',
      message: 'validation_feedback_short',
      rating: 'validation_rating',
      page: 'validation_feedback_page',
      job_id: 'validation_feedback_job',
    })
    // PostgreSQL cannot keep a NUL character: refused on the field, never a 500.
    const nul = await c.post('/feedback', { category: 'bug', message: 'abc\u0000def' })
    expect(nul).toMatchObject({ status: 400, code: 400001, data: { fields: { message: 'validation_text' } } })
    // Probe finding: half a character was taken (200) and stored as U+FFFD; now refused like a NUL.
    const broken = await c.post('/feedback', { category: 'bug', message: 'broken \uD800 text' })
    expect(broken).toMatchObject({ status: 400, code: 400001, data: { fields: { message: 'validation_text' } } })
  })

  it('takes 5 an hour from a visitor’s address and 20 from a signed-in user, then 429 with Retry-After', async () => {
    const visitor = new ApiClient(suite.server.url)
    for (let i = 0; i < 5; i++)
      expect((await visitor.post('/feedback', { category: 'other', message: `note ${i}` })).status).toBe(200)
    const refused = await visitor.post('/feedback', { category: 'other', message: 'one more' })
    expect(refused).toMatchObject({ status: 429, code: 429 })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    // A signed-in user on an address of their own counts per account, with more room.
    const { client } = await user()
    for (let i = 0; i < 20; i++)
      expect((await client.post('/feedback', { category: 'other', message: `note ${i}` })).status).toBe(200)
    expect((await client.post('/feedback', { category: 'other', message: 'one more' })).status).toBe(429)
  })
})
