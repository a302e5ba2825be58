import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '../../..')

export type Auth = 'public' | 'user'

/** One method of a REST route, as its file under src/routes/common-api/ declares it. */
export interface ApiTarget {
  file: string
  method: string
  /** The route's path with its `:name` / `**:name` parameters. */
  path: string
  auth: Auth
  hasInput: boolean
  body: 'query' | 'json' | 'multipart' | 'raw'
}

/** One server function of the build: its id from TanStack Start's manifest, its declaration from the sources. */
export interface ServerFnTarget {
  id: string
  name: string
  method: 'GET' | 'POST'
  auth: Auth
  hasInput: boolean
  form: boolean
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => join(dir, f))
}

/**
 * Every REST operation, read from the route files themselves so that a new route is fuzzed
 * without anyone listing it. A file this reader cannot understand fails the run rather than
 * being skipped.
 */
export function apiTargets(): ApiTarget[] {
  const targets: ApiTarget[] = []
  for (const file of filesUnder(join(ROOT, 'src/routes/common-api'), '.ts')) {
    const source = readFileSync(file, 'utf8')
    const name = relative(ROOT, file)
    const path = /defineApiRoute\(\s*'([^']+)'/.exec(source)?.[1]
    const methods = [...source.matchAll(/\b(GET|POST|PUT|PATCH|DELETE):\s*endpoint\(\s*\{([^}]*)\}/g)]
    if (!path || methods.length === 0) throw new Error(`${name}: no defineApiRoute('…', { METHOD: endpoint({…}) }) found`)
    for (const [, method, spec] of methods) {
      const body = /body:\s*'(\w+)'/.exec(spec!)?.[1] as ApiTarget['body'] | undefined
      targets.push({
        file: name,
        method: method!,
        path,
        auth: /auth:\s*'user'/.test(spec!) ? 'user' : 'public',
        hasInput: /\binput:/.test(spec!),
        body: body ?? (method === 'GET' ? 'query' : 'json'),
      })
    }
  }
  return targets
}

/**
 * Every server function: the ids TanStack Start put in the build's manifest (the only ids it
 * serves), matched with the `createServerFn` declarations in src/**\/*.functions.ts. A function
 * in one but not the other fails the run — except a function nothing in src/ calls yet, which
 * the build leaves out and nobody can reach (the feedback form comes with the studio pages).
 */
export function serverFnTargets(): ServerFnTarget[] {
  const ssr = join(ROOT, '.output/server/_ssr')
  const manifest = new Map<string, string>()
  for (const file of filesUnder(ssr, '.mjs')) {
    const text = readFileSync(file, 'utf8')
    for (const [, id, name] of text.matchAll(/"([0-9a-f]{64})":\s*\{\s*functionName:\s*"(\w+?)_createServerFn_handler"/g))
      manifest.set(name!, id!)
  }
  const targets: ServerFnTarget[] = []
  for (const file of filesUnder(join(ROOT, 'src'), '.functions.ts')) {
    const source = readFileSync(file, 'utf8')
    const declarations = source.split(/(?=export const \w+ = createServerFn)/).slice(1)
    for (const declaration of declarations) {
      const [, name, method] = /export const (\w+) = createServerFn\(\{ method: '(GET|POST)' \}\)/.exec(declaration) ?? []
      if (!name) throw new Error(`${relative(ROOT, file)}: a createServerFn this reader cannot understand`)
      const id = manifest.get(name)
      if (!id && !isCalledAnywhere(name, file)) continue
      if (!id) throw new Error(`${name} (${relative(ROOT, file)}) is not in the build's server-function manifest: rebuild`)
      manifest.delete(name)
      targets.push({
        id,
        name,
        method: method as 'GET' | 'POST',
        auth: /auth:\s*'user'/.test(declaration) ? 'user' : 'public',
        hasInput: /\.validator\(/.test(declaration),
        form: /formInput\(/.test(declaration),
      })
    }
  }
  if (manifest.size) throw new Error(`server functions of the build not found in src: ${[...manifest.keys()].join(', ')}`)
  return targets
}

/** Whether any source file other than the declaring one names the server function. */
function isCalledAnywhere(name: string, declaredIn: string): boolean {
  const word = new RegExp(`\\b${name}\\b`)
  return filesUnder(join(ROOT, 'src'), '.ts')
    .concat(filesUnder(join(ROOT, 'src'), '.tsx'))
    .some((file) => file !== declaredIn && word.test(readFileSync(file, 'utf8')))
}

/** The field names of every schema, so generated objects often carry the keys the endpoints read. */
export function schemaKeys(): string[] {
  const keys = new Set<string>()
  for (const file of filesUnder(join(ROOT, 'src/modules'), '.schema.ts'))
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/(?:^|[{,])\s*(\w+):\s/gm)) keys.add(key!)
  return [...keys]
}
