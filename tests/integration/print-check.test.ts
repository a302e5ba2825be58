import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../support/api-client'
import { databaseKinds } from '../support/databases'
import { serverOn } from '../support/server-on'
import { jobEventsOf, signedInClient } from '../support/signed-in'
import { sqlOn } from '../support/sql'

interface Print {
  line_mm: number
  gap_mm: number | null
  cap_mm: number | null
}

describe.each(databaseKinds)('the print check on %s', (kind) => {
  const suite = serverOn(kind)

  async function finishedJob(c: ApiClient, body: object) {
    const created = await c.post('/designs', body)
    expect(created.status).toBe(200)
    const last = (await jobEventsOf(c, created.data.id)).at(-1)!
    expect(last.event).toBe('succeeded')
    return last.data as { id: string; outputs: { print: Print | null; width_mm: number }[] }
  }

  it('measures every output of a text design: line, gap and lettering at the print size', async () => {
    const c = await signedInClient(suite.server.url, suite.db.dataDir, 'print', 'en')
    const lettered = await finishedJob(c, {
      tool: 'text',
      params: { prompt: 'a rose with "Mom"', style: 'fine-line' },
      variations: 2,
      seed: 5,
    })
    expect(lettered.outputs).toHaveLength(2)
    for (const { print } of lettered.outputs) {
      expect(print).not.toBeNull()
      expect(print!.line_mm).toBeGreaterThanOrEqual(0.3)
      expect(print!.gap_mm).toBeGreaterThanOrEqual(0.15)
      expect(print!.cap_mm).toBeGreaterThan(1)
    }
    // The same job as the history and the job view show it.
    expect((await c.get(`/designs/jobs/${lettered.id}`)).data.outputs[0].print).toEqual(lettered.outputs[0]!.print)

    // No lettering, no cap height; twice the size, the gaps grow with it.
    const small = await finishedJob(c, { tool: 'text', params: { prompt: 'a wolf', size_mm: 80 }, seed: 9 })
    const large = await finishedJob(c, { tool: 'text', params: { prompt: 'a wolf', size_mm: 160 }, seed: 9 })
    expect(small.outputs[0]!.print!.cap_mm).toBeNull()
    expect(large.outputs[0]!.width_mm).toBeCloseTo(2 * small.outputs[0]!.width_mm, 0)
    expect(large.outputs[0]!.print!.gap_mm!).toBeGreaterThan(small.outputs[0]!.print!.gap_mm!)

    // An output stored before the print check was measured shows none.
    await sqlOn(suite.db)('update design_output set line_mm = null where job_id = $1', [small.id])
    expect((await c.get(`/designs/jobs/${small.id}`)).data.outputs[0].print).toBeNull()
  }, 120_000)
})
