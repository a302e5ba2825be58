import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { E2E_DATA_DIR, expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

const CASES = [
  { locale: 'en', price: '$6.00', tag: '' },
  { locale: 'de', price: '6,00 €', tag: ' @phone' },
] as const

function database<T>(use: (db: Sqlite.Database) => T): T {
  const db = new Sqlite(join(E2E_DATA_DIR, 'inkdraft.sqlite'))
  try {
    return use(db)
  } finally {
    db.close()
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  return new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).serious()
}

for (const { locale, price, tag } of CASES) {
  test(`billing in ${locale}: out of designs → the plans → sandbox checkout → Pro → a priority job; cancel keeps Pro until the period ends${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(150_000)
    const prefix = locale === 'en' ? '' : `/${locale}`
    const pro = t(locale, 'rank_PRO')
    const email = await signIn(context, clientIp, locale)
    // Today's ten standard designs (FREE), all used.
    const dayStart = Math.floor(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) / 1000)
    const userId = database((db) => {
      const { id } = db.prepare(`select id from "user" where email = ?`).get(email) as { id: string }
      db.prepare(
        `insert into quota_usage (user_id, permission_name, period_start, used, reserved) values (?, 'image_slow_prompts', ?, 10, 0)`,
      ).run(id, dayStart)
      return id
    })

    // Out of designs: the studio offers the plans in a dialog.
    await page.goto(`${prefix}/dashboard/birth-flower-tattoo-generator`)
    await hydrated(page)
    await page
      .getByTestId('quota-gone')
      .getByRole('button', { name: t(locale, 'studio_quota_upgrade') })
      .click()
    const dialog = page.getByRole('dialog', { name: t(locale, 'billing_dialog_title_quota') })
    await expect(dialog.getByTestId('plan-cards')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: t(locale, 'billing_choose', { plan: pro }) }).click()

    // The sandbox's own checkout, plainly in test mode, in the reader's currency.
    await expect(page).toHaveURL(new RegExp(`${prefix}/sandbox/checkout/sbx_cs_`))
    await hydrated(page)
    await expect(page.getByText(t(locale, 'sandbox_badge'))).toBeVisible()
    await expect(page.getByTestId('sandbox-total')).toHaveText(price)
    expect(await seriousViolations(page)).toEqual([])
    // A declined card first: the page says so and the checkout stays open.
    await page.getByLabel(t(locale, 'sandbox_outcome_decline')).check()
    await page.getByRole('button', { name: t(locale, 'sandbox_pay', { amount: price }) }).click()
    await expect(page.getByRole('alert')).toHaveText(t(locale, 'sandbox_declined'))
    // Then the bank's challenge, passed.
    await page.getByLabel(t(locale, 'sandbox_outcome_challenge')).check()
    await page.getByRole('button', { name: t(locale, 'sandbox_pay', { amount: price }) }).click()
    await page.getByRole('button', { name: t(locale, 'sandbox_challenge_approve') }).click()

    // Pay-success waits for the provider's event, then shows Pro and the new allowances.
    await expect(page).toHaveURL(new RegExp(`${prefix}/pay-success\\?checkout=`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pay_success_plan_heading', { plan: pro }))
    const quotas = page.getByTestId('pay-success-quotas')
    await expect(quotas).toContainText(t(locale, 'profile_quota_priority', { used: '0', limit: '300' }))
    await expect(quotas).toContainText(t(locale, 'profile_quota_slow', { used: '10', limit: '100' }))

    // The next design goes to the priority lane.
    await page.goto(`${prefix}/dashboard/birth-flower-tattoo-generator`)
    await hydrated(page)
    const form = page.getByTestId('flower-form')
    await form.locator('button[data-month="5"]').click()
    await form.getByRole('button', { name: t(locale, 'ftool_generate') }).click()
    await expect(page.getByTestId('design-result').first()).toBeVisible({ timeout: 60_000 })
    const lanes = database((db) => db.prepare(`select lane from design_job where user_id = ?`).all(userId) as { lane: string }[])
    expect(lanes).toEqual([{ lane: 'priority' }])

    // Cancel in the profile: still Pro, until the period ends (the sandbox's clock moved on).
    await page.goto(`${prefix}/profile`)
    await hydrated(page)
    const panel = page.getByTestId('subscription-panel')
    await expect(panel.getByTestId('subscription-plan')).toHaveText(t(locale, 'billing_profile_plan_month', { plan: pro, price }))
    expect(await seriousViolations(page)).toEqual([])
    await panel.getByRole('button', { name: t(locale, 'billing_profile_cancel') }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(locale, 'billing_profile_cancel_confirm') })
      .click()
    await expect(panel.getByRole('button', { name: t(locale, 'billing_profile_resume') })).toBeVisible()
    await expect(page.getByText(t(locale, 'profile_rank', { rank: pro }))).toBeVisible()
    await expect(page.getByTestId('receipts').getByRole('row')).toHaveCount(2)

    await panel
      .getByTestId('sandbox-controls')
      .getByRole('button', { name: t(locale, 'billing_test_advance') })
      .click()
    await expect(panel.getByText(t(locale, 'billing_profile_free'))).toBeVisible()
    await expect(page.getByText(t(locale, 'profile_rank', { rank: t(locale, 'rank_FREE') }))).toBeVisible()
    const rank = database((db) => db.prepare(`select rank from "user" where id = ?`).get(userId) as { rank: string })
    expect(rank.rank).toBe('FREE')
  })
}

test('pricing: plans from the ranks, a yearly switch with its saving, and a visitor asked to sign in first', async ({ page }) => {
  await page.goto('/pricing')
  await hydrated(page)
  const cards = page.getByTestId('plan-cards')
  await expect(cards.locator('[data-plan="pro"]')).toContainText(t('en', 'billing_feature_priority', { count: '300' }))
  await expect(cards.locator('[data-plan="studio"]').getByTestId('plan-price')).toHaveText('$15')
  const option = (name: string, value: string) =>
    page.locator('label', { has: page.locator(`input[name="${name}"][value="${value}"]`) })
  await option('billing-interval', 'year').click()
  await expect(cards.locator('[data-plan="studio"]').getByTestId('plan-price')).toHaveText('$120')
  await expect(page.getByText(t('en', 'billing_interval_saving', { percent: '33%' }))).toBeVisible()
  await option('billing-currency', 'EUR').click()
  await expect(cards.locator('[data-plan="pro"]').getByTestId('plan-price')).toHaveText('€48')
  expect(await seriousViolations(page)).toEqual([])
  await cards.getByRole('button', { name: t('en', 'billing_choose', { plan: 'Pro' }) }).click()
  await expect(page).toHaveURL(/\/login\?from=pricing%3Fbuy%3Dpro-year%26currency%3DEUR$/)
})
