import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, hydrated, signIn, t, test } from './fixtures'
import { AxeInPage } from './support/axe'
import { violations, watchViolations } from './support/csp-violations'
import { finishedDesign } from './support/finished-design'

const ASTRONAUT = join(import.meta.dirname, '../fixtures/photos/astronaut.png')

/**
 * The user's newest upload of a kind, as the API lists it: what the editor's upload (a server
 * function) kept. Call once the editor shows the picture.
 */
async function newestUpload(page: Page, kind: 'photo' | 'design') {
  const list = await (await page.request.get(`/common-api/v1/designs/uploads?kind=${kind}&page_size=1`)).json()
  return { data: list.data.items[0] }
}

/** How much the picture at `url` differs from `reference` in a box of a fifth of its size around (x, y), 0–255. */
async function differenceAround(page: Page, url: string, reference: string, x: number, y: number): Promise<number> {
  return page.evaluate(
    async ({ url, reference, x, y }) => {
      const load = async (src: string) => {
        const image = new Image()
        image.src = src
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.naturalWidth
        canvas.height = image.naturalHeight
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, canvas.width, canvas.height)
      }
      const [a, b] = await Promise.all([load(url), load(reference)])
      const half = Math.round(a.width / 10)
      const cx = Math.round(x * a.width)
      const cy = Math.round(y * a.height)
      let sum = 0
      let n = 0
      for (let py = Math.max(0, cy - half); py < Math.min(a.height, cy + half); py++)
        for (let px = Math.max(0, cx - half); px < Math.min(a.width, cx + half); px++) {
          const i = (py * a.width + px) * 4
          sum +=
            Math.abs(a.data[i]! - b.data[i]!) +
            Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
            Math.abs(a.data[i + 2]! - b.data[i + 2]!)
          n += 3
        }
      return sum / n
    },
    { url, reference, x, y },
  )
}

// English on the desktop, Japanese on the phone (`@phone`: ADR 34).
for (const { locale, tag } of [
  { locale: 'en', tag: '' },
  { locale: 'ja', tag: ' @phone' },
]) {
  test(`try-on in ${locale}: place, scale and rotate a design on a body photo, save, and get the composite${tag}`, async ({
    page,
    context,
    clientIp,
  }) => {
    test.setTimeout(60_000)
    await signIn(context, clientIp, locale)
    const prefix = locale === 'en' ? '' : `/${locale}`
    await page.goto(`${prefix}/dashboard/tattoo-try-on`)
    await hydrated(page)

    // The body photo, uploaded; the server keeps it upright and without metadata.
    await page.getByLabel(t(locale, 'tryon_body_upload')).setInputFiles(ASTRONAUT)
    const canvas = page.getByTestId('try-on-canvas')
    await expect(canvas).toBeVisible()
    const body = await newestUpload(page, 'photo')
    expect(body.data).toMatchObject({ width: 512, height: 512, mime: 'image/jpeg' })

    // A design drawn by the engine: the traditional swallow, whose colour fills its middle (the
    // blackwork wolf's face is mostly open skin, too little ink to see where it went).
    const samples = page.getByRole('list', { name: t(locale, 'tryon_samples_label') }).getByRole('button')
    await expect(samples).toHaveCount(6)
    await samples.nth(0).click()
    await expect(samples.nth(0)).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas).toHaveAttribute('tabindex', '0')

    // Move it up and to the left by dragging from the middle of the photo.
    const box = (await canvas.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.4, { steps: 6 })
    await page.mouse.up()

    // Resize and turn it with the keyboard.
    const size = page.getByRole('slider', { name: t(locale, 'tryon_size') })
    const rotation = page.getByRole('slider', { name: t(locale, 'tryon_rotate') })
    await expect(size).toHaveValue('0.3')
    await canvas.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Equal')
    await page.keyboard.press('Shift+BracketRight')
    await page.keyboard.press('Shift+BracketRight')
    await expect(rotation).toHaveValue('30')
    expect(Number(await size.inputValue())).toBeCloseTo(0.3 * 1.15 ** 3, 2)

    // The editor with a photo and a design in it: nothing serious for assistive technology.
    expect(
      await new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).serious(),
    ).toEqual([])

    // Save: the composite comes back at the photo's full size, and the ink is where it was put.
    await page.getByRole('button', { name: t(locale, 'tryon_save') }).click()
    const result = page.getByRole('img', { name: t(locale, 'tryon_result_alt') })
    await expect(result).toBeVisible({ timeout: 15_000 })
    await expect(result).toHaveJSProperty('naturalWidth', 512)
    await expect(page.getByText(t(locale, 'tryon_saved'))).toBeVisible()
    const src = (await result.getAttribute('src'))!
    const file = await page.request.get(src)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')

    const moved = await differenceAround(page, src, body.data.url, 0.35, 0.4)
    const leftBehind = await differenceAround(page, src, body.data.url, 0.75, 0.8)
    expect(moved).toBeGreaterThan(5)
    expect(leftBehind).toBeLessThan(moved / 4)

    // Back later: the photo and the design are among the user's own, ready to pick again.
    await page.reload()
    await hydrated(page)
    await page
      .getByRole('list', { name: t(locale, 'tryon_earlier_photos') })
      .getByRole('button')
      .first()
      .click()
    await page
      .getByRole('list', { name: t(locale, 'tryon_earlier_designs') })
      .getByRole('button')
      .first()
      .click()
    await expect(page.getByTestId('try-on-canvas')).toHaveAttribute('tabindex', '0')
  })
}

test('the person mask, found in the browser by MediaPipe from our own origin, keeps ink off the background', async ({
  page,
  context,
  clientIp,
}) => {
  test.setTimeout(150_000)
  const vendor: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/vendor/mediapipe/')) vendor.push(new URL(request.url()).origin)
  })
  // MediaPipe's script, its WebAssembly and its model run under the workspace's stored policy (ADR 48).
  const blocked = watchViolations(page)
  await signIn(context, clientIp)
  await page.goto('/dashboard/tattoo-try-on')
  await hydrated(page)
  await page.getByLabel(t('en', 'tryon_body_upload')).setInputFiles(ASTRONAUT)
  await expect(page.getByTestId('try-on-canvas')).toBeVisible()
  const body = (await newestUpload(page, 'photo')).data
  await page
    .getByRole('list', { name: t('en', 'tryon_samples_label') })
    .getByRole('button')
    .nth(2)
    .click()
  const canvas = page.getByTestId('try-on-canvas')
  await expect(canvas).toHaveAttribute('tabindex', '0')
  // Over the flag in the top left corner: background, not the astronaut.
  await canvas.focus()
  for (let i = 0; i < 7; i++) await page.keyboard.press('Shift+ArrowLeft')
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowUp')

  // Each save shows its composite; the saved file is the picture the result shows.
  const result = page.getByRole('img', { name: t('en', 'tryon_result_alt') })
  let previous: string | null = null
  const save = async () => {
    await page.getByRole('button', { name: t('en', 'tryon_save') }).click()
    await expect(result).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => result.getAttribute('src'), { timeout: 15_000 }).not.toBe(previous)
    previous = await result.getAttribute('src')
    return previous!
  }
  const unmasked = await save()
  expect(await differenceAround(page, unmasked, body.url, 0.15, 0.2)).toBeGreaterThan(8)

  await page.getByRole('checkbox', { name: t('en', 'tryon_mask_label') }).check()
  // The model loads and runs in the page: seconds, more on a busy machine.
  await expect(canvas).toHaveAttribute('data-person-mask', 'on', { timeout: 90_000 })
  await expect(page.getByText(t('en', 'tryon_mask_hint'))).toBeVisible()
  const masked = await save()
  expect(await differenceAround(page, masked, body.url, 0.15, 0.2)).toBeLessThan(2)
  expect(vendor.length).toBeGreaterThan(0)
  expect(new Set(vendor)).toEqual(new Set([new URL(page.url()).origin]))
  expect(await violations(page, blocked)).toEqual([])
  // The mask went up with the save, but it is not one of the user's photos.
  const photos = (await (await page.request.get('/common-api/v1/designs/uploads?kind=photo')).json()).data
  expect(photos.items.map((p: { upload_id: string }) => p.upload_id)).toEqual([body.upload_id])
})

test('a design from the history: a result’s "Try it on" link, the picker, and the save in the history @mobile', async ({
  page,
  context,
  clientIp,
}) => {
  test.setTimeout(60_000)
  await signIn(context, clientIp, 'ja')
  const first = await finishedDesign(page, 'rose and dagger')
  const second = await finishedDesign(page, 'koi fish in waves')

  // Before a photo, the editor asks for the user's own; the design named in the address is taken.
  await page.goto(`/ja/dashboard/tattoo-try-on?design=${first.id}&output=1`)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: t('ja', 'tryon2_start_heading') })).toBeVisible()
  const history = page.getByRole('list', { name: t('ja', 'tryon2_history_label') }).getByRole('button')
  await expect(history).toHaveCount(2)
  // One of the two is chosen: the link's (both may share a second, so their order is not asserted).
  await expect(history.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1)
  const fromLink = await newestUpload(page, 'design')
  expect(fromLink.data.mime).toBe('image/png')

  // The other one, picked from the history.
  const other = (await history.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')))).indexOf('false')
  await history.nth(other).click()
  await expect(history.nth(other)).toHaveAttribute('aria-pressed', 'true')
  await expect(history.nth(1 - other)).toHaveAttribute('aria-pressed', 'false')
  // Each became one of the user's designs (uploads are ordered by the second they came in: count, not order).
  const designs = async () => (await (await page.request.get('/common-api/v1/designs/uploads?kind=design')).json()).data.total
  await expect.poll(designs).toBe(2)

  await page.getByLabel(t('ja', 'tryon_body_upload')).setInputFiles(ASTRONAUT)
  await expect(page.getByTestId('try-on-canvas')).toHaveAttribute('tabindex', '0')
  await page.getByRole('button', { name: t('ja', 'tryon_save') }).click()
  await expect(page.getByRole('img', { name: t('ja', 'tryon_result_alt') })).toBeVisible({ timeout: 15_000 })

  // The save is in the history, newest, beside the designs it was made from.
  const listed = (await (await page.request.get('/common-api/v1/designs')).json()).data.items
  expect(listed.map((j: { tool: string }) => j.tool)).toEqual(['try-on', 'text', 'text'])
  expect(
    listed
      .slice(1)
      .map((j: { id: string }) => j.id)
      .sort(),
  ).toEqual([first.id, second.id].sort())
})
