/**
 * The architecture check of `npm test`: the import directions and boundaries of
 * docs/architecture.md, read from the sources (Babel's parser), reported as `file:line rule`.
 *
 *   node scripts/check-architecture.ts          exits 1 when a rule is broken
 *
 * The rules are data (RULES below); scripts/check-architecture.test.ts shows each one failing on
 * a deliberately bad import and the whole tree passing.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { parse } from '@babel/parser'

export interface SourceFile {
  /** Relative to the project root, with forward slashes: `src/modules/auth/login.server.ts`. */
  path: string
  source: string
}

export interface Import {
  /** The importing file. */
  from: string
  line: number
  specifier: string
  /** The imported file (project path) when it is one of ours; the package name otherwise. */
  target: string
  internal: boolean
  /** Erased at compile time: `import type`, or every specifier `type`. */
  typeOnly: boolean
  dynamic: boolean
}

export interface Violation {
  file: string
  line: number
  rule: string
  message: string
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/')
const isServerFile = (path: string) => /\.server\.tsx?$/.test(path)
const moduleOf = (path: string) => /^src\/modules\/([^/]+)\//.exec(path)?.[1]

/**
 * Files whose imports of server-only code never reach the browser although they are not
 * server-only themselves: TanStack Start strips server-function handlers and validators, the
 * `.server()` half of middleware, and route files' server handlers from the browser build.
 */
const STRIPPED_BY_START = [
  /\.functions\.ts$/,
  /^src\/server\/http\/server-fn\.ts$/,
  /^src\/start\.ts$/,
  /^src\/routes\/(health|vendor)\//,
  /^src\/routes\/version\[\.\]json\.ts$/,
  /^src\/routes\/(sitemap\[\.\]xml|robots\[\.\]txt)\.ts$/,
]

/** Server-only by place rather than by name. */
const SERVER_ONLY_PLACES = [/^src\/server\.ts$/, /\.nitro\.ts$/, /^src\/routes\/common-api\//, /^src\/server\/db\//]

/** Where SQL may be written: repositories, and the database layer itself (connection, migrations). */
const SQL_PLACES = [/\.repo\.server\.ts$/, /^src\/server\/db\//]
const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|executeQuery)\(|\bsql\s*`|\bsql\.(raw|ref|table|id|lit|join)\(/

interface Rule {
  name: string
  check: (imp: Import) => string | null
}

export const RULES: Rule[] = [
  {
    name: 'engine-imports-nothing-of-the-app',
    check: (imp) =>
      imp.from.startsWith('src/engine/') && imp.internal && !imp.target.startsWith('src/engine/')
        ? `the engine runs on its own; it may not import ${imp.target}`
        : null,
  },
  {
    name: 'app-imports-the-engine-entry',
    check: (imp) => {
      if (imp.from.startsWith('src/engine/') || !imp.target.startsWith('src/engine/')) return null
      if (imp.target === 'src/engine/index.ts' || imp.target === 'src/engine/options.ts') return null
      if (imp.from === 'src/server/engine.server.ts' && imp.target === 'src/engine/runtime.ts') return null
      return `import the engine through @/engine (src/engine/index.ts) or its light entry @/engine/options, not ${imp.target}`
    },
  },
  {
    name: 'modules-never-import-ui',
    check: (imp) =>
      imp.from.startsWith('src/modules/') && /^src\/(routes|components)\//.test(imp.target)
        ? `a domain module may not import ${imp.target}`
        : null,
  },
  {
    name: 'modules-meet-through-entries',
    check: (imp) => {
      const from = moduleOf(imp.from)
      const to = moduleOf(imp.target)
      if (!from || !to || from === to) return null
      // A module's public surface: its entries, and its server functions (operations the UI may call).
      const entries = [`src/modules/${to}/index.ts`, `src/modules/${to}/index.server.ts`]
      if (entries.includes(imp.target) || new RegExp(`^src/modules/${to}/[^/]+\\.functions\\.ts$`).test(imp.target)) return null
      return `import module ${to} through its entry (@/modules/${to} or @/modules/${to}/index.server), not ${imp.target}`
    },
  },
  {
    name: 'infrastructure-never-imports-modules',
    check: (imp) =>
      imp.from.startsWith('src/server/') && imp.from !== 'src/server/app.server.ts' && imp.target.startsWith('src/modules/')
        ? `only the composition root (src/server/app.server.ts) knows the modules; not ${imp.from}`
        : null,
  },
  {
    name: 'client-code-never-imports-server-code',
    check: (imp) => {
      if (imp.typeOnly || !isServerFile(imp.target)) return null
      if (isServerFile(imp.from) || SERVER_ONLY_PLACES.some((p) => p.test(imp.from))) return null
      if (STRIPPED_BY_START.some((p) => p.test(imp.from))) return null
      return `${imp.from} may run in the browser; it may not import ${imp.target}`
    },
  },
  {
    name: 'kysely-only-in-the-data-layer',
    check: (imp) =>
      imp.target === 'kysely' && !imp.typeOnly && !SQL_PLACES.some((p) => p.test(imp.from))
        ? 'queries are built in repositories (*.repo.server.ts); import Kysely types only'
        : null,
  },
]

function resolve(from: string, specifier: string, known: Set<string>): { target: string; internal: boolean } {
  let base: string | undefined
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier)).replaceAll('\\', '/')
  if (base === undefined) {
    const parts = specifier.split('/')
    return { target: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!, internal: false }
  }
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return { target: base + ext, internal: true }
  return { target: base, internal: true }
}

type Node = { type: string; [key: string]: unknown }

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit)
    return
  }
  const n = node as Node
  if (typeof n.type === 'string') visit(n)
  for (const key in n) if (key !== 'loc' && key !== 'start' && key !== 'end') walk(n[key], visit)
}

/** Every import of a file: static, re-exports and dynamic `import('…')` with a literal. */
export function importsOf(file: SourceFile, known: Set<string>): Import[] {
  const ast = parse(file.source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true })
  const found: Import[] = []
  const add = (specifier: string, line: number, typeOnly: boolean, dynamic: boolean) =>
    found.push({ from: file.path, line, specifier, typeOnly, dynamic, ...resolve(file.path, specifier, known) })
  walk(ast.program, (node) => {
    const line = (node.loc as { start: { line: number } } | undefined)?.start.line ?? 0
    if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      const source = node.source as { value: string } | null
      if (!source) return
      const kind = (node.importKind ?? node.exportKind) as string | undefined
      const specifiers = (node.specifiers ?? []) as { importKind?: string; exportKind?: string }[]
      const typeOnly =
        kind === 'type' || (specifiers.length > 0 && specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type'))
      add(source.value, line, typeOnly, false)
    } else if (node.type === 'ImportExpression' || (node.type === 'CallExpression' && (node.callee as Node).type === 'Import')) {
      const argument = ((node.source ?? (node.arguments as Node[])[0]) as Node | undefined) ?? undefined
      if (argument?.type === 'StringLiteral') add(argument.value as string, line, false, true)
    } else if (node.type === 'TSImportType') {
      const argument = node.argument as { value?: string; literal?: { value: string } }
      const value = argument.value ?? argument.literal?.value
      if (value) add(value, line, true, false)
    }
  })
  return found
}

/** Rules about what a file says rather than what it imports, checked line by line. */
const TEXT_RULES = [
  {
    name: 'sql-only-in-repositories',
    applies: (path: string) => path.startsWith('src/') && !SQL_PLACES.some((p) => p.test(path)),
    pattern: SQL,
    message: 'SQL belongs in the module’s *.repo.server.ts',
  },
  {
    name: 'services-never-see-http',
    applies: (path: string) => path.startsWith('src/modules/'),
    pattern: /\b(Request|Headers|Response)\b/,
    message: 'modules take a caller and an input; requests, headers and responses belong to src/server/http',
  },
]

function textViolations(file: SourceFile): Violation[] {
  const rules = TEXT_RULES.filter((r) => r.applies(file.path))
  if (!rules.length) return []
  return file.source
    .split('\n')
    .flatMap((text, i) =>
      rules.filter((r) => r.pattern.test(text)).map((r) => ({ file: file.path, line: i + 1, rule: r.name, message: r.message })),
    )
}

export function checkArchitecture(files: SourceFile[]): Violation[] {
  const known = new Set(files.map((f) => f.path))
  const violations: Violation[] = []
  for (const file of files) {
    // Tests may reach into what they test; the engine's tests stay inside the engine all the same.
    if (isTest(file.path) && !file.path.startsWith('src/engine/')) continue
    for (const imp of importsOf(file, known))
      for (const rule of RULES) {
        const message = rule.check(imp)
        if (message) violations.push({ file: imp.from, line: imp.line, rule: rule.name, message })
      }
    if (!isTest(file.path)) violations.push(...textViolations(file))
  }
  return violations
}

/** The project's sources: src/ without generated code. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (path !== 'src/paraglide') visit(path)
      } else if (/\.tsx?$/.test(entry.name) && path !== 'src/routeTree.gen.ts') {
        files.push({ path, source: readFileSync(join(root, path), 'utf8') })
      }
    }
  }
  visit('src')
  return files
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..')
  const sources = readSources(root)
  const violations = checkArchitecture(sources)
  for (const v of violations) console.error(`${v.file}:${v.line} ${v.rule}: ${v.message}`)
  if (violations.length) {
    console.error(
      `\n${violations.length} architecture violation(s); the rules: docs/architecture.md, scripts/check-architecture.ts`,
    )
    process.exit(1)
  }
  console.log(
    `architecture: ${sources.length} files, ${RULES.length + TEXT_RULES.length} rules, no violations (${relative(process.cwd(), root) || '.'})`,
  )
}
