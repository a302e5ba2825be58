import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { E2E_DATA_DIR, expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

/** A paid rank draws four variations at once (FREE: two). */
function makePro(email: string) {
  const db = new Sqlite(join(E2E_DATA_DIR, 'inkdraft.sqlite'))
  try {
    db.prepare(`update "user" set rank = 'PRO' where email = ?`).run(email)
  } finally {
    db.close()
  }
}

const CASES = [
  { locale: 'en', tag: '', prompt: 'a wolf howling at the moon in watercolor on my forearm, "Luna"', styleWord: 'watercolor' },
  { locale: 'ja', tag: ' @phone', prompt: '月に吠える狼、水彩、前腕に「ルナ」', styleWord: '水彩' },
]

for (const { locale, tag, prompt, styleWord } of CASES) {
  test(`text to tattoo in ${locale}: the prompt read as chips, a chip taken out, four variations made while their progress shows${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(120_000)
    makePro(await signIn(context, clientIp, locale))
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/dashboard/text-to-tattoo`)
    await hydrated(page)

    // The engine's reading appears as the prompt is typed: two motifs, a style, a placement, lettering.
    const box = page.getByRole('textbox', { name: t(locale, 'ttool_prompt_label') })
    await box.fill(prompt)
    const chips = page.getByTestId('reading-chips').getByRole('listitem')
    await expect(chips).toHaveCount(5)
    await expect(chips.and(page.locator('[data-kind="lettering"]'))).toContainText(locale === 'en' ? 'Luna' : 'ルナ')

    // Taking the style chip out takes its word out of the prompt; the reading follows.
    await page.getByRole('button', { name: t(locale, 'ttool_chip_remove', { name: t(locale, 'style_watercolor') }) }).click()
    await expect(box).not.toHaveValue(new RegExp(styleWord))
    await expect(chips).toHaveCount(4)
    await expect(page.locator('[data-kind="style"]')).toHaveCount(0)

    // The print size follows the placement, in the reader's unit.
    await expect(page.getByTestId('print-size')).toHaveText(locale === 'en' ? '3.1 in × 6.3 in' : '8 cm × 16 cm')

    const form = page.locator('form', { has: box })
    expect(
      await new AxeInPage({ page }).include('form').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).serious(),
    ).toEqual([])

    await form.getByText('4', { exact: true }).click()
    await expect(form.getByRole('radio', { name: '4' })).toBeChecked()
    // Watch the progress: the job's event stream is held back until the page has shown the job
    // waiting and the skeletons of its four results (the builtin engine is done in half a second).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/common-api/v1/designs/jobs/*/events', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: t(locale, 'ttool_submit') }).click()
    const progress = page.getByTestId('job-progress')
    await expect(progress).toHaveAttribute('data-phase', /queued|running/)
    await expect(progress.getByRole('progressbar')).toBeVisible()
    await expect(progress.getByRole('button', { name: t(locale, 'action_cancel') })).toBeVisible()
    release()
    await expect(page.getByTestId('design-result')).toHaveCount(4, { timeout: 60_000 })
    await expect(progress).toHaveCount(0)
  })
}
