import type { Page } from '@playwright/test'

/**
 * A finished text design of the signed-in user, made through the API (POST /designs) and
 * waited for: what the studio's text tool leaves in the history.
 */
export async function finishedDesign(page: Page, prompt = 'wolf under a crescent moon'): Promise<{ id: string }> {
  const created = await (
    await page.request.post('/common-api/v1/designs', { data: { tool: 'text', params: { prompt }, variations: 1 } })
  ).json()
  if (created.code !== 200) throw new Error(`design refused: ${JSON.stringify(created)}`)
  const id: string = created.data.id
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const job = (await (await page.request.get(`/common-api/v1/designs/jobs/${id}`)).json()).data
    if (job.status === 'succeeded') return { id }
    if (job.status === 'failed' || job.status === 'canceled') throw new Error(`design ${id} ${job.status}: ${job.error}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`design ${id} did not finish`)
}
