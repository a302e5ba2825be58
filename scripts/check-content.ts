/**
 * What the engine reads in each design request of the gallery's content (content/README.md):
 *   node scripts/check-content.ts [path-substring]
 * Prints each request's concepts and style; exits non-zero when a request is refused or a text
 * prompt names nothing the engine can draw. The files' schema and translations are checked by
 * `npx vitest run --project unit src/modules/galleries`.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { plan } from '../src/engine/design.ts'
import type { DrawnRequest } from '../src/engine/request.ts'

const root = join(import.meta.dirname, '../content')
const filter = process.argv[2] ?? ''

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [])),
  )
  return nested.flat()
}

let failures = 0
for (const file of (await files(root)).sort()) {
  const name = relative(root, file)
  if (!name.includes(filter) || name.startsWith('themes/')) continue
  const data = JSON.parse(await readFile(file, 'utf8')) as { designs?: (DrawnRequest | { request: DrawnRequest })[] }
  for (const [i, design] of (data.designs ?? []).map((d) => ('request' in d ? d.request : d)).entries()) {
    try {
      const p = plan({ ...design, variations: 1 })
      // Words alone are a design too (quoted in the prompt or in `lettering`): the reading has them.
      const empty = design.tool === 'text' && p.concepts.length === 0 && (p.reading?.lettering.length ?? 0) === 0
      if (empty) failures++
      console.log(
        `${empty ? 'EMPTY' : 'ok   '} ${name} #${i + 1}: ${p.concepts.join(', ') || '(lettering only)'} · ${p.style} · ${p.canvas.widthMm}×${p.canvas.heightMm} mm`,
      )
    } catch (error) {
      failures++
      console.log(`FAIL  ${name} #${i + 1}: ${(error as Error).message}`)
    }
  }
}
if (failures) {
  console.log(`${failures} request(s) to fix`)
  process.exitCode = 1
}
