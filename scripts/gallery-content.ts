/**
 * The gallery content files as the scripts read them (content/README.md): no schema check here
 * (the unit tests do that), only the files and the design requests in them.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DrawnRequest } from '../src/engine/request.ts'

export const CONTENT_DIR = join(import.meta.dirname, '../content')

/** Every file under `dir` whose name `keep` accepts, sorted. */
export async function filesUnder(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), keep) : keep(e.name) ? [join(dir, e.name)] : [])),
  )
  return nested.flat().sort()
}

/** A content file's design requests: ideas and styles list them; the showcases pair each with its description. */
export async function designRequests(file: string): Promise<DrawnRequest[]> {
  const data = JSON.parse(await readFile(file, 'utf8')) as { designs?: (DrawnRequest | { request: DrawnRequest })[] }
  return (data.designs ?? []).map((d) => ('request' in d ? d.request : d))
}
