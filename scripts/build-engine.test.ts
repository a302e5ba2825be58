import { execFile } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
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
      console.log(JSON.stringify({ concepts: r.concepts, svg: o.svg.subarray(0, 4).toString(), png: o.png.subarray(1, 4).toString() }))`,
    )
    // With type stripping off, a thread that reached for a .ts file would fail to start.
    const { stdout } = await promisify(execFile)(process.execPath, ['--no-experimental-strip-types', script], { timeout: 30_000 })
    expect(JSON.parse(stdout)).toEqual({ concepts: ['fox', 'moon'], svg: '<svg', png: 'PNG' })
  }, 40_000)

  it('leaves the drawing code to the engine thread: the web server loads only the request check', async () => {
    // Runs after the build above. Every module runtime.mjs reaches by static import, read whole.
    const seen = new Set<string>()
    const visit = async (file: string): Promise<string> => {
      if (seen.has(file)) return ''
      seen.add(file)
      const code = await readFile(`${dir}/${file}`, 'utf8')
      const imports = [...code.matchAll(/^import [^;]*?from "\.\/([^"]+)"/gm)].map((m) => m[1]!)
      return code + (await Promise.all(imports.map(visit))).join('')
    }
    const loaded = await visit('runtime.mjs')
    expect(loaded).toContain('function checkDrawnRequest')
    // The prompt reader and the drawing (vocabulary, models, fonts) are megabytes of heap per isolate.
    expect(loaded).not.toContain('function readPrompt')
    expect(loaded).not.toContain('function designInThisThread')
    expect(loaded.length).toBeLessThan(200_000)
  })
})
