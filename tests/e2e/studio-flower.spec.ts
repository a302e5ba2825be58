import { expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

/** What each run asks for: three months (the second with its secondary flower) and names. */
const CASES = [
  { locale: 'en', lettering: 'Mia · Leo · 2019', tag: '' },
  { locale: 'ja', lettering: 'ミア・レオ 2019', tag: ' @phone' },
] as const

for (const { locale, lettering, tag } of CASES) {
  test(`birth flowers in ${locale}: a bouquet of three months with names in a chosen font${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(90_000)
    await signIn(context, clientIp, locale)
    const prefix = locale === 'en' ? '' : `/${locale}`
    await page.goto(`${prefix}/dashboard/birth-flower-tattoo-generator`)
    await hydrated(page)
    const form = page.getByTestId('flower-form')

    // Sending without a month says what is missing, beside the months.
    await form.getByRole('button', { name: t(locale, 'ftool_generate') }).click()
    await expect(form.getByText(t(locale, 'ftool_error_months_required'))).toBeVisible()

    // Three months in the order wanted; July brings its secondary flower, the water lily.
    for (const month of [3, 7, 11]) {
      const tile = form.locator(`button[data-month="${month}"]`)
      await tile.click()
      await expect(tile).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(form.getByText(t(locale, 'ftool_error_months_required'))).toBeHidden()
    const waterLily = form.getByRole('radio', { name: t(locale, 'flower_water_lily') })
    // The radios are drawn as cards: a user clicks the card, the label of the hidden input.
    const card = (radio: { name: string; exact?: boolean }) => form.locator('label', { has: page.getByRole('radio', radio) })
    await card({ name: t(locale, 'flower_water_lily') }).click()
    await expect(waterLily).toBeChecked()
    // The July tile now shows the water lily too (the engine's own drawing).
    await expect(form.locator('button[data-month="7"] img')).toHaveAttribute('src', '/studio/flowers/water-lily.webp')

    await expect(form.getByRole('radio', { name: t(locale, 'ftool_layout_bouquet') })).toBeChecked()
    await form.getByLabel(t(locale, 'ftool_lettering_label')).fill(lettering)
    await form.getByLabel(t(locale, 'ftool_font_label')).selectOption('serif')
    const two = form.getByRole('radio', { name: '2', exact: true })
    await card({ name: '2', exact: true }).click()
    await expect(two).toBeChecked()

    // The form, filled in: nothing serious for assistive technology.
    const axe = new AxeInPage({ page })
      .include('[data-testid="flower-form"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    expect(await axe.serious()).toEqual([])

    await form.getByRole('button', { name: t(locale, 'ftool_generate') }).click()
    await expect(page.getByTestId('design-result')).toHaveCount(2, { timeout: 60_000 })

    // The job was asked for exactly what the form showed.
    const history = await (await page.request.get('/common-api/v1/designs?tool=birth-flower&page_size=1')).json()
    expect(history.data.items[0]).toMatchObject({
      tool: 'birth-flower',
      status: 'succeeded',
      variations: 2,
      params: {
        months: [3, 7, 11],
        flowers: ['primary', 'secondary', 'primary'],
        layout: 'bouquet',
        lettering,
        font: 'serif',
      },
    })
  })
}
