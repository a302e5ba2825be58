import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import Sqlite from 'better-sqlite3'
import { printedHeightMm, printedWidthMm, readPdf } from '../../src/engine/testing/read-pdf'
import { E2E_DATA_DIR, expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'

/**
 * The studio's "must show" parts that no tool's own spec walks: a paid user's files, a free user
 * out of prompts, the three tools and a try-on side by side in the history, and every studio page
 * with data on it read by axe. English at desktop width, Japanese at phone width (half the cost of
 * all four pairs; each tool's spec covers the other pairs of its own flow).
 */
// English on the desktop, Japanese on the phone (`@phone`: ADR 34).
const CASES = [
  { locale: 'en', tag: '' },
  { locale: 'ja', tag: ' @phone' },
] as const

const CHELSEA = join(import.meta.dirname, '../fixtures/photos/chelsea.png')
const ASTRONAUT = join(import.meta.dirname, '../fixtures/photos/astronaut.png')

const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

function database<T>(use: (db: Sqlite.Database) => T): T {
  const db = new Sqlite(join(E2E_DATA_DIR, 'inkdraft.sqlite'))
  try {
    return use(db)
  } finally {
    db.close()
  }
}

/** Serious or critical axe findings on the page as it is now, named by rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  return new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).serious()
}

/** Queues a design as the signed-in user and waits until it is drawn; returns the finished job. */
async function designed(page: Page, body: Record<string, unknown>) {
  const created = await page.request.post('/common-api/v1/designs', { data: body })
  expect(created.status(), await created.text()).toBe(200)
  const id = (await created.json()).data.id as string
  let job: { status: string; outputs: { image_url: string }[] } | undefined
  await expect
    .poll(
      async () => {
        job = (await (await page.request.get(`/common-api/v1/designs/jobs/${id}`)).json()).data
        return job!.status
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded')
  return { id, ...job! }
}

async function uploaded(page: Page, buffer: Buffer, name: string, kind: 'photo' | 'design'): Promise<string> {
  const response = await page.request.post('/common-api/v1/designs/uploads', {
    multipart: { file: { name, mimeType: 'image/png', buffer }, kind },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).data.upload_id
}

for (const { locale, tag } of CASES) {
  test(`a paid user's text design in ${locale}: its SVG and its stencil PDF on the locale's paper, mirrored and at print size${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(90_000)
    const email = await signIn(context, clientIp, locale)
    database((db) => db.prepare(`update "user" set rank = 'PRO' where email = ?`).run(email))
    await page.goto(`${prefixOf(locale)}/dashboard/text-to-tattoo`)
    await hydrated(page)

    const box = page.getByRole('textbox', { name: t(locale, 'ttool_prompt_label') })
    await box.fill(locale === 'en' ? 'a rose pierced by a dagger, fine line' : '短剣が刺さった薔薇、ファインライン')
    const form = page.locator('form', { has: box })
    await form.getByText('1', { exact: true }).click()
    await form.getByRole('button', { name: t(locale, 'ttool_submit') }).click()
    const result = page.getByTestId('design-result')
    await expect(result).toHaveCount(1, { timeout: 60_000 })

    // The tool's page with its result on it: nothing serious for assistive technology.
    expect(await seriousViolations(page)).toEqual([])

    const history = await (await page.request.get('/common-api/v1/designs?tool=text&page_size=1')).json()
    const output = history.data.items[0].outputs[0] as { width_mm: number; height_mm: number }
    expect(output.width_mm).toBeGreaterThan(0)

    // The SVG, through the result's own link: a vector drawing with its size.
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('link', { name: t(locale, 'studio_download_svg'), exact: true }).click(),
    ])
    expect(svgDownload.suggestedFilename()).toMatch(/^inkdraft-text-[0-9a-f]{8}-1\.svg$/)
    const svg = readFileSync((await svgDownload.path())!, 'utf8')
    expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/)
    expect(svg).toMatch(/<svg[^>]*\sviewBox="[\d.]+ [\d.]+ [\d.]+ [\d.]+"/)
    expect(svg).toMatch(/<svg[^>]*\swidth="[\d.]+(mm)?"/)

    // The stencil PDF: a plain and a mirrored page on Letter in English, A4 elsewhere, the design
    // printed at the size the job reports.
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('link', { name: t(locale, 'studio_download_pdf'), exact: true }).click(),
    ])
    expect(pdfDownload.suggestedFilename()).toMatch(/-1-stencil\.pdf$/)
    const pages = await readPdf(readFileSync((await pdfDownload.path())!))
    expect(pages).toHaveLength(2)
    const [paperW, paperH] = locale === 'en' ? [215.9, 279.4] : [210, 297]
    for (const p of pages) {
      // Portrait or landscape, whichever holds the design.
      expect([p.widthMm, p.heightMm].sort((a, b) => a - b).map((mm) => Math.round(mm * 10) / 10)).toEqual([paperW, paperH])
      expect(Math.abs(printedWidthMm(p) - output.width_mm)).toBeLessThan(0.5)
      expect(Math.abs(printedHeightMm(p) - output.height_mm)).toBeLessThan(0.5)
    }
    expect(pages.map((p) => Math.sign(p.design!.a)).sort()).toEqual([-1, 1])
  })

  test(`a free user out of prompts in ${locale}: what is gone, when it renews, the way to more, no Generate${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    const email = await signIn(context, clientIp, locale)
    // Today's ten standard prompts (FREE, migration 0003), all used.
    const dayStart = Math.floor(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) / 1000)
    database((db) => {
      const { id } = db.prepare(`select id from "user" where email = ?`).get(email) as { id: string }
      db.prepare(
        `insert into quota_usage (user_id, permission_name, period_start, used, reserved) values (?, 'image_slow_prompts', ?, 10, 0)
         on conflict (user_id, permission_name, period_start) do update set used = 10`,
      ).run(id, dayStart)
    })
    await page.goto(`${prefixOf(locale)}/dashboard/birth-flower-tattoo-generator`)
    await hydrated(page)

    const gone = page.getByTestId('quota-gone')
    await expect(gone).toContainText(t(locale, 'studio_quota_gone_slow_day', { limit: '10' }))
    // Renews at the next UTC midnight, said in the reader's clock and language.
    const renews = await page.evaluate(
      (at) =>
        new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(at * 1000),
        ),
      dayStart + 86_400,
    )
    await expect(gone.getByTestId('quota-resets')).toHaveText(t(locale, 'studio_quota_resets', { time: renews }))
    const upgrade = gone.getByRole('button', { name: t(locale, 'studio_quota_upgrade') })
    await expect(page.getByRole('button', { name: t(locale, 'ftool_generate') })).toBeDisabled()
    expect(await seriousViolations(page)).toEqual([])

    // The way to more opens the plans where the reader is (billing.spec.ts goes on to buy one).
    await upgrade.click()
    await expect(page.getByRole('dialog', { name: t(locale, 'billing_dialog_title_quota') })).toBeVisible()
    await expect(
      page
        .getByTestId('plan-cards')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') }),
    ).toHaveCount(2)
  })

  test(`the studio in ${locale}: three tools and a try-on in the history, filtered by tool, and every page read by axe${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(240_000)
    await signIn(context, clientIp, locale)
    const prefix = prefixOf(locale)
    const problems: string[] = []
    /** A page once what it shows is there (some keep polling, so the network never goes idle). */
    const check = async (path: string, ready: (page: Page) => Locator) => {
      await page.goto(`${prefix}${path}`)
      await hydrated(page)
      await expect(ready(page).first()).toBeVisible({ timeout: 15_000 })
      problems.push(...(await seriousViolations(page)))
    }

    // A text design, made through the API.
    const prompt = locale === 'en' ? 'a swallow carrying a rose' : '薔薇をくわえたツバメ'
    const text = await designed(page, { tool: 'text', params: { prompt }, seed: 7 })

    // A birth flower, made in its tool: the page with its result read by axe.
    await page.goto(`${prefix}/dashboard/birth-flower-tattoo-generator`)
    await hydrated(page)
    const flowerForm = page.getByTestId('flower-form')
    await flowerForm.locator('button[data-month="6"]').click()
    await flowerForm.locator('label', { has: page.getByRole('radio', { name: '1', exact: true }) }).click()
    await flowerForm.getByRole('button', { name: t(locale, 'ftool_generate') }).click()
    await expect(page.getByTestId('design-result')).toHaveCount(1, { timeout: 60_000 })
    problems.push(...(await seriousViolations(page)))

    // A photo design, made in its tool.
    await page.goto(`${prefix}/dashboard/photo-to-tattoo`)
    await hydrated(page)
    await page.getByLabel(t(locale, 'ptool_choose_photo'), { exact: true }).setInputFiles(CHELSEA)
    await expect(page.getByTestId('photo-preview-image')).toBeVisible({ timeout: 45_000 })
    await page.getByRole('button', { name: t(locale, 'ptool_generate') }).click()
    await expect(page.getByTestId('design-result')).toHaveCount(1, { timeout: 120_000 })
    problems.push(...(await seriousViolations(page)))

    // A try-on of the text design (its picture from the history) on a body photo.
    const designPng = await (await page.request.get(text.outputs[0]!.image_url)).body()
    const tryOn = await page.request.post('/common-api/v1/designs/try-on', {
      data: {
        body_upload_id: await uploaded(page, readFileSync(ASTRONAUT), 'astronaut.png', 'photo'),
        design_upload_id: await uploaded(page, designPng, 'design.png', 'design'),
        placement: { x: 0.5, y: 0.5, scale: 0.3, rotate: 0, curve: 0, perspective: 0, opacity: 0.9, look: 'fresh' },
      },
    })
    expect(tryOn.status(), await tryOn.text()).toBe(200)

    // All four in the history, newest first; each tool's filter keeps its own.
    await page.goto(`${prefix}/dashboard/history`)
    await hydrated(page)
    const rows = page.getByTestId('history-job')
    await expect(rows).toHaveCount(4, { timeout: 20_000 })
    const names = ['tool_tryon_name', 'tool_photo_name', 'tool_flower_name'] as const
    for (const [i, name] of names.entries()) await expect(rows.nth(i)).toContainText(t(locale, name))
    await expect(rows.nth(3)).toContainText(prompt)
    problems.push(...(await seriousViolations(page)))

    const filters = page.getByRole('navigation', { name: t(locale, 'hist_filter_aria') })
    for (const [tool, name] of [
      ['text', 'tool_text_name'],
      ['birth-flower', 'tool_flower_name'],
      ['photo', 'tool_photo_name'],
      ['try-on', 'tool_tryon_name'],
    ] as const) {
      await filters.getByRole('link', { name: t(locale, name), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`tool=${tool}`))
      await expect(rows).toHaveCount(1)
      await expect(rows.first()).toContainText(tool === 'text' ? prompt : t(locale, name))
    }
    await filters.getByRole('link', { name: t(locale, 'hist_filter_all') }).click()
    await expect(rows).toHaveCount(4)

    // The other studio pages, with this user's designs on them.
    const jobPage = `${prefix}/dashboard/history/${text.id}`
    await check('/dashboard', (p) => p.locator(`a[href="${jobPage}"]`))
    await check(`/dashboard/history/${text.id}`, (p) => p.getByTestId('design-result'))
    await check(`/dashboard/tattoo-try-on?design=${text.id}&output=1`, (p) =>
      p.getByRole('list', { name: t(locale, 'tryon_earlier_photos') }),
    )
    await check(`/dashboard/feedback?from=${encodeURIComponent(jobPage)}`, (p) => p.getByRole('textbox'))
    expect(problems).toEqual([])
  })
}
