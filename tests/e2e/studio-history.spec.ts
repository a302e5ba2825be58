import type { Page } from '@playwright/test'
import { expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

/** Queues a design as the signed-in user (the page's cookies) and waits until it is drawn. */
async function designed(page: Page, body: Record<string, unknown>): Promise<string> {
  const created = await page.request.post('/common-api/v1/designs', { data: body })
  expect(created.status()).toBe(200)
  const id = (await created.json()).data.id as string
  await expect
    .poll(async () => (await (await page.request.get(`/common-api/v1/designs/jobs/${id}`)).json()).data.status, {
      timeout: 30_000,
    })
    .toBe('succeeded')
  return id
}

const seriousAxe = (page: Page) =>
  new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).serious()

const jobStatus = async (page: Page, id: string) => (await page.request.get(`/common-api/v1/designs/jobs/${id}`)).status()

for (const locale of ['en', 'ja']) {
  test(`history in ${locale}: favourite, filter, run again, delete with undo and for good${locale === 'ja' ? ' @phone' : ''}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(150_000)
    await signIn(context, clientIp, locale)
    const prompt = locale === 'ja' ? '薔薇をくわえたツバメ' : 'a swallow carrying a rose'
    const textId = await designed(page, { tool: 'text', params: { prompt }, seed: 11 })
    const flowerId = await designed(page, { tool: 'birth-flower', params: { months: [6], layout: 'single-stem' }, seed: 12 })

    const prefix = locale === 'en' ? '' : `/${locale}`
    await page.goto(`${prefix}/dashboard/history`)
    await hydrated(page)
    const rows = page.getByTestId('history-job')
    // The list is read after hydration; a busy machine takes its time.
    await expect(rows).toHaveCount(2, { timeout: 20_000 })
    const textRow = rows.filter({ hasText: prompt })
    const flowerRow = rows.filter({ hasText: t(locale, 'tool_flower_name') })
    // Newest first.
    await expect(rows.first()).toContainText(t(locale, 'tool_flower_name'))

    // Favourite the text design; the favourites filter keeps it alone, in the URL.
    const heart = textRow.getByRole('button', { name: t(locale, 'hist_favorite') })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    const filters = page.getByRole('navigation', { name: t(locale, 'hist_filter_aria') })
    await filters.getByRole('link', { name: t(locale, 'hist_filter_favorites') }).click()
    await expect(page).toHaveURL(/favorite=true/)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(prompt)
    await filters.getByRole('link', { name: t(locale, 'hist_filter_favorites') }).click()
    await filters.getByRole('link', { name: t(locale, 'tool_flower_name') }).click()
    await expect(page).toHaveURL(/tool=birth-flower/)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(t(locale, 'tool_flower_name'))
    await filters.getByRole('link', { name: t(locale, 'hist_filter_all') }).click()
    await expect(rows).toHaveCount(2)

    // Nothing serious for assistive technology on the history with designs in it.
    expect(await seriousAxe(page)).toEqual([])

    // Run again: a new job with the same request, at the top.
    await textRow.getByRole('button', { name: t(locale, 'hist_run_again') }).click()
    await expect(page.getByText(t(locale, 'hist_rerun_started'))).toBeVisible()
    await expect(rows).toHaveCount(3)
    await expect(rows.first()).toContainText(prompt)
    await expect(rows.first().getByRole('button', { name: t(locale, 'hist_favorite') })).toHaveAttribute('aria-pressed', 'false')

    // Delete, then undo: the row goes at once and comes back; the design was never deleted.
    await flowerRow.getByRole('button', { name: t(locale, 'hist_delete') }).click()
    await expect(rows).toHaveCount(2)
    await page.getByRole('button', { name: t(locale, 'hist_undo') }).click()
    await expect(rows).toHaveCount(3)
    expect(await jobStatus(page, flowerId)).toBe(200)

    // Delete for good: gone from the list at once, and from the server once the toast closes.
    await flowerRow.getByRole('button', { name: t(locale, 'hist_delete') }).click()
    await expect(rows).toHaveCount(2)
    // The first toast may still be leaving while the second shows: every undo button must be gone.
    await expect(page.getByRole('button', { name: t(locale, 'hist_undo') })).toHaveCount(0, { timeout: 15_000 })
    await expect.poll(() => jobStatus(page, flowerId), { timeout: 10_000 }).toBe(404)
    expect(await jobStatus(page, textId)).toBe(200)
    await page.reload()
    await expect(rows).toHaveCount(2, { timeout: 20_000 })

    // The job's page: its picture and the settings that made it; the dashboard lists it.
    // Two rows share the prompt now: the original is the older, lower one.
    await textRow.last().getByRole('link', { name: prompt }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/history/${textId}$`))
    await expect(page.getByRole('heading', { level: 1, name: prompt })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(t(locale, 'hist_param_seed'))).toBeVisible()
    await expect(page.getByText('11', { exact: true })).toBeVisible()
    expect(await seriousAxe(page)).toEqual([])
    await page.goto(`${prefix}/dashboard`)
    await expect(page.getByRole('link', { name: prompt }).first()).toBeVisible({ timeout: 20_000 })
    expect(await seriousAxe(page)).toEqual([])
  })
}
