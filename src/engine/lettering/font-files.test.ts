import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../../../', import.meta.url))

describe('font files', () => {
  it('resolve from the module, whatever the working directory', () => {
    const entry = new URL('./index.ts', import.meta.url).href
    const script = `const { setText } = await import(${JSON.stringify(entry)})
      const r = setText({ text: 'Mẹ 永遠に', font: 'serif', capHeightMm: 8, layout: { kind: 'straight' }, minStrokeMm: 0 })
      console.log(JSON.stringify({ cwd: process.cwd(), glyphs: r.glyphs.length, missing: r.missing }))`
    // The project's Node (24) runs the TypeScript sources directly.
    const node = `${repo}node_modules/.bin/node`
    const run = spawnSync(node, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8' })
    expect(run.stderr).not.toMatch(/Error/)
    const out = JSON.parse(run.stdout.trim().split('\n').pop()!)
    expect(out.cwd).toBe(tmpdir())
    expect(out.missing).toEqual([])
    expect(out.glyphs).toBe(5)
  })
})
