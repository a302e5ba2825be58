import { join } from 'node:path'
import { expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

const CHELSEA = join(import.meta.dirname, '../fixtures/photos/chelsea.png')

for (const locale of ['en', 'ja']) {
  test(`photo to tattoo in ${locale}: upload, a live preview that follows the sliders, then the full design${locale === 'ja' ? ' @phone' : ''}`, async ({
    page,
    context,
    clientIp,
  }, info) => {
    test.setTimeout(180_000)
    await signIn(context, clientIp, locale)
    const prefix = locale === 'en' ? '' : `/${locale}`
    await page.goto(`${prefix}/dashboard/photo-to-tattoo`)
    await hydrated(page)
    const generate = page.getByRole('button', { name: t(locale, 'ptool_generate') })
    await expect(generate).toBeDisabled()
    // Phones offer the camera; a desktop, where `capture` does nothing, does not.
    const camera = page.locator('button').filter({ hasText: t(locale, 'ptool_take_photo') })
    if (info.project.name === 'mobile') await expect(camera).toBeVisible()
    else await expect(camera).toBeHidden()

    // The photo, uploaded; the preview is drawn by the server in the default treatment.
    await page.getByLabel(t(locale, 'ptool_choose_photo'), { exact: true }).setInputFiles(CHELSEA)
    const preview = page.getByTestId('photo-preview-image')
    // The first preview starts the server's preview thread: allow for a cold start on a busy machine.
    await expect(preview).toBeVisible({ timeout: 45_000 })
    await expect(page.getByText(t(locale, 'ptool_print_size', { width: '12', height: '8' }))).toBeVisible()
    const first = await preview.getAttribute('src')
    expect(first).toMatch(/^data:image\/png;base64,/)

    // A bolder line: a new preview, without a page of its own or a toast.
    await page.getByLabel(t(locale, 'ptool_line_weight')).fill('2')
    await expect.poll(() => preview.getAttribute('src'), { timeout: 30_000 }).not.toBe(first)
    const bolder = await preview.getAttribute('src')
    // Another treatment, picked by its name; the preview follows it too.
    await page.getByRole('radio', { name: t(locale, 'ptt_treat_blackwork_title') }).check({ force: true })
    await expect.poll(() => preview.getAttribute('src'), { timeout: 30_000 }).not.toBe(bolder)
    await expect(page.getByRole('radio', { name: t(locale, 'ptt_treat_blackwork_title') })).toBeChecked()

    expect(
      await new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).serious(),
    ).toEqual([])

    // The full design: queued, drawn, shown with its print check.
    await generate.click()
    const result = page.getByTestId('design-result')
    await expect(result).toHaveCount(1, { timeout: 120_000 })
    await expect(result.getByRole('img').first()).toBeVisible()
    const job = await (await page.request.get('/common-api/v1/designs?tool=photo')).json()
    expect(job.data.items[0].params).toMatchObject({ treatment: 'blackwork', line_weight_mm: 2, size_mm: 120 })
  })
}
