/**
 * The ten locales of the seed. `code` is the seed's locale code (used in URLs, cookies and the
 * API), `tag` is the BCP 47 tag Paraglide compiles messages for. They differ only for Traditional
 * Chinese: the URL prefix is `/tw`, but `tw` as a tag would read as Akan to `Intl`.
 */
export const LOCALES = [
  { code: 'en', tag: 'en', htmlLang: 'en-US', name: 'English', region: 'en-US' },
  { code: 'de', tag: 'de', htmlLang: 'de', name: 'Deutsch', region: 'de-DE' },
  { code: 'es', tag: 'es', htmlLang: 'es', name: 'Español', region: 'es-ES' },
  { code: 'fr', tag: 'fr', htmlLang: 'fr', name: 'Français', region: 'fr-FR' },
  { code: 'ja', tag: 'ja', htmlLang: 'ja', name: '日本語', region: 'ja-JP' },
  { code: 'ko', tag: 'ko', htmlLang: 'ko', name: '한국어', region: 'ko-KR' },
  { code: 'pt', tag: 'pt', htmlLang: 'pt', name: 'Português', region: 'pt-BR' },
  { code: 'tw', tag: 'zh-TW', htmlLang: 'zh-TW', name: '繁體中文', region: 'zh-TW' },
  { code: 'vi', tag: 'vi', htmlLang: 'vi', name: 'Tiếng Việt', region: 'vi-VN' },
  { code: 'zh', tag: 'zh', htmlLang: 'zh-CN', name: '中文', region: 'zh-CN' },
] as const

export type LocaleInfo = (typeof LOCALES)[number]
export type LocaleCode = LocaleInfo['code']
export type LocaleTag = LocaleInfo['tag']

export const DEFAULT_LOCALE: LocaleCode = 'en'
export const LOCALE_CODES = LOCALES.map((l) => l.code) as readonly LocaleCode[]
export const LOCALE_TAGS = LOCALES.map((l) => l.tag) as readonly LocaleTag[]

/** URL prefixes: every locale but the default one. */
export const LOCALE_PREFIXES = LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE)

const byCode = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]))
const byTag = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.tag, l]))

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && byCode.has(value)
}

export type LocalePrefix = Exclude<LocaleCode, 'en'>

export function isLocalePrefix(value: unknown): value is LocalePrefix {
  return isLocaleCode(value) && value !== DEFAULT_LOCALE
}

export function localeByCode(code: LocaleCode): LocaleInfo {
  return byCode.get(code)!
}

export function localeByTag(tag: string): LocaleInfo | undefined {
  return byTag.get(tag)
}

export function codeToTag(code: LocaleCode): LocaleTag {
  return localeByCode(code).tag
}

export function tagToCode(tag: string): LocaleCode {
  return byTag.get(tag)?.code ?? DEFAULT_LOCALE
}
