import { mkdirSync, rmSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Bundles queue-child.ts for plain `node` (which knows neither the `@/` alias nor extensionless
 * imports) into a folder inside the project, where its packages resolve from node_modules.
 */
export async function buildQueueChild(): Promise<{ script: string; remove(): void }> {
  const dir = join(root, '.cache', `queue-child-${process.pid}-${Date.now().toString(36)}`)
  mkdirSync(dir, { recursive: true })
  await build({
    cwd: root,
    input: { 'queue-child': 'tests/support/queue-child.ts' },
    platform: 'node',
    resolve: { alias: { '@': join(root, 'src') } },
    external: (id) => isBuiltin(id) || !(id.startsWith('.') || id.startsWith('/') || id.startsWith('@/')),
    output: { dir, format: 'esm', entryFileNames: '[name].mjs' },
    logLevel: 'warn',
  })
  return { script: join(dir, 'queue-child.mjs'), remove: () => rmSync(dir, { recursive: true, force: true }) }
}
