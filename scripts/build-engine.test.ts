import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { buildEngine } from './build-engine.ts'

const dir = fileURLToPath(new URL(`../.output/engine-test-${process.pid}`, import.meta.url))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the bundled engine', () => {
  it('draws with both threads started from the bundle, without loading any TypeScript', async () => {
    await buildEngine(dir)
    const script = `${dir}/try.mjs`
    await writeFile(
      script,
      `const { generate } = await import(${JSON.stringify(pathToFileURL(`${dir}/runtime.mjs`).href)})
      const r = await generate({ tool: 'text', prompt: 'a fox under the moon', style: 'fine-line', variations: 1, seed: 3 })
      const o = r.outputs[0]
      console.log(JSON.stringify({ concepts: r.concepts, svg: o.svg.slice(0, 4), png: o.png.subarray(1, 4).toString() }))`,
    )
    // With type stripping off, a thread that reached for a .ts file would fail to start.
    const { stdout } = await promisify(execFile)(process.execPath, ['--no-experimental-strip-types', script], { timeout: 30_000 })
    expect(JSON.parse(stdout)).toEqual({ concepts: ['fox', 'moon'], svg: '<svg', png: 'PNG' })
  }, 40_000)
})
