import { parseContentFile } from '@/lib/content-file'
import type { LocaleCode } from '@/i18n/locales'
import { legalFileSchema, type LegalDocument, type LegalDocumentId, type LegalFile } from './legal-schema'

/**
 * The legal texts, bundled with the server (content/legal/<document>/<locale>.json). Each file is
 * checked when first asked for, so a broken one fails legal-content.test.ts rather than a page.
 */
const files = import.meta.glob<unknown>('/content/legal/*/*.json', { eager: true, import: 'default' })

const parsed = new Map<string, LegalFile>()

/** One document in one language, checked once; throws with the file and field of the first problem. */
export function legalFile(doc: LegalDocumentId, locale: LocaleCode): LegalFile {
  const path = `/content/legal/${doc}/${locale}.json`
  const known = parsed.get(path)
  if (known) return known
  if (!(path in files)) throw new Error(`${path}: missing`)
  const file = parseContentFile(legalFileSchema, path, files[path])
  parsed.set(path, file)
  return file
}

/** Every legal file's path, for the content test. */
export const legalFilePaths = (): string[] => Object.keys(files).sort()

/**
 * The page's text. A language whose file is missing falls back to English rather than failing
 * the page; legal-content.test.ts fails the build for it all the same.
 */
export function legalDocument(doc: LegalDocumentId, locale: LocaleCode): LegalDocument {
  const file = legalFile(doc, `/content/legal/${doc}/${locale}.json` in files ? locale : 'en')
  return { ...file, updatedAt: Math.floor(Date.parse(`${file.updated}T00:00:00Z`) / 1000) }
}
