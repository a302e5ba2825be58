/**
 * Intl formatters, made once per language and options: constructing one costs far more than
 * formatting with it (a signed-in page formatted its quota dates with new formatters, and that
 * was the largest single cost of rendering it: bench/README.md, "Server rendering").
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  lang: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${lang}|${JSON.stringify(options)}`
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

export const dateTimeFormat = (lang: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', lang, options, () => new Intl.DateTimeFormat(lang, options))

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions) =>
  cached('number', lang, options, () => new Intl.NumberFormat(lang, options))
