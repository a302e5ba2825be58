import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptUpload, squareAvatar, stopIntake } from './intake-client.ts'
import { UploadRejected } from './rejection.ts'

const chelseaPng = readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/photos/chelsea.png'))

/** How long the calling thread went without a turn of its event loop while `work` ran. */
async function longestStallMs(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  await work().catch(() => undefined)
  // One more turn, so a stall that ends with the work is recorded.
  await new Promise((resolve) => setTimeout(resolve, 30))
  delay.disable()
  return delay.max / 1e6
}

beforeAll(async () => {
  // The threads' start (and sharp's loading in them) is not what is measured.
  await Promise.all([acceptUpload(chelseaPng), acceptUpload(chelseaPng)])
})
afterAll(() => stopIntake())

describe('the upload intake on its threads', () => {
  it("scans 19 MB of '<' behind a JPEG header without blocking the calling thread", async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(19 * 2 ** 20, '<')])
    let refusal: unknown
    const stall = await longestStallMs(() => acceptUpload(bytes).catch((error) => (refusal = error)))
    expect(refusal).toBeInstanceOf(UploadRejected)
    // On the calling thread the scan was 1.6 s of solid work; handing the bytes over is a copy.
    expect(stall).toBeLessThan(200)
  })

  it('rasterises an SVG design on the thread and hands back a PNG as a Buffer', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><circle cx="50" cy="50" r="40"/></svg>',
    )
    const accepted = await acceptUpload(svg, { svg: true })
    expect(accepted).toMatchObject({ format: 'svg', mime: 'image/png', width: 2048, height: 1024 })
    expect(Buffer.isBuffer(accepted.bytes)).toBe(true)
    expect((await sharp(accepted.bytes).metadata()).width).toBe(2048)
  })

  it('refuses by the same reasons as in-process, and makes avatars there too', async () => {
    await expect(acceptUpload(new Uint8Array(0))).rejects.toMatchObject({ reason: 'empty' })
    await expect(acceptUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ reason: 'type' })
    const avatar = await squareAvatar(chelseaPng, 64)
    expect(await sharp(avatar).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 })
  })

  it("leaves the caller's bytes as they were (the thread gets a copy)", async () => {
    const view = new Uint8Array(chelseaPng.buffer.slice(0), chelseaPng.byteOffset, chelseaPng.byteLength)
    await acceptUpload(view)
    expect(view.byteLength).toBe(chelseaPng.byteLength)
    expect(Buffer.from(view).equals(chelseaPng)).toBe(true)
  })
})
