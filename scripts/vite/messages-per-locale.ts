import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { parseSync, type Plugin } from 'vite'
import { LOCALE_TAGS } from '../../src/i18n/locales.ts'
import { localeAssetDir, MESSAGE_MARKER } from '../../src/i18n/locale-assets.ts'

/**
 * The browser's scripts once per language (docs/decisions/0049-messages-per-locale.md).
 *
 * Paraglide compiles each message into one module holding the message in all ten languages, so
 * every page's scripts carried every language (about 26 KB gzip on the home page). This plugin
 * rewrites each message module of the browser's build into `localized(MARKER, [en, de, …])`,
 * and once the build is written, copies every chunk into `assets/<code>/` with each such array
 * cut down to its language's function. The server points each page at its language's folder
 * (`src/i18n/locale-assets.ts`). The languages switch by full page load, so one page never needs
 * two folders.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const RUNTIME = resolve(import.meta.dirname, '../../src/i18n/localized-message.ts')
const MESSAGE_MODULE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index\.js$)[^\\/]+\.js$/

function parse(file: string, code: string): Node {
  const { program, errors } = parseSync(file, code, { sourceType: 'module' })
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`)
  return program as unknown as Node
}

const unwrap = (node: Node): Node => (node.type === 'ParenthesizedExpression' ? unwrap(node.expression as Node) : node)

/** The name a `return fn(inputs)` calls. */
function calledName(statement: Node): string | undefined {
  if (statement.type !== 'ReturnStatement' || !statement.argument) return undefined
  const call = unwrap(statement.argument as Node)
  const callee = call.type === 'CallExpression' ? (call.callee as Node) : undefined
  return callee?.type === 'Identifier' ? (callee.name as string) : undefined
}

/** The locale an `if (locale === "de")` tests for. */
function testedLocale(test: Node): string | undefined {
  if (test.type !== 'BinaryExpression' || test.operator !== '===') return undefined
  const right = test.right as Node
  return right.type === 'Literal' && typeof right.value === 'string' ? right.value : undefined
}

/**
 * A Paraglide message module (`message-modules` output) as one `localized` call holding the
 * message's function for each language in LOCALES order. Throws on any other shape, so that a
 * change in Paraglide's output fails the build instead of shipping a page without its words.
 */
export function localizeMessageModule(file: string, code: string, tags: readonly string[] = LOCALE_TAGS, runtime = RUNTIME) {
  const program = parse(file, code)
  const functions = new Map<string, string>()
  const kept: string[] = []
  let dispatcher: { name: string; exported: boolean; body: Node[] } | undefined
  const declare = (declaration: Node, exported: boolean) => {
    for (const d of declaration.declarations as Node[]) {
      const name = (d.id as Node).name as string
      const init = unwrap(d.init as Node)
      functions.set(name, code.slice((d.init as Node).start, (d.init as Node).end))
      // The function that picks a language: a block of `if (locale === …) return …`.
      const body = init.type === 'ArrowFunctionExpression' ? (init.body as Node) : undefined
      if (body?.type === 'BlockStatement' && (body.body as Node[]).some((st) => st.type === 'IfStatement'))
        dispatcher = { name, exported, body: body.body as Node[] }
    }
  }
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      if (!/runtime\.js$/.test((statement.source as Node).value as string)) kept.push(code.slice(statement.start, statement.end))
    } else if (statement.type === 'VariableDeclaration') declare(statement, false)
    else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) declare(statement.declaration as Node, true)
    else if (statement.type === 'ExportNamedDeclaration') kept.push(code.slice(statement.start, statement.end))
    else throw new Error(`${file}: unexpected ${statement.type} in a message module`)
  }
  if (!dispatcher) throw new Error(`${file}: no message function picking a language`)
  const byLocale = new Map<string, string>()
  let fallback: string | undefined
  for (const statement of dispatcher.body) {
    if (statement.type === 'IfStatement') {
      const locale = testedLocale(statement.test as Node)
      const name = calledName(statement.consequent as Node)
      if (locale && name) byLocale.set(locale, name)
    } else if (statement.type === 'ReturnStatement') fallback = calledName(statement)
  }
  if (!fallback) throw new Error(`${file}: no message for the base locale`)
  // A language without its own text is written as another's function (`const de_x = en_x`).
  const sourceOf = (name: string, seen = new Set<string>()): string => {
    const source = functions.get(name)
    if (source === undefined) throw new Error(`${file}: ${name} is not defined in the module`)
    if (!/^[A-Za-z_$][\w$]*$/.test(source)) return source
    if (seen.has(source)) throw new Error(`${file}: ${name} refers to itself`)
    return sourceOf(source, seen.add(name))
  }
  const variants = tags.map((tag) => {
    const name = byLocale.get(tag) ?? fallback!
    if (!functions.has(name)) throw new Error(`${file}: ${tag} calls ${name}, which the module does not define`)
    return sourceOf(name)
  })
  return [
    ...kept.filter((statement) => statement.startsWith('import')),
    `import { localized } from ${JSON.stringify(runtime)};`,
    `${dispatcher.exported ? 'export ' : ''}const ${dispatcher.name} = /* @__PURE__ */ localized(${JSON.stringify(MESSAGE_MARKER)}, [\n${variants.join(',\n')}\n]);`,
    ...kept.filter((statement) => !statement.startsWith('import')),
  ].join('\n')
}

const isMarker = (node: Node | undefined) =>
  !!node &&
  ((node.type === 'Literal' && node.value === MESSAGE_MARKER) ||
    (node.type === 'TemplateLiteral' &&
      (node.expressions as Node[]).length === 0 &&
      ((node.quasis as Node[])[0]!.value as { cooked: string }).cooked === MESSAGE_MARKER))

export interface MessageChoice {
  /** The array of the `localized` call, as offsets into the chunk. */
  start: number
  end: number
  variants: { start: number; end: number }[]
}

/** Every `localized(MARKER, [...])` array of a built chunk. */
export function messageChoices(file: string, code: string, count = LOCALE_TAGS.length): MessageChoice[] {
  const choices: MessageChoice[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const n = node as Node
    if (n.type === 'CallExpression') {
      const [marker, array] = n.arguments as Node[]
      if (isMarker(marker)) {
        const elements = array?.type === 'ArrayExpression' ? (array.elements as Node[]) : []
        if (elements.length !== count)
          throw new Error(`${file}: a message has ${elements.length} languages where ${count} were expected`)
        choices.push({ start: array!.start, end: array!.end, variants: elements.map(({ start, end }) => ({ start, end })) })
      }
    }
    for (const key in n) if (key !== 'type' && key !== 'start' && key !== 'end') visit(n[key])
  }
  visit(parse(file, code))
  // chunkForLocale cuts front to back.
  choices.sort((a, b) => a.start - b.start)
  const written = code.split(MESSAGE_MARKER).length - 1
  if (written !== choices.length)
    throw new Error(`${file}: the message marker appears ${written} times but ${choices.length} messages were found`)
  return choices
}

/** The chunk with every message reduced to the language at `index` of LOCALES. */
export function chunkForLocale(code: string, choices: readonly MessageChoice[], index: number): string {
  let out = ''
  let at = 0
  for (const choice of choices) {
    const variant = choice.variants[index]!
    out += `${code.slice(at, choice.start)}[${code.slice(variant.start, variant.end)}]`
    at = choice.end
  }
  return out + code.slice(at)
}

/**
 * Paths of the build's own chunks written into code as `assets/x.js` (Vite's preload lists, empty
 * since ADR 55 but kept for CSS) pointed at the language's folder; relative imports need nothing.
 */
export function pointAtFolder(code: string, chunks: ReadonlySet<string>, folder: string): string {
  return code.replace(/(["'`])(\/?)assets\/([^"'`/]+\.js)\1/g, (whole, quote: string, slash: string, file: string) =>
    chunks.has(file) ? `${quote}${slash}assets/${folder}/${file}${quote}` : whole,
  )
}

/** The copies have no source maps of their own (`ANALYZE=1` maps the generic build). */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\s*$/

export function messagesPerLocale(): Plugin {
  return {
    name: 'inkdraft:messages-per-locale',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: MESSAGE_MODULE },
      handler(code, id) {
        return { code: localizeMessageModule(id, code), map: null }
      },
    },
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const names = new Set<string>()
      for (const chunk of chunks) {
        if (dirname(chunk.fileName) !== 'assets') throw new Error(`${chunk.fileName}: a chunk outside assets/`)
        names.add(basename(chunk.fileName))
      }
      for (const chunk of chunks) {
        const choices = messageChoices(chunk.fileName, chunk.code)
        LOCALE_TAGS.forEach((tag, index) => {
          const folder = localeAssetDir(tag)
          const target = join(options.dir!, 'assets', folder, basename(chunk.fileName))
          mkdirSync(dirname(target), { recursive: true })
          const code = chunkForLocale(chunk.code, choices, index).replace(SOURCE_MAP_COMMENT, '')
          // The cut copy must still be a module (a parse error fails the build here, not in a browser).
          parse(`${folder}/${chunk.fileName}`, code)
          writeFileSync(target, pointAtFolder(code, names, folder))
        })
      }
    },
  }
}
