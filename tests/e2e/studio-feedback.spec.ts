import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { E2E_DATA_DIR, expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'
import { finishedDesign } from './support/finished-design'

/** The feedback rows stored with a message, straight from the server's SQLite file. */
function storedFeedback(message: string): Record<string, unknown>[] {
  const db = new Sqlite(join(E2E_DATA_DIR, 'inkdraft.sqlite'), { readonly: true })
  try {
    return db.prepare('select * from feedback where message = ?').all(message) as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

for (const locale of ['en', 'ja']) {
  test(`feedback in ${locale}: about a design, rated, from the page it was sent from, stored, then another${locale === 'ja' ? ' @phone' : ''}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(60_000)
    const email = await signIn(context, clientIp, locale)
    const prefix = locale === 'en' ? '' : `/${locale}`
    const design = await finishedDesign(page)

    // The workspace's link carries the page it was followed from.
    const from = `${prefix}/dashboard/tattoo-try-on`
    await page.goto(from)
    await hydrated(page)
    if (test.info().project.name === 'desktop') {
      await page.getByRole('link', { name: t(locale, 'dashboard_nav_feedback'), exact: true }).click()
      await expect(page).toHaveURL(/\/dashboard\/feedback\?from=/)
    } else await page.goto(`${prefix}/dashboard/feedback?from=${encodeURIComponent(from)}`)
    await hydrated(page)

    // Too short: said beside the field, nothing sent.
    const message = page.getByLabel(t(locale, 'fb_message_label'))
    await message.fill('ok')
    await page.getByRole('button', { name: t(locale, 'fb_submit') }).click()
    await expect(page.getByText(t(locale, 'validation_feedback_short'))).toBeVisible()

    await page.getByText(t(locale, 'fb_category_design'), { exact: true }).click()
    await expect(page.getByRole('radio', { name: t(locale, 'fb_category_design') })).toBeChecked()
    const text = `The wolf's ears are cut off (${locale}, ${Date.now()})`
    await message.fill(text)
    await expect(page.getByText(t(locale, 'fb_message_count', { count: String(text.length), max: '4000' }))).toBeVisible()
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: t(locale, 'fb_rating_option', { n: '4' }) }) })
      .click()
    await expect(page.getByText(t(locale, 'fb_rating_chosen', { n: '4' }))).toBeVisible()
    const designs = page.getByRole('list', { name: t(locale, 'fb_design_label') }).getByRole('button')
    await expect(designs).toHaveCount(1)
    await designs.first().click()
    await expect(designs.first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('checkbox', { name: t(locale, 'fb_page_attach') })).toBeChecked()

    expect(
      await new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).serious(),
    ).toEqual([])

    await page.getByRole('button', { name: t(locale, 'fb_submit') }).click()
    await expect(page.getByRole('heading', { name: t(locale, 'fb_thanks_heading') })).toBeFocused()

    // Stored with its sender, the design's params, the page, the rating and the language.
    const [row, ...more] = storedFeedback(text)
    expect(more).toEqual([])
    expect(row).toMatchObject({ category: 'design', rating: 4, page: from, job_id: design.id, locale })
    expect(JSON.parse(String(row!.job_params))).toMatchObject({ prompt: 'wolf under a crescent moon' })
    const sqlite = new Sqlite(join(E2E_DATA_DIR, 'inkdraft.sqlite'), { readonly: true })
    const user = sqlite.prepare('select id from "user" where email = ?').get(email) as { id: string }
    sqlite.close()
    expect(row!.user_id).toBe(user.id)

    // Another: an empty form again.
    await page.getByRole('button', { name: t(locale, 'fb_send_another') }).click()
    await expect(message).toHaveValue('')
    await expect(page.getByRole('radio', { name: t(locale, 'fb_category_idea') })).toBeChecked()
  })
}
