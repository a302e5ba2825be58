import { randomInt, randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import type { Browser, Page } from '@playwright/test'
import { activatedAccount, latestMail } from '../support/outbox.ts'
import { E2E_DATA_DIR, PASSWORD, expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

/**
 * The affiliate programme end to end (issue 23): a user applies, the operator approves, the
 * affiliate copies their link, a visitor arrives through it, signs up and pays in the sandbox; the
 * commission is held, then (the sandbox clock moved past the holding period) available, a
 * settlement runs and pays it; the dashboard's numbers are the ledger's; the records page through
 * 50 more clicks.
 */
const CASES = [
  { locale: 'en', price: '$5.00', commission: '$1.50', tag: '' },
  { locale: 'de', price: '5,00 €', commission: '1,50 €', tag: ' @phone' },
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
  // A toast may be mid-fade here, its colours half-mixed with the page's: axe would measure the blend.
  return new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-sonner-toaster]').serious()
}

/**
 * The sandbox clock and "Run settlements now" act on the whole server, which both locales' tests
 * share: one moving the clock matures the other's held commission, one run pays the other's
 * available one. So each takes its turn from the payment until its settlement is paid.
 */
async function ownTurnOfTheClock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(E2E_DATA_DIR, 'affiliate-clock.lock')
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

const otherIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** A second person at another address, in their own browser context. */
async function personAt(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const ip = otherIp()
  const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  return { ip, context, page: await context.newPage() }
}

for (const { locale, price, commission, tag } of CASES) {
  test(`affiliate programme in ${locale}: apply → approved → link → referred sign-up pays → held → available → settled and paid${tag}`, async ({
    page,
    context,
    clientIp,
    browser,
    baseURL,
    viewport,
  }) => {
    test.setTimeout(180_000)
    const prefix = locale === 'en' ? '' : `/${locale}`
    const size = viewport ?? { width: 1280, height: 800 }

    // The affiliate applies.
    const email = await signIn(context, clientIp, locale)
    await page.goto(`${prefix}/affiliate/apply`)
    await hydrated(page)
    await page.getByLabel(t(locale, 'affiliate_ui_field_website')).fill('https://ink-studio.example')
    await page.getByLabel(t(locale, 'affiliate_ui_field_plan')).fill('Stories and reels on my studio account, 12k followers')
    // Payouts go to the account's own address: no confirmation needed for that one.
    await page.getByLabel(t(locale, 'affiliate_ui_field_paypal')).fill(email)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: t(locale, 'affiliate_ui_apply_submit') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/affiliate$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'affiliate_ui_pending_heading'))

    // The operator approves it.
    const admin = await personAt(browser, baseURL!, size)
    const adminEmail = `e2e-admin-${randomUUID()}@example.com`
    await activatedAccount(baseURL!, E2E_DATA_DIR, adminEmail, PASSWORD, admin.ip, locale).then((cookies) =>
      admin.context.addCookies(
        cookies.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=')
          return { name: name!, value: value.join('='), url: baseURL!, httpOnly: true, sameSite: 'Lax' as const }
        }),
      ),
    )
    database((db) => db.prepare(`update "user" set role = 'admin' where email = ?`).run(adminEmail))
    await admin.page.goto(`${prefix}/admin/affiliates?status=pending&q=${encodeURIComponent(email)}`)
    await hydrated(admin.page)
    await expect(admin.page.getByText(email).filter({ visible: true }).first()).toBeVisible()
    expect(await seriousViolations(admin.page)).toEqual([])
    await admin.page.getByRole('button', { name: t(locale, 'admin_aff_action_approve') }).click()
    await expect(
      admin.page
        .getByText(t(locale, 'admin_aff_done_approved', { email }))
        .filter({ visible: true })
        .first(),
    ).toBeVisible()

    // The affiliate copies their link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`${prefix}/affiliate`)
    await hydrated(page)
    const field = page.getByRole('textbox', { name: t(locale, 'affiliate_ui_link_label') })
    await expect(field).toHaveValue(/\?ref=[0-9A-Z]{8}$/)
    await page.getByRole('button', { name: t(locale, 'affiliate_ui_link_copy') }).click()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(await field.inputValue())
    const code = new URL(link).searchParams.get('ref')!
    expect(await seriousViolations(page)).toEqual([])

    // A visitor arrives through it, signs up and buys a credit pack in the sandbox.
    const visitor = await personAt(browser, baseURL!, size)
    const landing = new URL(link)
    await visitor.page.goto(`${prefix}/pricing${landing.search}`)
    await hydrated(visitor.page)
    await expect
      .poll(() =>
        database(
          (db) =>
            (
              db
                .prepare(`select count(*) as n from affiliate_click c join affiliate_code k on k.id = c.code_id where k.code = ?`)
                .get(code) as { n: number }
            ).n,
        ),
      )
      .toBe(1)
    const cookies = await visitor.context.cookies()
    expect(cookies.find((c) => c.name === 'INKDRAFT_REF_CODE')?.value).toBe(code)
    // Signing up sends the code the cookie kept; the account is attributed to the affiliate.
    const visitorEmail = `e2e-visitor-${randomUUID()}@customers.example`
    await visitor.page.goto(`${prefix}/register`)
    await hydrated(visitor.page)
    await visitor.page.getByLabel(t(locale, 'form_name_label')).fill('Vera Visitor')
    await visitor.page.getByLabel(t(locale, 'form_email_label')).fill(visitorEmail)
    await visitor.page.getByLabel(t(locale, 'form_password_label'), { exact: true }).fill(PASSWORD)
    await visitor.page.getByRole('button', { name: t(locale, 'register_submit') }).click()
    await expect(visitor.page).toHaveURL(/\/register\/verification\?email=/)
    const activation = await latestMail(E2E_DATA_DIR, visitorEmail)
    const activationLink = new URL(activation.link!)
    await visitor.page.goto(`${activationLink.pathname}${activationLink.search}`)
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'verification_success_heading'))
    expect(
      database((db) =>
        db
          .prepare(
            `select r.status from referral r join "user" u on u.id = r.referred_user_id join affiliate_code k on k.id = r.code_id where u.email = ? and k.code = ?`,
          )
          .all(visitorEmail, code),
      ),
    ).toEqual([{ status: 'active' }])
    await ownTurnOfTheClock(async () => {
      await visitor.page.goto(`${prefix}/pricing`)
      await hydrated(visitor.page)
      await visitor.page.getByTestId('credit-packs').locator('[data-pack="pack-50"]').getByRole('button').click()
      await expect(visitor.page).toHaveURL(new RegExp(`${prefix}/sandbox/checkout/sbx_cs_`))
      await hydrated(visitor.page)
      await visitor.page.getByRole('button', { name: t(locale, 'sandbox_pay', { amount: price }) }).click()
      await expect(visitor.page).toHaveURL(new RegExp(`${prefix}/pay-success\\?checkout=`))

      // The commission is held.
      await expect
        .poll(() =>
          database((db) =>
            db
              .prepare(`select status, amount from commission c join affiliate_code k on k.id = c.code_id where k.code = ?`)
              .all(code),
          ),
        )
        .toEqual([{ status: 'pending', amount: 150 }])
      await page.goto(`${prefix}/affiliate/settlement`)
      await hydrated(page)
      await expect(page.getByText(t(locale, 'affiliate_ui_commission_pending')).filter({ visible: true }).first()).toBeVisible()
      await page.goto(`${prefix}/affiliate`)
      await expect(page.getByTestId('balance-pending')).toContainText(commission)

      // The holding period passes (the sandbox's clock); the commission is available; a settlement pays it.
      await admin.page.goto(`${prefix}/admin/affiliates/settlements`)
      await hydrated(admin.page)
      await admin.page.getByRole('button', { name: t(locale, 'admin_aff_clock_button', { days: '31' }) }).click()
      // The operator hears what happened (the message goes on with the new date).
      await expect(
        admin.page
          .getByText(t(locale, 'admin_aff_done_clock', { days: '31' }).split(/[:：]/)[0]!)
          .filter({ visible: true })
          .first(),
      ).toBeVisible()
      await page.reload()
      await expect(page.getByTestId('balance-available')).toContainText(commission)
      await admin.page.getByRole('button', { name: t(locale, 'admin_aff_run_now') }).click()
      await admin.page
        .getByRole('dialog')
        .getByRole('button', { name: t(locale, 'admin_aff_run_now') })
        .click()
      await expect
        .poll(() =>
          database((db) =>
            db
              .prepare(
                `select s.status, s.amount from settlement s join affiliate a on a.id = s.affiliate_id join "user" u on u.id = a.user_id where u.email = ?`,
              )
              .all(email),
          ),
        )
        .toEqual([{ status: 'paid', amount: 150 }])
    })
    expect(await seriousViolations(admin.page)).toEqual([])

    // The affiliate's pages say what the ledger says.
    await page.goto(`${prefix}/affiliate/dashboard`)
    await hydrated(page)
    await expect(page.getByTestId('total-clicks')).toContainText('1')
    await expect(page.getByTestId('total-signups')).toContainText('1')
    await expect(page.getByTestId('total-customers')).toContainText('1')
    await expect(page.getByTestId('balance-paid')).toContainText(commission)
    const ledger = database((db) =>
      db
        .prepare(
          `select status, sum(amount) as total from commission c join affiliate_code k on k.id = c.code_id where k.code = ? group by status`,
        )
        .all(code),
    )
    expect(ledger).toEqual([{ status: 'paid', total: 150 }])
    expect(await seriousViolations(page)).toEqual([])
    await page.goto(`${prefix}/affiliate/settlement`)
    await expect(page.getByText(t(locale, 'affiliate_ui_settlement_paid')).filter({ visible: true }).first()).toBeVisible()

    // Fifty more clicks; the records page through them, 20 at a time.
    database((db) => {
      const { id: codeId, affiliate_id: affiliateId } = db
        .prepare(`select id, affiliate_id from affiliate_code where code = ?`)
        .get(code) as {
        id: string
        affiliate_id: string
      }
      const insert = db.prepare(
        `insert into affiliate_click (id, code_id, affiliate_id, visitor_hash, hour, landing_url, created_at) values (?, ?, ?, ?, ?, '/', ?)`,
      )
      const now = Math.floor(Date.now() / 1000)
      for (let i = 0; i < 50; i++)
        insert.run(randomUUID(), codeId, affiliateId, `seed-${i}`, Math.floor(now / 3600) - i, now - i * 3600)
    })
    await page.goto(`${prefix}/affiliate/details`)
    await hydrated(page)
    const records = page.getByTestId('record-list')
    await expect(records.locator('[data-row]:visible')).toHaveCount(20)
    await page.getByRole('link', { name: t(locale, 'affiliate_ui_next') }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(records.locator('[data-row]:visible')).toHaveCount(20)
    await page.getByRole('link', { name: t(locale, 'affiliate_ui_next') }).click()
    await expect(page).toHaveURL(/page=3/)
    // 51 clicks, one sign-up, one payment.
    await expect(records.locator('[data-row]:visible')).toHaveCount(13)
    expect(await seriousViolations(page)).toEqual([])

    await admin.context.close()
    await visitor.context.close()
  })
}
