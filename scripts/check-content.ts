/**
 * What the engine reads in each design request of the gallery's content (content/README.md):
 *   node scripts/check-content.ts [path-substring]
 * Prints each request's concepts and style; exits non-zero when a request is refused or a text
 * prompt names nothing the engine can draw. The files' schema and translations are checked by
 * `npx vitest run --project unit src/modules/galleries`.
 */
import { relative } from 'node:path'
import { plan } from '../src/engine/design.ts'
import { CONTENT_DIR, designRequests, filesUnder } from './gallery-content.ts'

const filter = process.argv[2] ?? ''

let failures = 0
for (const file of await filesUnder(CONTENT_DIR, (n) => n.endsWith('.json'))) {
  const name = relative(CONTENT_DIR, file)
  if (!name.includes(filter) || name.startsWith('themes/')) continue
  for (const [i, design] of (await designRequests(file)).entries()) {
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
